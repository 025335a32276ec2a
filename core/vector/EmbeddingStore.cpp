// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingStore.h"

#include "common/Logging.h"
#include "store/Database.h"

#include <QElapsedTimer>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <cstring>
#include <vector>

namespace lotse {

EmbeddingStore::EmbeddingStore(Database& db)
    : m_db(db)
{}

Status EmbeddingStore::activate(const ProviderConfig& config)
{
    QSqlDatabase db = m_db.handle();
    if (!db.transaction())
        return Database::error(db.lastError(), tr("Activating the embedding model"));
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
    for (const auto& [key, value] :
         {std::pair{QStringLiteral("embedding.model"), config.embeddingModelKey()},
          std::pair{QStringLiteral("embedding.deployment"), config.embeddingDeployment},
          std::pair{QStringLiteral("embedding.dimensions"), QString::number(config.dimensions)}}) {
        q.addBindValue(key);
        q.addBindValue(value);
        if (!q.exec()) {
            const Error e = Database::error(q, tr("Activating the embedding model"));
            db.rollback();
            return e;
        }
    }
    if (!db.commit()) {
        db.rollback();
        return Database::error(db.lastError(), tr("Activating the embedding model"));
    }
    return success();
}

Result<std::optional<EmbeddingStore::Active>> EmbeddingStore::active() const
{
    QSqlQuery q(m_db.handle());
    if (!q.exec(QStringLiteral("SELECT key, value FROM meta WHERE key LIKE 'embedding.%'")))
        return Database::error(q, tr("Reading the embedding model"));
    Active a;
    while (q.next()) {
        const QString key = q.value(0).toString();
        if (key == QStringLiteral("embedding.model"))
            a.modelKey = q.value(1).toString();
        else if (key == QStringLiteral("embedding.deployment"))
            a.deployment = q.value(1).toString();
        else if (key == QStringLiteral("embedding.dimensions"))
            a.dimensions = q.value(1).toInt();
    }
    if (a.modelKey.isEmpty())
        return std::optional<Active>();
    return std::optional<Active>(a);
}

QByteArray EmbeddingStore::pack(const Vector& v)
{
    // float32 in the machine's order (little-endian on every platform Lotse ships for).
    return QByteArray(reinterpret_cast<const char*>(v.constData()), qsizetype(v.size() * sizeof(float)));
}

EmbeddingStore::Vector EmbeddingStore::unpack(const QByteArray& blob)
{
    Vector v(blob.size() / qsizetype(sizeof(float)));
    std::memcpy(v.data(), blob.constData(), size_t(v.size()) * sizeof(float));
    return v;
}

Result<EmbeddingStore::Page> EmbeddingStore::missingPage(const QString& model, int limit, qint64 afterChunkId) const
{
    QSqlQuery& q =
        m_db.prepared(QStringLiteral("SELECT c.id, c.sha256, c.text FROM chunks c WHERE c.id > ? AND NOT EXISTS"
                                     " (SELECT 1 FROM embeddings e WHERE e.chunk_sha256 = c.sha256 AND e.model = ?)"
                                     " ORDER BY c.id LIMIT ?"));
    q.addBindValue(afterChunkId);
    q.addBindValue(model);
    q.addBindValue(limit);
    if (!q.exec())
        return Database::error(q, tr("Finding passages to embed"));
    Page page;
    QSet<QString> seen;
    while (q.next()) {
        page.lastChunkId = q.value(0).toLongLong();
        QString sha = q.value(1).toString();
        if (seen.contains(sha))
            continue;
        seen.insert(sha);
        page.pending.append({std::move(sha), q.value(2).toString(), page.lastChunkId});
    }
    q.finish();
    return page;
}

Result<QList<EmbeddingStore::Pending>> EmbeddingStore::missing(const QString& model, int limit) const
{
    auto page = missingPage(model, limit);
    if (!page)
        return page.error();
    return std::move(page).value().pending;
}

Status EmbeddingStore::ensureLookupIndex()
{
    QSqlQuery q(m_db.handle());
    if (!q.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'chunks_by_sha256'")))
        return Database::error(q, tr("Preparing the vector lookups"));
    if (q.next())
        return success();
    q.finish();
    QElapsedTimer timer;
    timer.start();
    if (!q.exec(QStringLiteral("CREATE INDEX IF NOT EXISTS chunks_by_sha256 ON chunks(sha256)")))
        return Database::error(q, tr("Preparing the vector lookups"));
    qCInfo(lcStore) << "made the passage hash index for vector lookups in" << timer.elapsed() << "ms";
    return success();
}

Result<int> EmbeddingStore::missingCount(const QString& model) const
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("SELECT count(DISTINCT c.sha256) FROM chunks c WHERE NOT EXISTS"
                             " (SELECT 1 FROM embeddings e WHERE e.chunk_sha256 = c.sha256 AND e.model = ?)"));
    q.addBindValue(model);
    if (!q.exec() || !q.next())
        return Database::error(q, tr("Counting passages to embed"));
    return q.value(0).toInt();
}

Result<QStringList> EmbeddingStore::documentsMissingVectors(const QString& model) const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT d.path FROM documents d WHERE EXISTS (SELECT 1 FROM chunks c"
                             " WHERE c.document_id = d.id AND NOT EXISTS (SELECT 1 FROM embeddings e"
                             " WHERE e.chunk_sha256 = c.sha256 AND (ifnull(?, '') = '' OR e.model = ?)))"
                             " ORDER BY d.path"));
    q.addBindValue(model);
    q.addBindValue(model);
    if (!q.exec())
        return Database::error(q, tr("Finding documents to embed"));
    QStringList out;
    while (q.next())
        out.append(q.value(0).toString());
    return out;
}

Status EmbeddingStore::save(const QString& model, int dimensions, const QList<QPair<QString, Vector>>& vectors)
{
    QSqlDatabase db = m_db.handle();
    if (!db.transaction())
        return Database::error(db.lastError(), tr("Starting to store vectors"));
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO embeddings(chunk_sha256, model, dimensions, vector) VALUES (?, ?, ?, ?)"));
    for (const auto& [sha, vector] : vectors) {
        if (vector.size() != dimensions) {
            db.rollback();
            return Error::make(Error::Code::InvalidInput,
                               tr("The embedding model returned %1 dimensions where %2 were expected; the "
                                  "vectors were not stored. Check the embedding deployment and dimensions.")
                                   .arg(vector.size())
                                   .arg(dimensions));
        }
        q.addBindValue(sha);
        q.addBindValue(model);
        q.addBindValue(dimensions);
        q.addBindValue(pack(vector));
        if (!q.exec()) {
            const Error e = Database::error(q, tr("Storing vectors"));
            db.rollback();
            return e;
        }
    }
    if (!db.commit()) {
        const Error e = Database::error(db.lastError(), tr("Committing vectors"));
        db.rollback();
        return e;
    }
    return success();
}

Result<QList<QPair<qint64, EmbeddingStore::Vector>>> EmbeddingStore::vectors(const QString& model) const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT c.id, e.vector FROM chunks c JOIN embeddings e ON e.chunk_sha256 = c.sha256"
                             " AND e.model = ?"));
    q.addBindValue(model);
    if (!q.exec())
        return Database::error(q, tr("Reading vectors"));
    QList<QPair<qint64, Vector>> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), unpack(q.value(1).toByteArray())});
    return out;
}

Status EmbeddingStore::forEachVector(const QString& model,
                                     const std::function<bool(qint64, const float*, qsizetype)>& visit) const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT c.id, e.vector FROM chunks c JOIN embeddings e ON e.chunk_sha256 = c.sha256"
                             " AND e.model = ?"));
    q.addBindValue(model);
    if (!q.exec())
        return Database::error(q, tr("Reading vectors"));
    std::vector<float> aligned;
    while (q.next()) {
        const QByteArray blob = q.value(1).toByteArray();
        // A blob's bytes need not be aligned for float: copy into a buffer that is.
        aligned.resize(size_t(blob.size()) / sizeof(float));
        std::memcpy(aligned.data(), blob.constData(), aligned.size() * sizeof(float));
        if (!visit(q.value(0).toLongLong(), aligned.data(), qsizetype(aligned.size())))
            return Error::make(Error::Code::Cancelled, tr("Reading vectors was stopped."));
    }
    if (q.lastError().isValid())
        return Database::error(q, tr("Reading vectors"));
    return success();
}

Result<qsizetype> EmbeddingStore::vectorCount(const QString& model) const
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("SELECT count(*) FROM chunks c JOIN embeddings e ON e.chunk_sha256 = c.sha256"
                             " AND e.model = ?"));
    q.addBindValue(model);
    if (!q.exec() || !q.next())
        return Database::error(q, tr("Counting vectors"));
    return qsizetype(q.value(0).toLongLong());
}

Result<QHash<qint64, EmbeddingStore::Vector>> EmbeddingStore::vectorsOf(const QString& model,
                                                                        const QList<qint64>& chunkIds) const
{
    QHash<qint64, Vector> out;
    if (chunkIds.isEmpty())
        return out;
    // Ids are integers, so they go into the statement as text; one statement instead of a hundred.
    QStringList list;
    list.reserve(chunkIds.size());
    for (qint64 id : chunkIds)
        list.append(QString::number(id));
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT c.id, e.vector FROM chunks c JOIN embeddings e ON e.chunk_sha256 = c.sha256"
                             " AND e.model = ? WHERE c.id IN (")
              + list.join(QLatin1Char(',')) + QLatin1Char(')'));
    q.addBindValue(model);
    if (!q.exec())
        return Database::error(q, tr("Reading vectors"));
    out.reserve(chunkIds.size());
    while (q.next())
        out.insert(q.value(0).toLongLong(), unpack(q.value(1).toByteArray()));
    return out;
}

} // namespace lotse
