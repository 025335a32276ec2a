// SPDX-License-Identifier: GPL-3.0-or-later
#include "SectionPassages.h"

#include "store/Database.h"
#include "store/Records.h"

#include <QSet>
#include <QSqlQuery>

namespace lotse {

SectionPassages::SectionPassages(Database& db)
    : m_db(db)
{}

Result<QList<Hit>> SectionPassages::around(const QList<Hit>& hits, int reach)
{
    QSet<qint64> known;
    for (const Hit& h : hits)
        known.insert(h.chunkId);
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    // The section's passages whose ordinal is within `reach` of the hit's; ordinals of one section
    // are consecutive, so this never skips into another section and back.
    q.prepare(
        QStringLiteral("SELECT c.id, c.document_id, d.path, d.title, c.heading_path, c.text, c.page"
                       " FROM chunks h JOIN chunks c ON c.document_id = h.document_id"
                       " AND c.heading_path = h.heading_path AND c.ordinal BETWEEN h.ordinal - ? AND h.ordinal + ?"
                       " JOIN documents d ON d.id = c.document_id"
                       " WHERE h.id = ? AND c.id <> h.id ORDER BY c.ordinal"));
    QList<Hit> out;
    for (const Hit& hit : hits) {
        q.addBindValue(reach);
        q.addBindValue(reach);
        q.addBindValue(hit.chunkId);
        if (!q.exec())
            return Database::error(q, tr("Reading a passage's section"));
        while (q.next()) {
            Hit h;
            h.chunkId = q.value(0).toLongLong();
            if (known.contains(h.chunkId))
                continue;
            known.insert(h.chunkId);
            h.documentId = q.value(1).toLongLong();
            h.path = q.value(2).toString();
            h.title = q.value(3).toString();
            h.headingPath = splitHeadings(q.value(4).toString());
            h.text = q.value(5).toString();
            h.page = q.value(6).toInt();
            out.append(h);
        }
    }
    return out;
}

} // namespace lotse
