// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace lotse::bench {

struct VectorBenchOptions
{
    bool quick = false;
    bool hnswLarge = false; // hnswlib also at 100,000 vectors (minutes of graph building)
};

// Section 1: vector search. Lotse's VectorIndex next to an AVX2 float32 exact scan, FAISS
// IndexFlatIP (one query at a time and batched), hnswlib and the machine's memory-bandwidth floor.
QJsonObject runVectorBench(const VectorBenchOptions& options);

// Sequential read bandwidth of this machine in GB/s, on `threads` threads, of memory on ordinary
// pages or on 2 MiB pages where the system offers them.
double memoryBandwidthGBs(int threads, bool hugePages);

} // namespace lotse::bench
