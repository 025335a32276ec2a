// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace lotse {

// Whether a file whose content is already indexed is read and stored again ("re-index").
enum class Reindex { IfChanged, Always };

// How far one file has got. The pipeline reports every step; the worker passes on only those of
// files that take a while (see IngestWorker), so small files cost nothing extra.
struct FileProgress
{
    enum class Stage { Reading, Splitting, Storing };
    Stage stage = Stage::Reading;
    int done = 0;  // passages stored so far (Storing)
    int total = 0; // passages to store (Storing), 0 before that
};

// What happened to one file.
struct FileOutcome
{
    // Renamed: a new path with the content of a document whose file is gone; its chunks stay.
    enum class Kind { Added, Updated, Unchanged, Skipped, Failed, Removed, Renamed };

    FileOutcome() = default;
    FileOutcome(QString path, Kind kind, int chunks = 0, QString message = {}, qint64 elapsedMs = 0)
        : path(std::move(path))
        , kind(kind)
        , chunks(chunks)
        , message(std::move(message))
        , elapsedMs(elapsedMs)
    {}

    QString path;
    Kind kind = Kind::Failed;
    int chunks = 0;
    int instructionPassages = 0; // Added, Updated: passages that speak to an AI assistant
    QString message;             // the reason for Failed and Skipped; the old path for Renamed
    qint64 elapsedMs = 0;
    qint64 bytes = 0; // of the file as read (for throughput)
    // The knowledge base itself could not be written (disk full, read-only): the job stops, and
    // the files not done yet stay queued for the next run.
    bool fatal = false;

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
    int renamed = 0;
    int chunks = 0;
    qint64 bytes = 0;
    qint64 elapsedMs = 0;
    bool cancelled = false;
    QList<FileOutcome> problems; // failed and skipped files, with reasons

    void count(const FileOutcome& outcome);
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::FileOutcome)
Q_DECLARE_METATYPE(lotse::IngestSummary)
Q_DECLARE_METATYPE(lotse::FileProgress)
