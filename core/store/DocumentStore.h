// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DocumentStorage.h"
#include "Records.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <functional>
#include <optional>

namespace lotse {

class Database;

// Documents and their chunks. Every write is one transaction (or part of the caller's, see
// Transaction), so a document is either fully present with all its chunks or not at all.
class DocumentStore final : public DocumentStorage
{
    Q_DECLARE_TR_FUNCTIONS(lotse::DocumentStore)

public:
    explicit DocumentStore(Database& db);
    Database& database() const { return m_db; } // for the other stores on the same connection

    Result<std::optional<DocumentRecord>> document(const QString& path) const override;
    Result<QList<DocumentRecord>> documents() const override;
    // The paths alone, sorted: for finding what vanished or lies below a folder without reading and
    // counting every document's passages.
    Result<QStringList> paths() const override;
    Result<ChunkRecord> chunk(qint64 id) const;
    Result<QList<ChunkRecord>> chunks(qint64 documentId) const;
    // The passages of passage `id`'s section (same document and heading path) at most `reach` places
    // before or after it, in order, without it.
    Result<QList<ChunkRecord>> sectionChunks(qint64 id, int reach) const;
    Result<int> chunkCount() const override;

    // Inserts or replaces the document and all its chunks atomically. `written`, when given, is
    // called after each chunk with the number written so far (for progress on large files).
    Result<qint64> replaceDocument(const DocumentRecord& document, const QList<ChunkRecord>& chunks,
                                   const std::function<void(int written)>& written = {}) override;
    // Records a file that could not be ingested (and has no usable indexed version).
    Status markFailed(const DocumentRecord& document) override;
    // A ready document whose file could not be read again: its indexed version stays, with the error
    // and the hash of the content that failed (empty when the file could not even be read).
    Status recordUpdateFailure(const QString& path, const QString& error, const QString& failedSha256 = {}) override;
    // False when no document has that path.
    Result<bool> removeDocument(const QString& path) override;
    // Path → the content hash a file must still have for reading it to be useless (one query for a
    // whole job): a ready document's, or the one that failed (not read again unless retried); only
    // documents made by readers of `readerVersion`.
    Result<QHash<QString, QString>> indexedHashes(int readerVersion) const;
    // Ready documents whose file had this content hash (rename detection).
    Result<QList<DocumentRecord>> readyWithHash(const QString& sha256) const override;
    // A renamed or moved file: the document keeps its chunks (and so their ids and vectors).
    Status moveDocument(const QString& from, const QString& to, const QDateTime& modified) override;

private:
    Status writeDocument(const DocumentRecord& document, qint64& id);
    Status passagesChanged(); // moves the knowledge base's vectors generation on (schema 14)
    Database& m_db;
};

} // namespace lotse
