// SPDX-License-Identifier: GPL-3.0-or-later
#include "Migrations.h"

#include "Database.h"
#include "common/Logging.h"
#include "text/InstructionDetector.h"
#include "text/lexicon/ImpliedWords.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <array>

namespace lotse {

namespace {

// 1: documents, chunks, full-text index; room for embeddings and traces.
QStringList schema1()
{
    return {
        QStringLiteral("CREATE TABLE documents("
                       " id INTEGER PRIMARY KEY,"
                       " path TEXT NOT NULL UNIQUE,"
                       " title TEXT NOT NULL DEFAULT '',"
                       " sha256 TEXT NOT NULL DEFAULT '',"
                       " size INTEGER NOT NULL DEFAULT 0,"
                       " mtime INTEGER NOT NULL DEFAULT 0,"
                       " status TEXT NOT NULL CHECK (status IN ('ready', 'failed')),"
                       " error TEXT NOT NULL DEFAULT '',"
                       " ingested_at INTEGER NOT NULL DEFAULT 0)"),
        // AUTOINCREMENT: citations name chunks by id, so an id is never given to another passage.
        QStringLiteral("CREATE TABLE chunks("
                       " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                       " document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,"
                       " ordinal INTEGER NOT NULL,"
                       " heading_path TEXT NOT NULL DEFAULT '',"
                       " text TEXT NOT NULL,"
                       " start_offset INTEGER NOT NULL,"
                       " end_offset INTEGER NOT NULL,"
                       " sha256 TEXT NOT NULL,"
                       " UNIQUE (document_id, ordinal))"),
        QStringLiteral("CREATE INDEX chunks_by_sha256 ON chunks(sha256)"),
        QStringLiteral("CREATE VIRTUAL TABLE chunks_fts USING fts5(text, heading, title,"
                       " tokenize = 'unicode61 remove_diacritics 2')"),
        QStringLiteral("CREATE VIRTUAL TABLE chunks_vocab USING fts5vocab(chunks_fts, 'row')"),
        // The index follows the chunks table, so no code path can forget it (until schema 6, see there).
        QStringLiteral("CREATE TRIGGER chunks_ai AFTER INSERT ON chunks BEGIN"
                       " INSERT INTO chunks_fts(rowid, text, heading, title) VALUES (new.id, new.text,"
                       " new.heading_path, (SELECT title FROM documents WHERE id = new.document_id));"
                       " END"),
        QStringLiteral("CREATE TRIGGER chunks_ad AFTER DELETE ON chunks BEGIN"
                       " DELETE FROM chunks_fts WHERE rowid = old.id;"
                       " END"),
        QStringLiteral("CREATE TABLE embeddings("
                       " chunk_sha256 TEXT NOT NULL,"
                       " model TEXT NOT NULL,"
                       " dimensions INTEGER NOT NULL,"
                       " vector BLOB NOT NULL,"
                       " PRIMARY KEY (chunk_sha256, model))"),
        QStringLiteral("CREATE TABLE traces("
                       " id INTEGER PRIMARY KEY,"
                       " created_at INTEGER NOT NULL,"
                       " question TEXT,"
                       " outcome TEXT NOT NULL,"
                       " trace_json TEXT NOT NULL)"),
    };
}

// 2: what the trace inspector filters and sorts on, and the documents each trace cited.
QStringList schema2()
{
    return {
        QStringLiteral("ALTER TABLE traces ADD COLUMN rounds INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE traces ADD COLUMN insufficient_rounds INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE traces ADD COLUMN duration_ms INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE traces ADD COLUMN provider TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE traces ADD COLUMN model TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE traces ADD COLUMN prompt_tokens INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE traces ADD COLUMN completion_tokens INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE traces ADD COLUMN cost REAL"), // NULL: no price known
        QStringLiteral("ALTER TABLE traces ADD COLUMN answer TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE traces ADD COLUMN queries TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE traces ADD COLUMN question_stored INTEGER NOT NULL DEFAULT 1"),
        QStringLiteral("CREATE INDEX traces_by_created_at ON traces(created_at)"),
        QStringLiteral("CREATE TABLE trace_citations("
                       " trace_id INTEGER NOT NULL REFERENCES traces(id) ON DELETE CASCADE,"
                       " path TEXT NOT NULL,"
                       " PRIMARY KEY (trace_id, path)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX trace_citations_by_path ON trace_citations(path)"),
    };
}

// 3: knowledge managers' feedback on a trace's answer or a round's verdict (FeedbackStore).
QStringList schema3()
{
    return {
        QStringLiteral("CREATE TABLE feedback("
                       " id INTEGER PRIMARY KEY,"
                       " trace_id INTEGER NOT NULL REFERENCES traces(id) ON DELETE CASCADE,"
                       " created_at INTEGER NOT NULL,"
                       " target TEXT NOT NULL CHECK (target IN ('answer', 'verdict')),"
                       " round INTEGER NOT NULL DEFAULT 0,"
                       " right_source TEXT NOT NULL DEFAULT '',"
                       " must_mention TEXT NOT NULL DEFAULT '',"
                       " note TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX feedback_by_trace ON feedback(trace_id)"),
    };
}

// 4: the page a passage starts on, for formats with pages (PDF); 0 for the others.
QStringList schema4()
{
    return {
        QStringLiteral("ALTER TABLE chunks ADD COLUMN page INTEGER NOT NULL DEFAULT 0"),
    };
}

// 5: folders that stay in sync (FolderStore), the persisted queue of files an ingest job still has
// to go through (IngestQueue: a run killed half-way resumes where it stopped), and renames found
// by content hash.
QStringList schema5()
{
    return {
        QStringLiteral("CREATE TABLE folders("
                       " id INTEGER PRIMARY KEY,"
                       " path TEXT NOT NULL UNIQUE,"
                       " added_at INTEGER NOT NULL,"
                       " synced_at INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE TABLE ingest_queue("
                       " seq INTEGER PRIMARY KEY,"
                       " path TEXT NOT NULL UNIQUE,"
                       " reindex INTEGER NOT NULL DEFAULT 0,"
                       " queued_at INTEGER NOT NULL)"),
        QStringLiteral("CREATE INDEX documents_by_sha256 ON documents(sha256)"),
    };
}

// 6: DocumentStore::replaceDocument writes each passage's full-text entry itself. With the insert
// trigger every passage's INSERT opened a statement journal, and FTS5 writes its pending data
// as a new index segment at each one: a segment per passage, merged again and again. Deleting
// still goes through chunks_ad (documents removed with their chunks by ON DELETE CASCADE).
QStringList schema6()
{
    return {
        QStringLiteral("DROP TRIGGER IF EXISTS chunks_ai"),
    };
}

// 7: a contentless full-text index. FTS5 kept its own copy of every passage next to chunks.text:
// 40 % of the file, written twice (WAL, then checkpoint) by the single ingest writer. Without it
// SQLite 3.40 (Debian 12) removes an entry only when given the exact values it indexed, or the
// index keeps the terms. So every change goes through triggers that supply them: a document's
// passages go before the document (its title is still there), a title change re-indexes its
// passages, and a passage changed in place is indexed again.
QStringList schema7()
{
    return {
        QStringLiteral("DROP TRIGGER IF EXISTS chunks_ad"),
        QStringLiteral("DROP TABLE IF EXISTS chunks_vocab"),
        QStringLiteral("DROP TABLE IF EXISTS chunks_fts"),
        // A passage without its document (only possible with foreign keys off) would be removed later
        // by a 'delete' of an entry never indexed, which breaks the index's counts.
        QStringLiteral("DELETE FROM chunks WHERE document_id NOT IN (SELECT id FROM documents)"),
        QStringLiteral("CREATE VIRTUAL TABLE chunks_fts USING fts5(text, heading, title, content='',"
                       " tokenize = 'unicode61 remove_diacritics 2')"),
        QStringLiteral("CREATE VIRTUAL TABLE chunks_vocab USING fts5vocab(chunks_fts, 'row')"),
        QStringLiteral("INSERT INTO chunks_fts(rowid, text, heading, title)"
                       " SELECT c.id, c.text, c.heading_path, d.title FROM chunks c"
                       " JOIN documents d ON d.id = c.document_id"),
        QStringLiteral("CREATE TRIGGER chunks_ad AFTER DELETE ON chunks BEGIN"
                       " INSERT INTO chunks_fts(chunks_fts, rowid, text, heading, title) VALUES ('delete',"
                       " old.id, old.text, old.heading_path, (SELECT title FROM documents WHERE id = old.document_id));"
                       " END"),
        QStringLiteral("CREATE TRIGGER chunks_au AFTER UPDATE OF text, heading_path, document_id ON chunks BEGIN"
                       " INSERT INTO chunks_fts(chunks_fts, rowid, text, heading, title) VALUES ('delete',"
                       " old.id, old.text, old.heading_path, (SELECT title FROM documents WHERE id = old.document_id));"
                       " INSERT INTO chunks_fts(rowid, text, heading, title) VALUES (new.id, new.text,"
                       " new.heading_path, (SELECT title FROM documents WHERE id = new.document_id));"
                       " END"),
        // Before: ON DELETE CASCADE removes the passages after the document row, title and all, is gone.
        QStringLiteral("CREATE TRIGGER documents_bd BEFORE DELETE ON documents BEGIN"
                       " DELETE FROM chunks WHERE document_id = old.id;"
                       " END"),
        QStringLiteral("CREATE TRIGGER documents_title_bu BEFORE UPDATE OF title ON documents"
                       " WHEN new.title IS NOT old.title BEGIN"
                       " INSERT INTO chunks_fts(chunks_fts, rowid, text, heading, title)"
                       " SELECT 'delete', id, text, heading_path, old.title FROM chunks WHERE document_id = old.id;"
                       " END"),
        QStringLiteral("CREATE TRIGGER documents_title_au AFTER UPDATE OF title ON documents"
                       " WHEN new.title IS NOT old.title BEGIN"
                       " INSERT INTO chunks_fts(rowid, text, heading, title)"
                       " SELECT id, text, heading_path, new.title FROM chunks WHERE document_id = new.id;"
                       " END"),
    };
}

// 8: the passage hash index only where vectors are looked up (see afterStep).
QStringList schema8()
{
    return {};
}

// 9: how many sentences of a passage speak to an AI assistant (found at ingestion; see afterStep
// for passages stored before).
QStringList schema9()
{
    return {
        QStringLiteral("ALTER TABLE chunks ADD COLUMN instructions INTEGER NOT NULL DEFAULT 0"),
    };
}

// 10: which readers made a document (read again when they change), the content that failed
// (not read again unless retried), and how often a queued file was being read when Lotse
// stopped (a file that stops it twice is set aside instead of blocking every later run).
QStringList schema10()
{
    return {
        QStringLiteral("ALTER TABLE documents ADD COLUMN reader_version INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE documents ADD COLUMN failed_sha256 TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE ingest_queue ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0"),
    };
}

// 11: conversations, kept across restarts: each is its questions' traces in order, so a trace
// deleted or purged (retention, "delete the history") leaves its conversation too.
QStringList schema11()
{
    return {
        QStringLiteral("CREATE TABLE conversations("
                       " id INTEGER PRIMARY KEY,"
                       " title TEXT NOT NULL,"
                       " created_at INTEGER NOT NULL,"
                       " updated_at INTEGER NOT NULL)"),
        QStringLiteral("CREATE TABLE conversation_traces("
                       " conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,"
                       " trace_id INTEGER NOT NULL REFERENCES traces(id) ON DELETE CASCADE,"
                       " PRIMARY KEY (conversation_id, trace_id))"),
        QStringLiteral("CREATE INDEX conversation_traces_by_trace ON conversation_traces(trace_id)"),
        // A conversation whose last question was deleted or purged goes with it.
        QStringLiteral("CREATE TRIGGER conversation_traces_ad AFTER DELETE ON conversation_traces"
                       " WHEN NOT EXISTS (SELECT 1 FROM conversation_traces WHERE conversation_id ="
                       " old.conversation_id) BEGIN"
                       " DELETE FROM conversations WHERE id = old.conversation_id;"
                       " END"),
    };
}

// 12: a team knowledge base's copy also holds the team's questions for its managers (TeamTraceSync):
// who asked (their login; NULL: asked here) and the trace's id on the server.
// The columns are added where missing (afterStep): a file whose recorded version was set back (a
// restored backup of the meta table, the migration tests) keeps the ones it has.
QStringList schema12()
{
    return {};
}

// 13: a team knowledge base's questions and feedback, company-wide: the asker's groups
// (comma-separated), feedback's id on the server, and what was deleted here that the next sync deletes
// on the server too (TeamTraceSync; kind 'trace' or 'feedback', by the id on the server).
QStringList schema13()
{
    return {QStringLiteral("CREATE TABLE IF NOT EXISTS team_removals(kind TEXT NOT NULL, team_id INTEGER NOT NULL, "
                           "PRIMARY KEY (kind, team_id))")};
}

// 14: what a vector index kept between runs is checked against (VectorCache): a number that every
// change of the passages or their vectors moves on, and an id that tells this knowledge base from a
// copy. Vectors move it by triggers (afterStep); passages by DocumentStore, once per document: a
// trigger on chunks made every passage's INSERT open a statement journal, and FTS5 then wrote its
// pending data as a new index segment each time.
QStringList schema14()
{
    return {QStringLiteral("INSERT OR IGNORE INTO meta(key, value) VALUES ('vectors_generation', '0')"),
            QStringLiteral(
                "INSERT OR IGNORE INTO meta(key, value) VALUES ('knowledge_base_id', lower(hex(randomblob(16))))")};
}

// 15: the words a German passage implies (ImpliedWords: "An- und Abreisetag" says "Anreisetag"), kept
// with it and indexed after its text, so the contentless index is given back exactly what it indexed
// (see schema 7). All of it in afterStep: the column is added where missing (as in schema 12), then the
// triggers that read it, then the passages stored before are read once.
QString indexedText(const QString& row)
{
    return QStringLiteral("CASE WHEN %1implied = '' THEN %1text ELSE %1text || char(10) || %1implied END").arg(row);
}

QStringList schema15()
{
    return {};
}

QStringList impliedTriggers()
{
    const QString title = QStringLiteral("(SELECT title FROM documents WHERE id = %1.document_id)");
    return {
        QStringLiteral("DROP TRIGGER IF EXISTS chunks_ad"),
        QStringLiteral("DROP TRIGGER IF EXISTS chunks_au"),
        QStringLiteral("DROP TRIGGER IF EXISTS documents_title_bu"),
        QStringLiteral("DROP TRIGGER IF EXISTS documents_title_au"),
        QStringLiteral("CREATE TRIGGER chunks_ad AFTER DELETE ON chunks BEGIN"
                       " INSERT INTO chunks_fts(chunks_fts, rowid, text, heading, title) VALUES ('delete',"
                       " old.id, %1, old.heading_path, %2);"
                       " END")
            .arg(indexedText(QStringLiteral("old.")), title.arg(QStringLiteral("old"))),
        QStringLiteral("CREATE TRIGGER chunks_au AFTER UPDATE OF text, implied, heading_path, document_id ON chunks"
                       " BEGIN"
                       " INSERT INTO chunks_fts(chunks_fts, rowid, text, heading, title) VALUES ('delete',"
                       " old.id, %1, old.heading_path, %2);"
                       " INSERT INTO chunks_fts(rowid, text, heading, title) VALUES (new.id, %3, new.heading_path, %4);"
                       " END")
            .arg(indexedText(QStringLiteral("old.")), title.arg(QStringLiteral("old")),
                 indexedText(QStringLiteral("new.")), title.arg(QStringLiteral("new"))),
        QStringLiteral("CREATE TRIGGER documents_title_bu BEFORE UPDATE OF title ON documents"
                       " WHEN new.title IS NOT old.title BEGIN"
                       " INSERT INTO chunks_fts(chunks_fts, rowid, text, heading, title)"
                       " SELECT 'delete', id, %1, heading_path, old.title FROM chunks WHERE document_id = old.id;"
                       " END")
            .arg(indexedText(QString())),
        QStringLiteral("CREATE TRIGGER documents_title_au AFTER UPDATE OF title ON documents"
                       " WHEN new.title IS NOT old.title BEGIN"
                       " INSERT INTO chunks_fts(rowid, text, heading, title)"
                       " SELECT id, %1, heading_path, new.title FROM chunks WHERE document_id = new.id;"
                       " END")
            .arg(indexedText(QString())),
    };
}

// The triggers of schema 14 (where the table exists: hand-made test files may lack it).
bool addVectorTriggers(QSqlQuery& query)
{
    const QString bump = QStringLiteral("CREATE TRIGGER IF NOT EXISTS %1 AFTER %2 ON %3 BEGIN UPDATE meta SET value = "
                                        "value + 1 WHERE key = 'vectors_generation'; END");
    const QList<std::array<QString, 3>> triggers{
        {QStringLiteral("vectors_embedding_added"), QStringLiteral("INSERT"), QStringLiteral("embeddings")},
        {QStringLiteral("vectors_embedding_removed"), QStringLiteral("DELETE"), QStringLiteral("embeddings")},
        {QStringLiteral("vectors_embedding_changed"), QStringLiteral("UPDATE"), QStringLiteral("embeddings")}};
    for (const auto& [name, event, table] : triggers) {
        if (!query.exec(
                QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = '%1'").arg(table))
            || !query.next())
            return false;
        const bool exists = query.value(0).toInt() > 0;
        query.finish();
        if (exists && !query.exec(bump.arg(name, event, table)))
            return false;
    }
    return true;
}

bool addColumns(QSqlQuery& query, const QString& table, const QList<std::pair<QString, QString>>& columns)
{
    if (!query.exec(QStringLiteral("SELECT name FROM pragma_table_info('%1')").arg(table)))
        return false;
    QStringList have;
    while (query.next())
        have.append(query.value(0).toString());
    query.finish();
    for (const auto& [column, type] : columns) {
        if (!have.contains(column)
            && !query.exec(QStringLiteral("ALTER TABLE %1 ADD COLUMN %2 %3").arg(table, column, type)))
            return false;
    }
    return true;
}

bool addTeamColumns(QSqlQuery& query)
{
    return addColumns(query, QStringLiteral("traces"),
                      {{QStringLiteral("asked_by"), QStringLiteral("TEXT")},
                       {QStringLiteral("team_id"), QStringLiteral("INTEGER")}})
           && query.exec(QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS traces_by_team_id ON traces(team_id) "
                                        "WHERE team_id IS NOT NULL"));
}

bool addInspectionColumns(QSqlQuery& query)
{
    return addColumns(query, QStringLiteral("traces"), {{QStringLiteral("asked_groups"), QStringLiteral("TEXT")}})
           && addColumns(query, QStringLiteral("feedback"), {{QStringLiteral("team_id"), QStringLiteral("INTEGER")}})
           && query.exec(QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS feedback_by_team_id ON feedback(team_id) "
                                        "WHERE team_id IS NOT NULL"));
}

// Step N brings the schema from version N-1 to N. Never edit a released step: add a new one.
QList<QStringList> steps()
{
    return {schema1(), schema2(),  schema3(),  schema4(),  schema5(),  schema6(),  schema7(), schema8(),
            schema9(), schema10(), schema11(), schema12(), schema13(), schema14(), schema15()};
}

// Sets `column` of each passage listed (by id) to its value.
bool setColumn(QSqlQuery& query, const QString& column, const QList<std::pair<qint64, QVariant>>& values)
{
    if (values.isEmpty())
        return true;
    if (!query.prepare(QStringLiteral("UPDATE chunks SET %1 = ? WHERE id = ?").arg(column)))
        return false;
    for (const auto& [id, value] : values) {
        query.addBindValue(value);
        query.addBindValue(id);
        if (!query.exec())
            return false;
    }
    return true;
}

// Passages stored before schema 9 are read once for sentences that speak to an assistant.
bool findInstructions(QSqlQuery& query)
{
    if (!query.exec(QStringLiteral("SELECT id, text FROM chunks")))
        return false;
    QList<std::pair<qint64, QVariant>> found;
    while (query.next()) {
        const int n = int(InstructionDetector::find(query.value(1).toString()).size());
        if (n > 0)
            found.append({query.value(0).toLongLong(), n});
    }
    query.finish();
    return setColumn(query, QStringLiteral("instructions"), found);
}

// Passages stored before schema 15 are read once for the words they imply; the update trigger indexes them.
bool findImplied(QSqlQuery& query)
{
    if (!addColumns(query, QStringLiteral("chunks"),
                    {{QStringLiteral("implied"), QStringLiteral("TEXT NOT NULL DEFAULT ''")}}))
        return false;
    for (const QString& statement : impliedTriggers()) {
        if (!query.exec(statement))
            return false;
    }
    // By document: its language decides (ImpliedWords::ofDocument). Ids grow with the position.
    if (!query.exec(QStringLiteral("SELECT document_id, id, text FROM chunks ORDER BY document_id, id")))
        return false;
    QList<std::pair<qint64, QVariant>> found;
    QList<qint64> ids;
    QStringList texts;
    qint64 document = -1;
    const auto flush = [&] {
        const QList<QStringList> implied = ImpliedWords::ofDocument(texts);
        for (qsizetype i = 0; i < ids.size(); ++i) {
            if (!implied.at(i).isEmpty())
                found.append({ids.at(i), implied.at(i).join(QLatin1Char(' '))});
        }
        ids.clear();
        texts.clear();
    };
    while (query.next()) {
        if (query.value(0).toLongLong() != document)
            flush();
        document = query.value(0).toLongLong();
        ids.append(query.value(1).toLongLong());
        texts.append(query.value(2).toString());
    }
    flush();
    query.finish();
    return setColumn(query, QStringLiteral("implied"), found);
}

// Work a step needs beyond fixed SQL.
bool afterStep(int step, QSqlQuery& query)
{
    if (step == 8) {
        // Every passage inserted into the passage hash index at a random place cost the ingest writer
        // about a seventh of its time, for an index that only the embedding queries read. A knowledge
        // base with vectors keeps it (its vector lookups join through it); one without drops it, and
        // the embedding thread makes it again before its first scan (EmbeddingStore::ensureLookupIndex).
        if (!query.exec(
                QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'embeddings'"))
            || !query.next())
            return false;
        bool embedded = query.value(0).toInt() > 0;
        query.finish();
        if (embedded) {
            if (!query.exec(QStringLiteral("SELECT EXISTS (SELECT 1 FROM embeddings)")) || !query.next())
                return false;
            embedded = query.value(0).toBool();
            query.finish();
        }
        return embedded || query.exec(QStringLiteral("DROP INDEX IF EXISTS chunks_by_sha256"));
    }
    if (step == 9)
        return findInstructions(query);
    if (step == 12)
        return addTeamColumns(query);
    if (step == 13)
        return addInspectionColumns(query);
    if (step == 14)
        return addVectorTriggers(query);
    if (step == 15)
        return findImplied(query);
    return true;
}

} // namespace

Result<int> Migrations::version(Database& db)
{
    QSqlQuery query(db.handle());
    if (!query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")))
        return Database::error(query, tr("Reading the schema version"));
    QStringList tables;
    while (query.next())
        tables.append(query.value(0).toString());
    const bool hasMeta = tables.removeAll(QStringLiteral("meta")) > 0;
    int stored = 0;
    if (hasMeta) {
        if (!query.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")))
            return Database::error(query, tr("Reading the schema version"));
        bool number = true;
        if (query.next())
            stored = query.value(0).toString().toInt(&number);
        if (!number || stored < 0)
            stored = 0;
    }
    // Tables without their version: migrating would run "CREATE TABLE documents" into them and fail
    // with a message about the table, not about the damage.
    if (stored == 0 && !tables.isEmpty()) {
        return Error::make(Error::Code::InvalidInput,
                           tr("%1 has tables but no readable record of their version (the table meta): it is "
                              "damaged, or another program's database. Restore it from a backup, or choose "
                              "another file with --db.")
                               .arg(QDir::toNativeSeparators(db.path())));
    }
    return stored;
}

Status Migrations::checkCurrent(Database& db)
{
    const Result<int> stored = version(db);
    if (!stored)
        return stored.error();
    const QString path = QDir::toNativeSeparators(db.path());
    if (stored.value() == 0) {
        return Error::make(Error::Code::InvalidInput,
                           tr("%1 is an empty database, not a Lotse knowledge base. Add files with `lotse-cli "
                              "ingest PATH --db %1` to make it one, or choose another file with --db.")
                               .arg(path));
    }
    if (stored.value() > currentVersion) {
        return Error::make(Error::Code::Unsupported,
                           tr("The knowledge base %1 was created by a newer version of Lotse (schema %2, this version "
                              "knows up to %3). Update Lotse or choose another file with --db.")
                               .arg(path)
                               .arg(stored.value())
                               .arg(currentVersion));
    }
    if (stored.value() < currentVersion) {
        // Reading commands never write: the upgrade is left to a command that writes.
        return Error::make(Error::Code::Unsupported,
                           tr("The knowledge base %1 was made by an older version of Lotse (schema %2 of %3). Open "
                              "it once in the window, or run `lotse-cli ingest` on it, to upgrade it.")
                               .arg(path)
                               .arg(stored.value())
                               .arg(currentVersion));
    }
    return success();
}

Status Migrations::apply(Database& db)
{
    QSqlDatabase handle = db.handle();
    // IMMEDIATE takes the write lock up front, so a second thread opening the same new file waits
    // (busy timeout) instead of failing when its read lock cannot be upgraded. A migration that
    // rebuilds the full-text index of a large knowledge base (schema 7: about 1.5 s per 100,000
    // passages) can outlast the busy timeout: the others keep waiting for it, up to a limit.
    QSqlQuery begin(handle);
    QElapsedTimer waiting;
    waiting.start();
    while (!begin.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        const QString code = begin.lastError().nativeErrorCode();
        const bool busy = code == QStringLiteral("5") || code == QStringLiteral("6"); // SQLITE_BUSY, _LOCKED
        if (!busy || waiting.elapsed() > migrationWaitMs)
            return Database::error(begin, tr("Starting the schema migration"));
    }
    auto rollback = [&](Error error) -> Status {
        handle.rollback();
        return error;
    };

    const Result<int> current = version(db);
    if (!current)
        return rollback(current.error());
    if (QSqlQuery meta(handle);
        !meta.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)")))
        return rollback(Database::error(meta, tr("Preparing the knowledge base")));
    const QList<QStringList> all = steps();
    if (current.value() > int(all.size())) {
        return rollback(
            Error::make(Error::Code::Unsupported,
                        tr("The knowledge base %1 was created by a newer version of Lotse (schema %2, this version "
                           "knows up to %3). Update Lotse or choose another file with --db.")
                            .arg(QDir::toNativeSeparators(db.path()))
                            .arg(current.value())
                            .arg(all.size())));
    }
    if (current.value() == int(all.size())) { // up to date: nothing to write
        handle.commit();
        return success();
    }
    QSqlQuery query(handle);
    for (int step = current.value() + 1; step <= int(all.size()); ++step) {
        for (const QString& sql : all.at(step - 1)) {
            if (!query.exec(sql))
                return rollback(Database::error(query, tr("Migrating to schema %1").arg(step)));
        }
        if (!afterStep(step, query))
            return rollback(Database::error(query, tr("Migrating to schema %1").arg(step)));
        qCDebug(lcStore) << "migrated" << db.path() << "to schema" << step;
    }
    query.prepare(QStringLiteral("INSERT INTO meta(key, value) VALUES ('schema_version', ?)"
                                 " ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
    query.addBindValue(QString::number(all.size()));
    if (!query.exec())
        return rollback(Database::error(query, tr("Recording the schema version")));
    if (!handle.commit())
        return rollback(Database::error(handle.lastError(), tr("Committing the schema migration")));
    return success();
}

} // namespace lotse
