// SPDX-License-Identifier: GPL-3.0-or-later
#include "SectionPassages.h"

#include "store/DocumentStore.h"

#include <QSet>

namespace lotse {

SectionPassages::SectionPassages(Database& db)
    : m_db(db)
{}

Result<QList<Hit>> SectionPassages::around(const QList<Hit>& hits, int reach)
{
    QSet<qint64> known;
    for (const Hit& h : hits)
        known.insert(h.chunkId);
    const DocumentStore store(m_db);
    QList<Hit> out;
    for (const Hit& hit : hits) {
        const auto section = store.sectionChunks(hit.chunkId, reach);
        if (!section)
            return section.error();
        for (const ChunkRecord& chunk : section.value()) {
            if (!known.contains(chunk.id)) {
                known.insert(chunk.id);
                out.append(Hit::fromChunk(chunk));
            }
        }
    }
    return out;
}

Result<QList<Hit>> SectionPassages::ofDocument(qint64 documentId)
{
    const auto chunks = DocumentStore(m_db).chunks(documentId);
    if (!chunks)
        return chunks.error();
    QList<Hit> out;
    for (const ChunkRecord& chunk : chunks.value())
        out.append(Hit::fromChunk(chunk));
    return out;
}

} // namespace lotse
