// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/DocumentStorage.h"

#include <QCoreApplication>
#include <QStringList>

namespace lotse {

class PgConnection;

// Documents and passages in a team knowledge base (PostgreSQL). A document written here gets the
// access groups this store was made with, and the text-search language of its text (german, english;
// simple for a document with too little text to tell). Row-level security decides what a connection
// may see and write (docs/team.md): a reader's store lists only its groups' documents and cannot write.
class PgDocumentStore final : public DocumentStorage
{
    Q_DECLARE_TR_FUNCTIONS(lotse::PgDocumentStore)

public:
    PgDocumentStore(PgConnection& connection, const QStringList& groups);

    Result<std::optional<DocumentRecord>> document(const QString& path) const override;
    Result<QList<DocumentRecord>> documents() const override;
    Result<QStringList> paths() const override;
    Result<int> chunkCount() const override;
    Result<qint64> replaceDocument(const DocumentRecord& document, const QList<ChunkRecord>& chunks,
                                   const std::function<void(int written)>& written = {}) override;
    Status markFailed(const DocumentRecord& document) override;
    Status recordUpdateFailure(const QString& path, const QString& error, const QString& failedSha256 = {}) override;
    Result<bool> removeDocument(const QString& path) override;
    Result<QList<DocumentRecord>> readyWithHash(const QString& sha256) const override;
    Status moveDocument(const QString& from, const QString& to, const QDateTime& modified) override;

    // The text-search configuration for a document's passages.
    static QString searchLanguage(const QList<ChunkRecord>& chunks);

private:
    Result<QList<DocumentRecord>> select(const QString& where, const QVariantList& values) const;
    Result<qint64> write(const DocumentRecord& document, const QString& language);
    Status inTransaction(const QString& what, const std::function<Status()>& work);

    PgConnection& m_c;
    QString m_groups; // as a text[] literal
};

} // namespace lotse
