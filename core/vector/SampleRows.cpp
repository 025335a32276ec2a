// SPDX-License-Identifier: GPL-3.0-or-later
#include "SampleRows.h"

#include "SampleGauss.h"

#include <cmath>

namespace lotse {

SampleRows::SampleRows(VectorSamples::Kind kind, int dimensions, std::uint64_t seed, int rank)
    : m_kind(kind)
    , m_dimensions(dimensions)
    , m_seed(seed)
    , m_rank(rank)
{
    if (kind != VectorSamples::Kind::LowRank)
        return;
    // As VectorSamples: a random basis, weights falling off like real embeddings' spectrum.
    SampleGauss gauss(seed);
    m_basis.resize(std::size_t(rank) * std::size_t(dimensions));
    for (float& x : m_basis)
        x = gauss() / std::sqrt(float(dimensions));
    m_weight.resize(std::size_t(rank));
    for (int r = 0; r < rank; ++r)
        m_weight[std::size_t(r)] = 1.0f / std::sqrt(1.0f + float(r));
}

void SampleRows::row(qsizetype index, float* out) const
{
    SampleGauss gauss(m_seed * 0x2545f4914f6cdd1dULL + std::uint64_t(index) * 0x9e3779b97f4a7c15ULL + 1);
    if (m_kind == VectorSamples::Kind::Random) {
        for (int k = 0; k < m_dimensions; ++k)
            out[k] = gauss();
    } else {
        const float noise = 0.1f / std::sqrt(float(m_dimensions));
        for (int k = 0; k < m_dimensions; ++k)
            out[k] = noise * gauss();
        for (int r = 0; r < m_rank; ++r) {
            const float z = gauss() * m_weight[std::size_t(r)];
            const float* b = m_basis.data() + std::size_t(r) * std::size_t(m_dimensions);
            for (int k = 0; k < m_dimensions; ++k)
                out[k] += z * b[k];
        }
    }
    VectorSamples::normalise(out, m_dimensions);
}

} // namespace lotse
