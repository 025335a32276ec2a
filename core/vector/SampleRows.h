// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "VectorSamples.h"

#include <vector>

namespace lotse {

// The rows of a sample set one at a time, each from its own seed, so that any row can be made on any
// thread in any order: for sets too large to hold (a million vectors of 3,072 dimensions are 12 GB).
// The same two kinds as VectorSamples, but not the same values (VectorSamples draws one stream).
class SampleRows final
{
public:
    SampleRows(VectorSamples::Kind kind, int dimensions, std::uint64_t seed, int rank = 64);

    int dimensions() const { return m_dimensions; }
    // Row `index`, of unit length, into `out` (`dimensions()` values).
    void row(qsizetype index, float* out) const;

private:
    VectorSamples::Kind m_kind;
    int m_dimensions;
    std::uint64_t m_seed;
    int m_rank;
    std::vector<float> m_basis; // low-rank: rank rows of `dimensions`
    std::vector<float> m_weight;
};

} // namespace lotse
