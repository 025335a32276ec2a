// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceFile.h"

#include "common/Sha256.h"
#include "formats/DocumentParser.h"
#include "formats/FormatLimits.h"
#include "reader/ReaderPool.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cerrno>

namespace lotse {

namespace {

Error fileError(Error::Code code, const QString& path, const QString& what)
{
    return Error::make(code, what.arg(QDir::toNativeSeparators(path)));
}

// QFile reports the system's error text only; on Unix it is strerror(EACCES) for a file this user
// may not read (root without CAP_DAC_OVERRIDE too, which access() behind isReadable() misses).
bool permissionDenied(const QFile& file, const QFileInfo& info)
{
    if (file.error() != QFileDevice::OpenError)
        return false;
#ifdef Q_OS_UNIX
    if (file.errorString() == qt_error_string(EACCES) || file.errorString() == qt_error_string(EPERM))
        return true;
#endif
    return !info.isReadable();
}

} // namespace

bool SourceFile::isSupported(const QString& path)
{
    return FormatDetector::fromSuffix(path) != DocumentFormat::Unknown;
}

QString SourceFile::supportedPatterns()
{
    QStringList patterns;
    for (const QString& s : FormatDetector::supportedSuffixes())
        patterns.append(QStringLiteral("*.") + s);
    return patterns.join(QLatin1Char(' '));
}

Result<SourceFile> SourceFile::probe(const QString& path, qint64 maxBytes)
{
    if (maxBytes <= 0)
        maxBytes = FormatLimits::fromSettings().maxFileBytes;
    const QFileInfo info(path);
    if (info.isSymLink() && !info.exists())
        return fileError(Error::Code::NotFound, path, tr("%1 is a broken link or a link loop."));
    if (!info.exists())
        return fileError(Error::Code::NotFound, path, tr("%1 does not exist. Check the path."));
    if (!info.isFile())
        return fileError(Error::Code::InvalidInput, path, tr("%1 is not a regular file."));
    if (!isSupported(path)) {
        return Error::make(Error::Code::Unsupported,
                           tr("%1: the type .%2 is not supported yet. Lotse reads Markdown, plain text, "
                              "HTML, PDF, Word (DOCX) and OpenDocument text (%3).")
                               .arg(QDir::toNativeSeparators(path),
                                    info.suffix().isEmpty() ? QStringLiteral("(none)") : info.suffix(),
                                    supportedPatterns()));
    }
    if (info.size() == 0)
        return fileError(Error::Code::InvalidInput, path, tr("%1 is empty: there is nothing to index."));
    if (info.size() > maxBytes) {
        return Error::make(
            Error::Code::InvalidInput,
            tr("%1 is too large (%2 MB; the limit is %3 MB). Split it into smaller files, or raise the limit "
               "(setting %4, in megabytes).")
                .arg(QDir::toNativeSeparators(path))
                .arg(double(info.size()) / (1024 * 1024), 0, 'f', 1)
                .arg(maxBytes / (1024 * 1024))
                .arg(FormatLimits::maxFileSettingsKey()));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (permissionDenied(file, info)) {
            return fileError(Error::Code::Io, path,
                             tr("%1 cannot be read: permission denied. Give your user account read access to it "
                                "(for example with `chmod a+r`, or ask its owner), or move it out of the folder; "
                                "then retry."));
        }
        return Error::make(Error::Code::Io, tr("Cannot read %1: %2. Check the file's permissions.")
                                                .arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    SourceFile out;
    out.path = path;
    // The size it had a moment ago, and one byte more to see it grew: QIODevice::read allocates what
    // it is asked for before reading, and the limit (maxBytes) for every file cost a large allocation,
    // page faults and an unmap each. Only a file that grew meanwhile is read on, up to the limit.
    out.m_bytes = file.read(std::min(maxBytes, info.size()) + 1);
    if (out.m_bytes.size() > info.size() && out.m_bytes.size() <= maxBytes && !file.atEnd())
        out.m_bytes += file.read(maxBytes + 1 - out.m_bytes.size());
    if (file.error() != QFileDevice::NoError) {
        return Error::make(Error::Code::Io,
                           tr("Cannot read %1: %2.").arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    out.size = out.m_bytes.size();
    // From the open file, in UTC: QFileInfo::lastModified() converts to local time, and every
    // conversion makes glibc check the time zone file (a tzset and a stat per file).
    out.modified = file.fileTime(QFileDevice::FileModificationTime);
    out.sha256 = Sha256::hex(out.m_bytes);
    return out;
}

Status SourceFile::decode(const FormatLimits& given)
{
    // The size limit was applied by probe().
    FormatLimits limits = given;
    limits.maxFileBytes = std::max<qint64>(limits.maxFileBytes, m_bytes.size());
    Result<ParsedDocument> parsed = ReaderPool::instance().parse(path, m_bytes, limits);
    if (!parsed)
        return Error::make(parsed.error().code,
                           QDir::toNativeSeparators(path) + QLatin1Char(' ') + parsed.error().message);
    ParsedDocument& document = parsed.value();
    format = document.format;
    text = std::move(document.text);
    pageStarts = std::move(document.pageStarts);
    m_bytes.clear();
    return success();
}

int SourceFile::pageAt(qsizetype offset) const
{
    return ParsedDocument{format, {}, pageStarts}.pageAt(offset);
}

} // namespace lotse
