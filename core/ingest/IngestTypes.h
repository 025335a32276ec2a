// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace lotse {

// What happened to one file.
struct FileOutcome
{
    enum class Kind { Added, Updated, Unchanged, Skipped, Failed, Removed };
    QString path;
    Kind kind = Kind::Failed;
    int chunks = 0;
    QString message; // the reason for Failed and Skipped
    qint64 elapsedMs = 0;

    static QString kindName(Kind kind);
};

struct IngestSummary
{
    int added = 0;
    int updated = 0;
    int unchanged = 0;
    int skipped = 0;
    int failed = 0;
    int removed = 0;
    int chunks = 0;
    qint64 elapsedMs = 0;
    bool cancelled = false;
    QList<FileOutcome> problems; // failed and skipped files, with reasons

    void count(const FileOutcome& outcome);
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::FileOutcome)
Q_DECLARE_METATYPE(lotse::IngestSummary)
