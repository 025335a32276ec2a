// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What must hold in a knowledge base after any crash, kill or failed write: SQLite's own integrity
// check, no document without its chunks, no chunk without a ready document, and the full-text
// index matching the chunks, term by term. Shared by the kill -9 and the disk-full tests.
#include "store/Database.h"

#include <QMap>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace lotse::test {

inline QVariant scalarOf(Database& db, const QString& sql)
{
    QSqlQuery q(db.handle());
    if (!q.exec(sql) || !q.next())
        return QString(QStringLiteral("query failed: ") + sql);
    return q.value(0);
}

// Index entries (term, passage, column, position) that the full-text index has and a fresh index of
// the passages lacks, plus those it lacks: 0 when the contentless index (schema 7, kept by triggers)
// followed every change. -1 if it cannot be built.
inline int fullTextIndexDifference(Database& db)
{
    QSqlQuery q(db.handle());
    const QStringList build = {
        QStringLiteral("CREATE VIRTUAL TABLE temp.fts_fresh USING fts5(text, heading, title, content='',"
                       " tokenize = 'unicode61 remove_diacritics 2')"),
        // The words a passage implies are indexed after its text (schema 15).
        QStringLiteral("INSERT INTO temp.fts_fresh(rowid, text, heading, title) SELECT c.id, CASE WHEN c.implied = ''"
                       " THEN c.text ELSE c.text || char(10) || c.implied END, c.heading_path,"
                       " d.title FROM main.chunks c JOIN main.documents d ON d.id = c.document_id"),
        QStringLiteral("CREATE VIRTUAL TABLE temp.fts_fresh_terms USING fts5vocab(temp, fts_fresh, 'instance')"),
        QStringLiteral("CREATE VIRTUAL TABLE temp.fts_live_terms USING fts5vocab(main, chunks_fts, 'instance')"),
    };
    int difference = -1;
    bool built = true;
    for (const QString& sql : build)
        built = built && q.exec(sql);
    if (built
        && q.exec(QStringLiteral("SELECT (SELECT count(*) FROM (SELECT * FROM temp.fts_live_terms"
                                 " EXCEPT SELECT * FROM temp.fts_fresh_terms))"
                                 " + (SELECT count(*) FROM (SELECT * FROM temp.fts_fresh_terms"
                                 " EXCEPT SELECT * FROM temp.fts_live_terms))"))
        && q.next())
        difference = q.value(0).toInt();
    q.finish();
    for (const QString& table :
         {QStringLiteral("fts_live_terms"), QStringLiteral("fts_fresh_terms"), QStringLiteral("fts_fresh")})
        (void)q.exec(QStringLiteral("DROP TABLE IF EXISTS temp.") + table);
    return difference;
}

// Empty when everything holds, else what does not.
inline QStringList invariantViolations(Database& db)
{
    QStringList out;
    const QString integrity = scalarOf(db, QStringLiteral("PRAGMA integrity_check")).toString();
    if (integrity != QStringLiteral("ok"))
        out.append(QStringLiteral("integrity_check: ") + integrity);
    const QList<std::pair<QString, QString>> zero = {
        {QStringLiteral("ready documents without chunks"),
         QStringLiteral("SELECT count(*) FROM documents d WHERE d.status = 'ready'"
                        " AND NOT EXISTS (SELECT 1 FROM chunks c WHERE c.document_id = d.id)")},
        {QStringLiteral("chunks without a ready document"),
         QStringLiteral("SELECT count(*) FROM chunks c LEFT JOIN documents d ON d.id = c.document_id"
                        " WHERE d.id IS NULL OR d.status != 'ready'")},
        {QStringLiteral("documents with a gap in their chunks"),
         QStringLiteral("SELECT count(*) FROM documents d WHERE d.status = 'ready' AND"
                        " (SELECT count(*) FROM chunks c WHERE c.document_id = d.id)"
                        " != (SELECT max(ordinal) + 1 FROM chunks c WHERE c.document_id = d.id)")},
        {QStringLiteral("full-text rows minus chunk rows"),
         QStringLiteral("SELECT (SELECT count(*) FROM chunks_fts) - (SELECT count(*) FROM chunks)")},
        {QStringLiteral("chunks missing from the full-text index"),
         QStringLiteral("SELECT count(*) FROM chunks c WHERE NOT EXISTS"
                        " (SELECT 1 FROM chunks_fts f WHERE f.rowid = c.id)")},
    };
    for (const auto& [what, sql] : zero) {
        const QVariant n = scalarOf(db, sql);
        if (n.toString() != QStringLiteral("0"))
            out.append(what + QStringLiteral(": ") + n.toString());
    }
    if (const int difference = fullTextIndexDifference(db); difference != 0)
        out.append(QStringLiteral("full-text entries that differ from the passages: %1").arg(difference));
    QSqlQuery fts(db.handle());
    if (!fts.exec(QStringLiteral("INSERT INTO chunks_fts(chunks_fts) VALUES ('integrity-check')")))
        out.append(QStringLiteral("FTS5 integrity-check: ") + fts.lastError().text());
    return out;
}

// Every document with what identifies its content and its chunks, by path: two knowledge bases
// built from the same files compare equal whatever the order and the interruptions were.
inline QMap<QString, QString> contentState(Database& db)
{
    QMap<QString, QString> out;
    QSqlQuery q(db.handle());
    q.exec(QStringLiteral("SELECT d.path, d.status, d.sha256, d.title, d.error,"
                          " (SELECT group_concat(sha256, ',') FROM (SELECT c.sha256 FROM chunks c"
                          "  WHERE c.document_id = d.id ORDER BY c.ordinal))"
                          " FROM documents d ORDER BY d.path"));
    while (q.next()) {
        QStringList row;
        for (int i = 1; i < 6; ++i)
            row.append(q.value(i).toString());
        out.insert(q.value(0).toString(), row.join(QLatin1Char('|')));
    }
    return out;
}

} // namespace lotse::test
