// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorSamples.h"

#include "SampleGauss.h"

#include <algorithm>
#include <cmath>

namespace lotse {

void VectorSamples::normalise(float* v, int n)
{
    double s = 0;
    for (int i = 0; i < n; ++i)
        s += double(v[i]) * v[i];
    const double inv = s > 0 ? 1.0 / std::sqrt(s) : 0.0;
    for (int i = 0; i < n; ++i)
        v[i] = float(v[i] * inv);
}

std::vector<float> VectorSamples::make(Kind kind, qsizetype count, int dimensions, std::uint64_t seed, int rank)
{
    SampleGauss gauss(seed);
    std::vector<float> out(std::size_t(count) * std::size_t(dimensions));
    if (kind == Kind::Random) {
        for (float& x : out)
            x = gauss();
    } else {
        // A random basis of `rank` directions; weights fall off like the spectrum of real
        // embeddings, plus isotropic noise of a tenth of the signal.
        std::vector<float> basis(std::size_t(rank) * std::size_t(dimensions));
        for (float& x : basis)
            x = gauss() / std::sqrt(float(dimensions));
        std::vector<float> weight(static_cast<std::size_t>(rank));
        for (int r = 0; r < rank; ++r)
            weight[std::size_t(r)] = 1.0f / std::sqrt(1.0f + float(r));
        const float noise = 0.1f / std::sqrt(float(dimensions));
        for (qsizetype i = 0; i < count; ++i) {
            float* v = out.data() + std::size_t(i) * std::size_t(dimensions);
            for (int r = 0; r < rank; ++r) {
                const float z = gauss() * weight[std::size_t(r)];
                const float* b = basis.data() + std::size_t(r) * std::size_t(dimensions);
                for (int k = 0; k < dimensions; ++k)
                    v[k] += z * b[k];
            }
            for (int k = 0; k < dimensions; ++k)
                v[k] += noise * gauss();
        }
    }
    for (qsizetype i = 0; i < count; ++i)
        normalise(out.data() + std::size_t(i) * std::size_t(dimensions), dimensions);
    return out;
}

std::vector<std::uint32_t> VectorSamples::exactTopK(const std::vector<float>& data, int dimensions, const float* query,
                                                    int k)
{
    const std::size_t count = data.size() / std::size_t(dimensions);
    std::vector<std::pair<double, std::uint32_t>> scored(count);
    for (std::size_t i = 0; i < count; ++i) {
        const float* v = data.data() + i * std::size_t(dimensions);
        double dot = 0;
        for (int d = 0; d < dimensions; ++d)
            dot += double(v[d]) * query[d];
        scored[i] = {dot, std::uint32_t(i)};
    }
    const std::size_t keep = std::min(std::size_t(k), count);
    std::partial_sort(scored.begin(), scored.begin() + std::ptrdiff_t(keep), scored.end(),
                      [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<std::uint32_t> out(keep);
    for (std::size_t i = 0; i < keep; ++i)
        out[i] = scored[i].second;
    return out;
}

double VectorSamples::recall(const std::vector<std::uint32_t>& reference, const std::vector<std::uint32_t>& found)
{
    if (reference.empty())
        return 1.0;
    int hits = 0;
    for (std::uint32_t r : reference)
        hits += std::find(found.begin(), found.end(), r) != found.end() ? 1 : 0;
    return double(hits) / double(reference.size());
}

} // namespace lotse
