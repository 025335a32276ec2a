// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"

class QSqlQuery;

namespace lotse {

// A document read from a query row, the same for the SQLite and the PostgreSQL store. The row's first
// 13 columns are: id, path, title, sha256, size, mtime, status, error, ingested_at, reader_version,
// failed_sha256, its passage count, its passages with instructions.
DocumentRecord documentFromRow(const QSqlQuery& q);
// A passage read from a query row, the same for the SQLite file and a team knowledge base. The row's
// first 11 columns are: id, document_id, ordinal, heading_path, text, start_offset, end_offset, sha256,
// its document's path and title, page.
ChunkRecord chunkFromRow(const QSqlQuery& q);
// QtSql binds a null QString as SQL NULL; the text columns are NOT NULL.
QString notNull(const QString& s);

} // namespace lotse
