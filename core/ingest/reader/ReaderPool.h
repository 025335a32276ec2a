// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "ingest/formats/FormatLimits.h"
#include "ingest/formats/ParsedDocument.h"

#include <QCoreApplication>
#include <QMutex>
#include <QString>
#include <atomic>
#include <memory>
#include <vector>

namespace lotse {

class ReaderProcess;

// Reads documents in lotse-reader processes, so that no file can take more than its time and memory
// (FormatLimits::maxReadSeconds, maxReadMemoryBytes) whatever poppler, libzip or a parser does with
// it: a reader over its deadline is killed, one over its memory cap fails its allocations. Idle
// readers are kept for the next file (starting one costs more than reading a small file). Markdown
// and text files are decoded here: that is linear in a size that is already limited.
// Where there is no lotse-reader (a build without it) files are read in this
// process, without those two limits, and a warning says so once.
class ReaderPool final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ReaderPool)

public:
    // The pool of the installed reader (installedProgram()), for all of Lotse.
    static ReaderPool& instance();
    // A pool of `program` (tests: another reader); empty: files are read in this process.
    explicit ReaderPool(QString program);
    ~ReaderPool();
    ReaderPool(const ReaderPool&) = delete;
    ReaderPool& operator=(const ReaderPool&) = delete;

    // DocumentParser::parse, bounded. Thread-safe.
    Result<ParsedDocument> parse(const QString& path, const QByteArray& bytes, const FormatLimits& limits);
    // The installed reader: $LOTSE_READER, else lotse-reader beside the executable or in
    // ../libexec/lotse; empty when there is none.
    static QString installedProgram();
    // Off: every file is read in this process (the benchmark's "before"). On by default.
    void setIsolated(bool isolated) { m_isolated = isolated; }
    bool isolated() const { return m_isolated && !m_program.isEmpty(); }
    // Reader processes started so far (they are reused from file to file).
    int started() const { return m_started.load(); }
    // Files given to reader processes so far.
    int reads() const { return m_reads.load(); }

private:
    Result<ParsedDocument> parseInReader(const QString& path, const QByteArray& bytes, const FormatLimits& limits);
    std::unique_ptr<ReaderProcess> take(qint64 memoryBytes, QString* error);
    void giveBack(std::unique_ptr<ReaderProcess> process);

    const QString m_program;
    QMutex m_mutex;
    std::vector<std::unique_ptr<ReaderProcess>> m_idle;
    std::atomic<bool> m_isolated{true};
    std::atomic<int> m_started{0};
    std::atomic<int> m_reads{0};
};

} // namespace lotse
