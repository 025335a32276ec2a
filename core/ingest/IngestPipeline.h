// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Chunker.h"
#include "IngestTypes.h"
#include "PreparedFile.h"
#include "common/Result.h"
#include "formats/FormatLimits.h"
#include "store/Records.h"

#include <QCoreApplication>
#include <QStringList>
#include <functional>
#include <optional>

namespace lotse {

class DocumentStorage;

// Turns files into documents and chunks in the store, one file at a time. Synchronous: the
// IngestService runs it on its worker thread. Ingesting a file is two steps: prepare() reads, parses
// and splits it without the store (any thread: the worker runs it ahead on a second one), store()
// compares it with the knowledge base and writes it (the one writer's thread).
class IngestPipeline final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::IngestPipeline)

public:
    IngestPipeline(DocumentStorage& store, ChunkerOptions options = {});

    struct Expansion
    {
        QStringList files;             // absolute paths, in a stable order
        QList<FileOutcome> problems;   // paths that could not be expanded, unsupported files in folders
        QStringList unreadableFolders; // folders that could not be listed (also in `problems`)
    };
    // Expands folders recursively (hidden entries skipped, link loops detected).
    static Expansion expand(const QStringList& paths);

    using ProgressCallback = std::function<void(const FileProgress&)>;
    // Skips a file whose content is indexed already, unless `reindex` is Always (then it is read,
    // split and stored again, reported as updated). `progress` hears every step, unthrottled.
    FileOutcome ingestFile(const QString& path, Reindex reindex = Reindex::IfChanged,
                           const ProgressCallback& progress = {});
    // The store-free part of ingestFile. `indexedSha`: the content hash the knowledge base has for the
    // path, if known; a file with that hash is not parsed (unless `reindex` is Always). `maxBytes` 0:
    // the file size limit from the settings. Thread-safe.
    PreparedFile prepare(const QString& path, Reindex reindex = Reindex::IfChanged, const QString& indexedSha = {},
                         qint64 maxBytes = 0) const;
    // A file that is not to be read (see IngestQueue::attempt): read and hashed only, so that it is
    // recorded as failed with `error` and not read again while it stays as it is.
    PreparedFile setAside(const QString& path, const Error& error) const;
    // The rest: unchanged, renamed, failed or stored, decided against the knowledge base. Joins a
    // Transaction the caller has open on the store's connection (a batch of files).
    FileOutcome store(PreparedFile prepared, const ProgressCallback& progress = {});
    // Removes a document, or every document below a folder path.
    QList<FileOutcome> remove(const QString& path);
    // Removes the documents below `folder` whose files are not in `onDisk` (deleted since the last
    // sync), except below the `unreadable` folders. Does nothing, with a Failed outcome, when the
    // folder itself is missing.
    QList<FileOutcome> removeVanished(const QString& folder, const QStringList& onDisk,
                                      const QStringList& unreadable = {});

    // The readers' limits (time, memory) from now on; set between jobs, not while prepare() runs.
    void setLimits(const FormatLimits& limits) { m_limits = limits; }

private:
    void split(PreparedFile& prepared) const;
    // A ready document with this content whose file no longer exists: `path` is its new name.
    Result<std::optional<DocumentRecord>> findRenamed(const QString& path, const QString& sha256) const;

    DocumentStorage& m_store;
    Chunker m_chunker;
    FormatLimits m_limits;
};

} // namespace lotse
