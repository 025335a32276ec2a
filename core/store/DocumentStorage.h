// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"
#include "common/Result.h"

#include <QHash>
#include <QList>
#include <functional>
#include <optional>

namespace lotse {

// Where documents and their passages are kept: one person's SQLite file (DocumentStore) or a team
// knowledge base in PostgreSQL (PgDocumentStore). What ingestion needs; every write is atomic, so a
// document is either fully present with all its passages or not at all.
class DocumentStorage
{
public:
    virtual ~DocumentStorage() = default;

    virtual Result<std::optional<DocumentRecord>> document(const QString& path) const = 0;
    virtual Result<QList<DocumentRecord>> documents() const = 0;
    virtual Result<QStringList> paths() const = 0; // sorted
    virtual Result<int> chunkCount() const = 0;
    virtual Result<qint64> replaceDocument(const DocumentRecord& document, const QList<ChunkRecord>& chunks,
                                           const std::function<void(int written)>& written = {}) = 0;
    virtual Status markFailed(const DocumentRecord& document) = 0;
    virtual Status recordUpdateFailure(const QString& path, const QString& error, const QString& failedSha256 = {}) = 0;
    virtual Result<bool> removeDocument(const QString& path) = 0; // false: no document has that path
    virtual Result<QList<DocumentRecord>> readyWithHash(const QString& sha256) const = 0;
    virtual Status moveDocument(const QString& from, const QString& to, const QDateTime& modified) = 0;
};

} // namespace lotse
