// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>
#include <cstdint>
#include <vector>

namespace lotse {

// Seeded vectors for tests and benchmarks of the vector index, row-major, each of unit length.
// Random ones spread over the whole sphere (nearest neighbours are near-ties: the hardest case
// for any quantisation or graph); low-rank ones lie near a `rank`-dimensional subspace with a
// little noise, as real text embeddings do (a few hundred effective dimensions out of thousands).
struct VectorSamples
{
    enum class Kind { Random, LowRank };

    static std::vector<float> make(Kind kind, qsizetype count, int dimensions, std::uint64_t seed, int rank = 64);
    // Exact top-k by float32 (double accumulation) dot product: the reference for recall.
    static std::vector<std::uint32_t> exactTopK(const std::vector<float>& data, int dimensions, const float* query,
                                                int k);
    // Scales `v` to unit length (a zero vector stays zero).
    static void normalise(float* v, int n);
    // Fraction of `reference` found in `found` (both of length k).
    static double recall(const std::vector<std::uint32_t>& reference, const std::vector<std::uint32_t>& found);
};

} // namespace lotse
