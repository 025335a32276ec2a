// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecordRows.h"

#include <QSqlQuery>
#include <QVariant>

namespace lotse {

DocumentRecord documentFromRow(const QSqlQuery& q)
{
    DocumentRecord d;
    d.id = q.value(0).toLongLong();
    d.path = q.value(1).toString();
    d.title = q.value(2).toString();
    d.sha256 = q.value(3).toString();
    d.size = q.value(4).toLongLong();
    // In UTC: a local time costs glibc a look at the time zone file per conversion, and a sync reads
    // every document; what shows a time converts it (DocumentListItem).
    d.modified = QDateTime::fromSecsSinceEpoch(q.value(5).toLongLong(), Qt::UTC);
    d.status = DocumentRecord::statusFromName(q.value(6).toString());
    d.error = q.value(7).toString();
    d.ingestedAt = QDateTime::fromSecsSinceEpoch(q.value(8).toLongLong(), Qt::UTC);
    d.readerVersion = q.value(9).toInt();
    d.failedSha256 = q.value(10).toString();
    d.chunkCount = q.value(11).toInt();
    d.instructionPassages = q.value(12).toInt();
    return d;
}

ChunkRecord chunkFromRow(const QSqlQuery& q)
{
    ChunkRecord c;
    c.id = q.value(0).toLongLong();
    c.documentId = q.value(1).toLongLong();
    c.ordinal = q.value(2).toInt();
    c.headingPath = splitHeadings(q.value(3).toString());
    c.text = q.value(4).toString();
    c.startOffset = q.value(5).toLongLong();
    c.endOffset = q.value(6).toLongLong();
    c.sha256 = q.value(7).toString();
    c.documentPath = q.value(8).toString();
    c.documentTitle = q.value(9).toString();
    c.page = q.value(10).toInt();
    return c;
}

QString notNull(const QString& s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

} // namespace lotse
