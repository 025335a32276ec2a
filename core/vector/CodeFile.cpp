// SPDX-License-Identifier: GPL-3.0-or-later
#include "CodeFile.h"

#include "common/Logging.h"

#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace lotse {

CodeFile::CodeFile(std::size_t rowBytes)
    : m_rowBytes(rowBytes)
{}

CodeFile::~CodeFile()
{
    if (m_base && m_file)
        m_file->unmap(m_base);
    if (m_named && !m_kept && m_file)
        m_file->remove(); // an index that was to be kept but was not finished
}

Error CodeFile::ioError(const QString& problem) const
{
    const QStorageInfo storage(m_directory);
    const QString why = m_file ? m_file->errorString() : QString();
    // Free space only where it can be told: a folder one may not write to is no matter of space.
    const QString advice =
        storage.isValid() && storage.bytesAvailable() >= 0
            ? tr("%1 (%2 MB free there). Free some disk space, or keep the vectors in memory: "
                 "`lotse-cli config set vector-index int8`.")
                  .arg(why)
                  .arg(storage.bytesAvailable() / (1024 * 1024))
            : tr("%1. Keep the vectors in memory instead: `lotse-cli config set vector-index int8`.").arg(why);
    return Error::make(Error::Code::Io, problem.arg(QDir::toNativeSeparators(m_directory)) + QLatin1Char(' ') + advice);
}

Status CodeFile::open(const QString& directory, bool named)
{
    if (!QDir().mkpath(directory))
        return Error::make(
            Error::Code::Io,
            tr("The vector index cannot create the folder %1 for its file. Check that you may write there, or keep "
               "the vectors in memory: `lotse-cli config set vector-index int8`.")
                .arg(QDir::toNativeSeparators(directory)));
    m_directory = directory;
    removeLeftovers();
    if (named) {
        m_named = true;
        auto file = std::make_unique<QTemporaryFile>(QDir(directory).filePath(QStringLiteral("codes-XXXXXX.part")));
        file->setAutoRemove(false); // removed by this class unless kept; QTemporaryFile::rename would close it
        if (!file->open())
            return ioError(tr("The vector index could not create its file in %1."));
        m_file = std::move(file);
        return success();
    }
    auto file = std::make_unique<QTemporaryFile>(QDir(directory).filePath(QStringLiteral("lotse-vectors-XXXXXX.i8")));
    if (!file->open())
        return ioError(tr("The vector index could not create its file in %1."));
    m_file = std::move(file);
#ifdef Q_OS_UNIX
    // Only this process needs a name for it: without one, a crash leaves no file of gigabytes behind.
    QFile::remove(m_file->fileName());
#endif
    return success();
}

Status CodeFile::append(const std::uint8_t* row)
{
    if (!m_file || m_base)
        return Error::make(Error::Code::Internal, QStringLiteral("CodeFile::append outside open/finish"));
    if (m_file->write(reinterpret_cast<const char*>(row), qint64(m_rowBytes)) != qint64(m_rowBytes))
        return ioError(tr("The vector index could not write its file in %1."));
    ++m_rows;
    return success();
}

Status CodeFile::finish()
{
    if (!m_file)
        return Error::make(Error::Code::Internal, QStringLiteral("CodeFile::finish before open"));
    if (m_finished || m_rows == 0)
        return success();
    if (!m_file->flush())
        return ioError(tr("The vector index could not write its file in %1."));
    if (const Status mapped = map(); !mapped)
        return mapped;
    m_finished = true;
    qCDebug(lcRetrieval) << "int8 codes on disk:" << m_rows << "rows," << fileBytes() / (1024 * 1024) << "MB in"
                         << m_file->fileName();
    return success();
}

Status CodeFile::map()
{
#ifndef Q_OS_UNIX
    m_base = m_file->map(0, fileBytes());
    if (!m_base)
        return ioError(tr("The vector index could not open its file in %1 for reading."));
#endif
    return success();
}

Status CodeFile::keepAs(const QString& path)
{
    if (!m_named || !m_finished)
        return Error::make(Error::Code::Internal,
                           QStringLiteral("CodeFile::keepAs on a file not named or not finished"));
    if (m_kept)
        return success();
#ifdef Q_OS_UNIX
    // The open descriptor follows the file: searches read on while it gets its name.
    if (::rename(QFile::encodeName(m_file->fileName()).constData(), QFile::encodeName(path).constData()) != 0)
        return ioError(tr("The vector index could not keep its file in %1."));
#else
    if (m_base)
        m_file->unmap(std::exchange(m_base, nullptr));
    m_file->close();
    QFile::remove(path);
    if (!m_file->rename(path) || !m_file->open(QIODevice::ReadOnly))
        return ioError(tr("The vector index could not keep its file in %1."));
    if (const Status mapped = map(); !mapped)
        return mapped;
#endif
    m_kept = true;
    return success();
}

Result<std::unique_ptr<CodeFile>> CodeFile::openKept(const QString& path, std::size_t rowBytes, qsizetype rows)
{
    auto codes = std::make_unique<CodeFile>(rowBytes);
    codes->m_directory = QFileInfo(path).absolutePath();
    codes->m_file = std::make_unique<QFile>(path);
    if (!codes->m_file->open(QIODevice::ReadOnly))
        return codes->ioError(tr("The vector index could not open its file in %1 for reading."));
    if (codes->m_file->size() != qint64(rows) * qint64(rowBytes))
        return Error::make(Error::Code::NotFound, QStringLiteral("the kept int8 codes are of another size"));
    codes->m_rows = rows;
    codes->m_named = codes->m_kept = true;
    if (const Status mapped = codes->map(); !mapped)
        return mapped.error();
    codes->m_finished = true;
    return codes;
}

void CodeFile::removeLeftovers() const
{
    // Files of earlier runs that ended without removing theirs (where a file needs its name while open,
    // a running process's own file cannot be removed, and stays).
    const QDir dir(m_directory);
    for (const QString& name : dir.entryList({QStringLiteral("lotse-vectors-*.i8")}, QDir::Files))
        QFile::remove(dir.filePath(name));
}

bool CodeFile::read(const std::uint32_t* indexes, std::size_t count, std::uint8_t* out) const
{
    if (!m_finished)
        return false;
    for (std::size_t i = 0; i < count; ++i, out += m_rowBytes) {
        if (qsizetype(indexes[i]) >= m_rows)
            return false;
        const qint64 at = qint64(indexes[i]) * qint64(m_rowBytes);
#ifdef Q_OS_UNIX
        // A signal or a short read is not an error: read on from where it stopped.
        std::size_t done = 0;
        while (done < m_rowBytes) {
            const ssize_t got = ::pread(m_file->handle(), out + done, m_rowBytes - done, off_t(at + qint64(done)));
            if (got < 0 && errno == EINTR)
                continue;
            if (got <= 0)
                return false;
            done += std::size_t(got);
        }
#else
        std::memcpy(out, m_base + at, m_rowBytes);
#endif
    }
    return true;
}

} // namespace lotse
