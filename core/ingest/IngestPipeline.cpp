// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestPipeline.h"

#include "MarkdownCleaner.h"
#include "PlainTextHeadings.h"
#include "SourceFile.h"
#include "common/Logging.h"
#include "common/Sha256.h"
#include "formats/DocumentParser.h"
#include "store/DocumentStore.h"
#include "text/InstructionDetector.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSet>
#include <algorithm>
#include <filesystem>

namespace lotse {

namespace {

QString cleanAbsolute(const QString& path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

// `ancestors`: the canonical folders on the way down to `dir`; reaching one of them again is a link loop.
// A folder reached twice otherwise (a folder and its subfolder both added) is simply not walked again.
void walk(const QString& dir, QSet<QString>& visited, QStringList& ancestors, IngestPipeline::Expansion& out)
{
    const QString canonical = QFileInfo(dir).canonicalFilePath();
    if (!canonical.isEmpty() && !ancestors.contains(canonical) && visited.contains(canonical))
        return;
    if (canonical.isEmpty() || ancestors.contains(canonical)) {
        out.problems.append(
            {dir, FileOutcome::Kind::Skipped, 0,
             IngestPipeline::tr("%1 was skipped: it links back to a folder that is already being added (a link loop).")
                 .arg(QDir::toNativeSeparators(dir))});
        return;
    }
    visited.insert(canonical);
    ancestors.append(canonical);
    const QFileInfoList entries =
        QDir(dir).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
    // QDir lists an unreadable folder as empty; only opening it tells the two apart.
    std::error_code listError;
    if (entries.isEmpty()) {
        const std::filesystem::directory_iterator opened(QDir(dir).filesystemPath(), listError);
    }
    if (listError) {
        out.unreadableFolders.append(dir);
        out.problems.append(
            {dir, FileOutcome::Kind::Failed, 0,
             listError == std::errc::permission_denied
                 ? IngestPipeline::tr(
                       "The folder %1 cannot be read: permission denied, so the files in it were not "
                       "indexed (documents indexed from it before stay). Give your user account read "
                       "access to it (for example with `chmod a+rx`, or ask its owner); then retry (or add the "
                       "folder again).")
                       .arg(QDir::toNativeSeparators(dir))
                 : IngestPipeline::tr("Cannot read the folder %1. Check its permissions.")
                       .arg(QDir::toNativeSeparators(dir))});
    }
    for (const QFileInfo& entry : entries) {
        if (entry.fileName().startsWith(QLatin1Char('.')))
            continue; // .git, editor backups
        const QString path = cleanAbsolute(entry.filePath());
        if (entry.isSymLink() && !entry.exists()) {
            out.problems.append(
                {path, FileOutcome::Kind::Failed, 0,
                 IngestPipeline::tr("%1 is a broken link or a link loop.").arg(QDir::toNativeSeparators(path))});
        } else if (entry.isDir()) {
            walk(path, visited, ancestors, out);
        } else if (SourceFile::isSupported(path)) {
            out.files.append(path);
        } else {
            out.problems.append({path, FileOutcome::Kind::Skipped, 0,
                                 IngestPipeline::tr("%1 was skipped: .%2 files are not supported yet.")
                                     .arg(QDir::toNativeSeparators(path), entry.suffix())});
        }
    }
    ancestors.removeLast();
}

} // namespace

IngestPipeline::IngestPipeline(DocumentStorage& store, ChunkerOptions options)
    : m_store(store)
    , m_chunker(options)
{}

IngestPipeline::Expansion IngestPipeline::expand(const QStringList& paths)
{
    Expansion out;
    QSet<QString> visited;
    QSet<QString> seen;
    for (const QString& raw : paths) {
        const QString path = cleanAbsolute(raw);
        const QFileInfo info(path);
        if (info.isDir()) {
            Expansion inner;
            QStringList ancestors;
            walk(path, visited, ancestors, inner);
            for (const QString& f : std::as_const(inner.files)) {
                if (!seen.contains(f)) {
                    seen.insert(f);
                    out.files.append(f);
                }
            }
            out.problems.append(inner.problems);
            out.unreadableFolders.append(inner.unreadableFolders);
        } else if (!seen.contains(path)) {
            // Single files go to the pipeline even when missing or unsupported: it reports why, per file.
            seen.insert(path);
            out.files.append(path);
        }
    }
    return out;
}

FileOutcome IngestPipeline::ingestFile(const QString& path, Reindex reindex, const ProgressCallback& progress)
{
    return store(prepare(path, reindex), progress);
}

PreparedFile IngestPipeline::prepare(const QString& rawPath, Reindex reindex, const QString& indexedSha,
                                     qint64 maxBytes) const
{
    QElapsedTimer timer;
    timer.start();
    PreparedFile prepared;
    prepared.path = cleanAbsolute(rawPath);
    prepared.reindex = reindex;
    Result<SourceFile> probed = SourceFile::probe(prepared.path, maxBytes);
    if (!probed) {
        prepared.error = probed.error();
    } else {
        prepared.file = std::move(probed).value();
        // Most files of a sync are unchanged: their hash says so, parsing them would be wasted.
        if (reindex == Reindex::Always || indexedSha.isEmpty() || indexedSha != prepared.file->sha256)
            split(prepared);
    }
    prepared.elapsedMs = timer.elapsed();
    return prepared;
}

PreparedFile IngestPipeline::setAside(const QString& path, const Error& error) const
{
    PreparedFile prepared;
    prepared.path = cleanAbsolute(path);
    prepared.reindex = Reindex::Always; // recorded failed, whatever the knowledge base had
    Result<SourceFile> probed = SourceFile::probe(prepared.path, m_limits.maxFileBytes);
    if (probed)
        prepared.file = std::move(probed).value();
    prepared.split = true;
    prepared.error = error;
    return prepared;
}

void IngestPipeline::split(PreparedFile& prepared) const
{
    prepared.split = true;
    SourceFile& file = *prepared.file;
    prepared.title = QFileInfo(prepared.path).completeBaseName();
    if (auto status = file.decode(m_limits); !status) {
        prepared.error = status.error();
        return;
    }
    // Markdown's syntax only where Markdown is written: in a Word, PDF or text file a literal "<" is
    // text, not a tag to blank up to the next ">" ("Press <Enter …" lost whole paragraphs). The other
    // readers write clean text themselves.
    const MarkdownCleaner::Cleaned cleaned = file.format == DocumentFormat::Markdown
                                                 ? MarkdownCleaner::clean(file.text)
                                                 : MarkdownCleaner::Cleaned{file.text, {}};
    const bool plain = file.format == DocumentFormat::PlainText;
    if (!cleaned.title.isEmpty())
        prepared.title = cleaned.title;
    else if (const QString typed = plain ? PlainTextHeadings::title(cleaned.text) : QString(); !typed.isEmpty())
        prepared.title = typed;
    else if (const QString heading = Chunker::titleHeading(cleaned.text, file.format == DocumentFormat::Markdown
                                                                             ? Chunker::Chapters::OfTheirOwn
                                                                             : Chunker::Chapters::UnderTitle);
             !heading.isEmpty())
        prepared.title = heading;

    const QList<TextChunk> pieces = m_chunker.chunk(cleaned.text, prepared.title, file.pageStarts,
                                                    plain ? Chunker::Markup::PlainText : Chunker::Markup::Markdown);
    QList<ChunkRecord>& chunks = prepared.chunks;
    chunks.reserve(pieces.size());
    for (const TextChunk& piece : pieces) {
        ChunkRecord c;
        c.ordinal = int(chunks.size());
        c.headingPath = piece.headingPath;
        c.text = piece.text;
        c.startOffset = piece.start;
        c.endOffset = piece.end;
        c.page = file.pageAt(piece.start);
        c.sha256 = Sha256::hex(piece.text.toUtf8());
        // Found here, on the preparing threads: the knowledge manager learns at once which files
        // speak to an assistant (`docs`, the documents panel), and the single writer stays fast.
        c.instructions = int(InstructionDetector::find(piece.text).size());
        chunks.append(c);
    }
    file.text.clear(); // the passages hold what is needed; a queue of prepared files stays small
    file.text.squeeze();
}

FileOutcome IngestPipeline::store(PreparedFile prepared, const ProgressCallback& progress)
{
    auto report = [&progress](FileProgress::Stage stage, int done = 0, int total = 0) {
        if (progress)
            progress(FileProgress{stage, done, total});
    };
    QElapsedTimer timer;
    timer.start();
    const QString& path = prepared.path;
    FileOutcome outcome{path, FileOutcome::Kind::Failed, 0, {}, 0};
    auto finish = [&](FileOutcome::Kind kind, const QString& message = {}) {
        outcome.kind = kind;
        outcome.message = message;
        outcome.elapsedMs = prepared.elapsedMs + timer.elapsed();
        return outcome;
    };

    // A store that cannot be read or written fails every file alike: the job stops (fatal).
    auto storeFailed = [&](const Error& error) {
        outcome.fatal = true;
        return finish(FileOutcome::Kind::Failed, error.message);
    };
    const auto existing = m_store.document(path);
    if (!existing)
        return storeFailed(existing.error());
    const std::optional<DocumentRecord>& before = existing.value();

    report(FileProgress::Stage::Reading);
    DocumentRecord record;
    record.path = path;
    record.title = QFileInfo(path).completeBaseName();
    record.readerVersion = DocumentParser::readerVersion;
    auto fail = [&](const Error& error) {
        // A file that was indexed keeps its last good version: an editor or a sync tool half-way
        // through writing must not make answerable content vanish. The error is shown beside it.
        if (before && before->isReady()) {
            if (auto status = m_store.recordUpdateFailure(path, error.message, record.sha256); !status)
                return storeFailed(status.error());
            return finish(FileOutcome::Kind::Failed,
                          error.message + QLatin1Char(' ')
                              + tr("The previously indexed version stays in the knowledge base."));
        }
        // A failed file is listed with its reason until it is fixed or removed; paths that do not exist
        // or are of another type are only reported, so a typo does not leave an entry behind.
        if (before || (QFileInfo::exists(path) && SourceFile::isSupported(path))) {
            record.error = error.message;
            if (auto status = m_store.markFailed(record); !status)
                return storeFailed(status.error());
        }
        return finish(FileOutcome::Kind::Failed, error.message);
    };
    if (!prepared.file)
        return fail(*prepared.error);
    const SourceFile& file = *prepared.file;
    record.sha256 = file.sha256;
    record.size = file.size;
    record.modified = file.modified;
    outcome.bytes = file.size;
    if (!before) {
        const Result<std::optional<DocumentRecord>> moved = findRenamed(path, file.sha256);
        if (!moved)
            return storeFailed(moved.error());
        if (moved.value()) {
            if (auto status = m_store.moveDocument(moved.value()->path, path, file.modified); !status)
                return storeFailed(status.error());
            outcome.chunks = moved.value()->chunkCount;
            qCDebug(lcIngest) << moved.value()->path << "renamed to" << path;
            return finish(FileOutcome::Kind::Renamed, moved.value()->path);
        }
    }
    const bool sameReaders = before && before->readerVersion == DocumentParser::readerVersion;
    if (prepared.reindex == Reindex::IfChanged && sameReaders && before->isReady() && !before->updateFailed()
        && before->sha256 == file.sha256) {
        outcome.chunks = 0;
        return finish(FileOutcome::Kind::Unchanged);
    }
    // Content that failed is not read again until it changes or the user asks (retry): a file that
    // takes a reader's whole time limit would otherwise cost every sync that minute again.
    if (prepared.reindex == Reindex::IfChanged && sameReaders && !before->failedSha256.isEmpty()
        && before->failedSha256 == file.sha256 && !before->error.isEmpty()) {
        return finish(FileOutcome::Kind::Failed,
                      before->error + QLatin1Char(' ')
                          + tr("The file has not changed since, so it was not read again; retry it to read it again."));
    }
    if (!prepared.split)
        split(prepared); // the preparer took it for unchanged; the knowledge base says otherwise
    if (prepared.error)
        return fail(*prepared.error);

    report(FileProgress::Stage::Splitting);
    record.title = prepared.title;
    const QList<ChunkRecord>& chunks = prepared.chunks;
    if (chunks.isEmpty()) {
        // Real handbooks contain pages that are only front matter (redirects, stubs). Not an error,
        // but nothing to answer from: reported as skipped, and an older indexed version goes.
        if (before) {
            if (auto removed = m_store.removeDocument(path); !removed)
                return storeFailed(removed.error());
        }
        return finish(FileOutcome::Kind::Skipped,
                      tr("%1 was skipped: it has no text to index (only front matter, markup or white space).")
                          .arg(QDir::toNativeSeparators(path)));
    }
    const int total = int(chunks.size());
    report(FileProgress::Stage::Storing, 0, total);
    const Result<qint64> saved = m_store.replaceDocument(
        record, chunks, [&](int written) { report(FileProgress::Stage::Storing, written, total); });
    if (!saved)
        return storeFailed(saved.error());
    outcome.chunks = total;
    outcome.instructionPassages =
        int(std::count_if(chunks.cbegin(), chunks.cend(), [](const ChunkRecord& c) { return c.instructions > 0; }));
    qCDebug(lcIngest) << path << outcome.chunks << "chunks";
    return finish(before ? FileOutcome::Kind::Updated : FileOutcome::Kind::Added);
}

Result<std::optional<DocumentRecord>> IngestPipeline::findRenamed(const QString& path, const QString& sha256) const
{
    const auto candidates = m_store.readyWithHash(sha256);
    if (!candidates)
        return candidates.error();
    // Only a document whose file is gone was renamed; a copy leaves the original in place.
    for (const DocumentRecord& d : candidates.value()) {
        if (d.path != path && !d.updateFailed() && !QFileInfo::exists(d.path))
            return std::optional<DocumentRecord>(d);
    }
    return std::optional<DocumentRecord>();
}

QList<FileOutcome> IngestPipeline::removeVanished(const QString& rawFolder, const QStringList& onDisk,
                                                  const QStringList& unreadable)
{
    const QString folder = cleanAbsolute(rawFolder);
    if (!QFileInfo(folder).isDir()) {
        // An unmounted drive or a network share that is away must not empty the knowledge base.
        return {{folder, FileOutcome::Kind::Failed, 0,
                 tr("The folder %1 is missing, so its documents stay as they are. Reconnect it, or "
                    "remove the folder from the knowledge base.")
                     .arg(QDir::toNativeSeparators(folder)),
                 0}};
    }
    const auto all = m_store.paths();
    if (!all) {
        FileOutcome failed{folder, FileOutcome::Kind::Failed, 0, all.error().message, 0};
        failed.fatal = true;
        return {failed};
    }
    const QSet<QString> present(onDisk.cbegin(), onDisk.cend());
    const QString prefix = folder + QLatin1Char('/');
    QList<FileOutcome> out;
    // A folder that cannot be read (permissions) has not lost its files.
    const auto belowUnreadable = [&unreadable](const QString& path) {
        return std::any_of(unreadable.cbegin(), unreadable.cend(),
                           [&path](const QString& f) { return path.startsWith(f + QLatin1Char('/')); });
    };
    for (const QString& stored : all.value()) {
        if (!stored.startsWith(prefix) || present.contains(stored) || belowUnreadable(stored))
            continue;
        const auto removed = m_store.removeDocument(stored);
        FileOutcome o{stored, removed ? FileOutcome::Kind::Removed : FileOutcome::Kind::Failed, 0,
                      removed ? QString() : removed.error().message, 0};
        o.fatal = !removed;
        out.append(o);
        if (o.fatal)
            break;
    }
    return out;
}

QList<FileOutcome> IngestPipeline::remove(const QString& rawPath)
{
    const QString path = cleanAbsolute(rawPath);
    QList<FileOutcome> out;
    const auto all = m_store.paths();
    if (!all)
        return {{path, FileOutcome::Kind::Failed, 0, all.error().message, 0}};
    const QString folderPrefix = path.endsWith(QLatin1Char('/')) ? path : path + QLatin1Char('/');
    for (const QString& stored : all.value()) {
        if (stored != path && !stored.startsWith(folderPrefix))
            continue;
        const auto removed = m_store.removeDocument(stored);
        if (removed)
            out.append({stored, FileOutcome::Kind::Removed, 0, {}, 0});
        else
            out.append({stored, FileOutcome::Kind::Failed, 0, removed.error().message, 0});
    }
    if (out.isEmpty()) {
        out.append(
            {path, FileOutcome::Kind::Failed, 0,
             tr("%1 is not in the knowledge base. `lotse-cli docs` lists what is.").arg(QDir::toNativeSeparators(path)),
             0});
    }
    return out;
}

} // namespace lotse
