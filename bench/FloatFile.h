// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QFile>
#include <QHash>
#include <QList>

namespace lotse::bench {

// Float32 vectors in a file, read by id: the exact-rescoring lookup of a knowledge base too large to
// hold its vectors in memory (the app reads them from SQLite). Reads go through the file cache.
class FloatFile final
{
public:
    FloatFile(const QString& path, int dimensions);
    ~FloatFile();

    bool open();
    bool append(const float* rows, qsizetype count);
    bool finish(); // flush: ready to read
    qsizetype rows() const { return m_rows; }
    Result<QHash<qint64, QList<float>>> read(const QList<qint64>& ids) const;
    // Rows [first, first + count) into `out`.
    bool readRows(qsizetype first, qsizetype count, float* out) const;

private:
    QFile m_file;
    int m_dimensions;
    qsizetype m_rows = 0;
};

} // namespace lotse::bench
