// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace lotse {

// splitmix64 and a sum of four uniforms (Irwin-Hall, variance matched): near enough to a normal
// for directions in hundreds of dimensions, and ten times faster than std::normal_distribution,
// which matters when a benchmark draws 300 million values.
class SampleGauss final
{
public:
    explicit SampleGauss(std::uint64_t seed)
        : m_state(seed)
    {}
    float operator()()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        const float sum = float(z & 0xffff) + float((z >> 16) & 0xffff) + float((z >> 32) & 0xffff) + float(z >> 48);
        return (sum / 65536.0f - 2.0f) * 1.7320508f;
    }

private:
    std::uint64_t m_state;
};

} // namespace lotse
