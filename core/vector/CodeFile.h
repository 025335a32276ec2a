// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QTemporaryFile>
#include <cstdint>
#include <memory>

namespace lotse {

// Rows of int8 codes kept in a file, for the rescoring stage of a large vector index: a search reads
// a few hundred rows of it, so the operating system's file cache, not the process, holds what is
// read, and gives it back under memory pressure. On Unix rows are read with pread (a row costs a
// system call and a 3 KB copy; reading them through a mapping cost page faults of several
// microseconds each, and the mapped pages counted as the process's memory until handed back); elsewhere
// through a memory mapping. The file is a private temporary one (owner-only, removed when the index
// goes), or, for an index kept between runs (VectorCache), a named one given its final name by
// keepAs() and opened again by openKept(). Written once (append, then finish), then read from any
// number of threads.
class CodeFile final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::CodeFile)

public:
    explicit CodeFile(std::size_t rowBytes);
    ~CodeFile();
    CodeFile(const CodeFile&) = delete;
    CodeFile& operator=(const CodeFile&) = delete;

    // Creates the file in `directory` (made if missing). `named`: a file keepAs() can keep.
    Status open(const QString& directory, bool named = false);
    Status append(const std::uint8_t* row);
    Status map(); // where there is no pread
    // Flushes and maps the file; rows can be read from then on.
    Status finish();
    bool finished() const { return m_finished; }
    // After finish(), a named file: moved to `path` (replacing a file there) and kept after the index
    // goes. Rows stay readable throughout.
    Status keepAs(const QString& path);
    // A kept file of `rows` rows of `rowBytes`, ready to read; an error when it is missing or its size
    // does not match.
    static Result<std::unique_ptr<CodeFile>> openKept(const QString& path, std::size_t rowBytes, qsizetype rows);

    qsizetype rows() const { return m_rows; }
    qsizetype fileBytes() const { return m_rows * qsizetype(m_rowBytes); }
    // Rows `indexes` (ascending: one pass through the file) into `out`, one after another; false when
    // the file could not be read.
    bool read(const std::uint32_t* indexes, std::size_t count, std::uint8_t* out) const;

private:
    // `problem` names the folder as %1; the error adds why and what to do.
    Error ioError(const QString& problem) const;
    void removeLeftovers() const;

    std::size_t m_rowBytes;
    QString m_directory;
    std::unique_ptr<QFile> m_file;
    bool m_named = false; // a named file, removed unless kept
    bool m_kept = false;
    qsizetype m_rows = 0;
    bool m_finished = false;
    std::uint8_t* m_base = nullptr; // the mapping, where there is no pread
};

} // namespace lotse
