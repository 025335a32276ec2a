// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchSupport.h"

#include <QList>
#include <cstdint>
#include <vector>

namespace lotse::bench {

// hnswlib (M 16, ef_construction 200, inner product) built on every core, then searched at
// several ef_search values. Compiled with AVX2 in its own file (hnswlib picks its SIMD at compile
// time); call it only when the processor has AVX2.
struct HnswRun
{
    double buildSeconds = 0;
    struct AtEf
    {
        int ef = 0;
        Timings timings;
        double recall = 0;
    };
    QList<AtEf> searches;
};

bool hnswAvailable();
HnswRun runHnsw(const std::vector<float>& data, int dimensions, const std::vector<float>& queries,
                const std::vector<std::vector<std::uint32_t>>& reference, int k, const QList<int>& efs);

} // namespace lotse::bench
