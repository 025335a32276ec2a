// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace lotse {

// A file in the knowledge base. Only ready documents have chunks.
struct DocumentRecord
{
    enum class Status { Ready, Failed };

    qint64 id = 0;
    QString path;
    QString title;
    QString sha256;
    qint64 size = 0;
    QDateTime modified;
    Status status = Status::Failed;
    // Why a failed document failed, in words a person can act on. On a ready document: why the last
    // update failed; the previous version stays indexed until the file can be read again.
    QString error;
    int chunkCount = 0;
    int instructionPassages = 0; // passages with sentences that speak to an AI assistant
    QDateTime ingestedAt;
    // The readers' version (DocumentParser::readerVersion) its text was made with: a document read by
    // older readers is read again at the next sync, though the file did not change.
    int readerVersion = 0;
    // The content that failed last (failed, or ready with a failed update): it is not read again while
    // the file stays so, unless the user asks (retry).
    QString failedSha256;

    bool isReady() const { return status == Status::Ready; }
    bool updateFailed() const { return isReady() && !error.isEmpty(); }
    static QString statusName(Status status); // as stored: "ready", "failed"
    static Status statusFromName(const QString& name);
};

// A passage of a document: the unit of retrieval and of citation.
struct ChunkRecord
{
    qint64 id = 0;
    qint64 documentId = 0;
    int ordinal = 0;
    QStringList headingPath;
    QString text;
    qsizetype startOffset = 0; // UTF-16 offsets into the document's text as read from the file
    qsizetype endOffset = 0;
    QString sha256;
    int page = 0;         // 1-based page the passage starts on (PDF); 0 when the format has no pages
    int instructions = 0; // its sentences that speak to an AI assistant (InstructionDetector), found at ingestion
    // Filled when read for display or citation.
    QString documentPath;
    QString documentTitle;
};

// " › " joins heading paths in the index, citations and the UI alike.
inline QString joinHeadings(const QStringList& headings)
{
    return headings.join(QStringLiteral(" › "));
}
inline QStringList splitHeadings(const QString& joined)
{
    return joined.isEmpty() ? QStringList() : joined.split(QStringLiteral(" › "));
}

} // namespace lotse

Q_DECLARE_METATYPE(lotse::DocumentRecord)
