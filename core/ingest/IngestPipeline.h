// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Chunker.h"
#include "IngestTypes.h"
#include "common/Result.h"
#include "store/Records.h"

#include <QCoreApplication>
#include <QStringList>
#include <functional>
#include <optional>

namespace lotse {

class DocumentStore;

// Turns files into documents and chunks in the store, one file at a time. Synchronous: the
// IngestService runs it on its worker thread.
class IngestPipeline final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::IngestPipeline)

public:
    IngestPipeline(DocumentStore& store, ChunkerOptions options = {});

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
    // Removes a document, or every document below a folder path.
    QList<FileOutcome> remove(const QString& path);
    // Removes the documents below `folder` whose files are not in `onDisk` (deleted since the last
    // sync), except below the `unreadable` folders. Does nothing, with a Failed outcome, when the
    // folder itself is missing.
    QList<FileOutcome> removeVanished(const QString& folder, const QStringList& onDisk,
                                      const QStringList& unreadable = {});

private:
    // A ready document with this content whose file no longer exists: `path` is its new name.
    Result<std::optional<DocumentRecord>> findRenamed(const QString& path, const QString& sha256) const;

    DocumentStore& m_store;
    Chunker m_chunker;
};

} // namespace lotse
