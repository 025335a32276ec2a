// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace lotse::bench {

struct MillionBenchOptions
{
    bool quick = false; // 20,000 vectors instead of 1,000,000
    QString directory;  // where the float32 vectors (12 GB at a million) and the index's file go
};

// Section 5: a million passages within a laptop's memory. The binary layout of VectorIndex (bits in
// memory, int8 codes in a file, float32 rescoring from a file as from the knowledge base) at
// 1,000,000 x 3,072 on low-rank and random vectors: resident memory, p50/p95, recall@10 against the
// exact float32 result, the candidates it keeps swept, next to today's int8 scan (all in memory)
// and FAISS's IndexBinaryFlat on the same bits.
QJsonObject runMillionBench(const MillionBenchOptions& options, double bandwidthGBs);

} // namespace lotse::bench
