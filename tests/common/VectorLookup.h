// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vector/VectorIndex.h"

#include <vector>

namespace lotse::test {

// The exact-rescoring lookup over row-major float32 vectors held by the test (row = id).
inline VectorIndex::ExactLookup vectorLookup(const std::vector<float>& data, int dimensions)
{
    return [&data, dimensions](const QList<qint64>& ids) -> Result<QHash<qint64, QList<float>>> {
        QHash<qint64, QList<float>> out;
        for (qint64 id : ids) {
            const float* v = data.data() + std::size_t(id) * std::size_t(dimensions);
            out.insert(id, QList<float>(v, v + dimensions));
        }
        return out;
    };
}

// The ids of a search's candidates, in order (for VectorSamples::recall).
inline std::vector<std::uint32_t> candidateIds(const QList<VectorIndex::Candidate>& candidates)
{
    std::vector<std::uint32_t> ids;
    ids.reserve(std::size_t(candidates.size()));
    for (const VectorIndex::Candidate& c : candidates)
        ids.push_back(std::uint32_t(c.id));
    return ids;
}

} // namespace lotse::test
