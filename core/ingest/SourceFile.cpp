// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceFile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace lotse {

namespace {

const QStringList& suffixes()
{
    static const QStringList list = {QStringLiteral("md"), QStringLiteral("markdown"), QStringLiteral("mdown"),
                                     QStringLiteral("txt"), QStringLiteral("text")};
    return list;
}

Error fileError(Error::Code code, const QString& path, const QString& what)
{
    return Error::make(code, what.arg(QDir::toNativeSeparators(path)));
}

} // namespace

bool SourceFile::isSupported(const QString& path)
{
    return suffixes().contains(QFileInfo(path).suffix().toLower());
}

QString SourceFile::supportedPatterns()
{
    QStringList patterns;
    for (const QString& s : suffixes())
        patterns.append(QStringLiteral("*.") + s);
    return patterns.join(QLatin1Char(' '));
}

Result<SourceFile> SourceFile::probe(const QString& path, qint64 maxBytes)
{
    const QFileInfo info(path);
    if (info.isSymLink() && !info.exists())
        return fileError(Error::Code::NotFound, path, QStringLiteral("%1 is a broken link or a link loop."));
    if (!info.exists())
        return fileError(Error::Code::NotFound, path, QStringLiteral("%1 does not exist. Check the path."));
    if (!info.isFile())
        return fileError(Error::Code::InvalidInput, path, QStringLiteral("%1 is not a regular file."));
    if (!isSupported(path)) {
        return Error::make(
            Error::Code::Unsupported,
            QStringLiteral("%1: the type .%2 is not supported yet. Lotse reads Markdown and plain text (%3).")
                .arg(QDir::toNativeSeparators(path), info.suffix().isEmpty() ? QStringLiteral("(none)") : info.suffix(),
                     supportedPatterns()));
    }
    if (info.size() == 0)
        return fileError(Error::Code::InvalidInput, path, QStringLiteral("%1 is empty: there is nothing to index."));
    if (info.size() > maxBytes) {
        return Error::make(Error::Code::InvalidInput,
                           QStringLiteral("%1 is too large (%2 MB; the limit is %3 MB). Split it into smaller files.")
                               .arg(QDir::toNativeSeparators(path))
                               .arg(double(info.size()) / (1024 * 1024), 0, 'f', 1)
                               .arg(maxBytes / (1024 * 1024)));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(Error::Code::Io, QStringLiteral("Cannot read %1: %2. Check the file's permissions.")
                                                .arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    SourceFile out;
    out.path = path;
    out.m_bytes = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        return Error::make(
            Error::Code::Io,
            QStringLiteral("Cannot read %1: %2.").arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    out.size = out.m_bytes.size();
    out.modified = info.lastModified();
    out.sha256 = QString::fromLatin1(QCryptographicHash::hash(out.m_bytes, QCryptographicHash::Sha256).toHex());
    return out;
}

Status SourceFile::decode()
{
    QByteArray bytes = m_bytes;
    // UTF-16 with a byte-order mark is text too (Windows editors write it); decode it before the NUL check.
    const bool utf16 = bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF");
    if (!utf16 && bytes.left(8192).contains('\0')) {
        return fileError(
            Error::Code::InvalidInput, path,
            QStringLiteral("%1 looks like a binary file, not text. Only add Markdown or plain-text files."));
    }
    QStringDecoder decoder(utf16 ? (bytes.startsWith("\xFF\xFE") ? QStringDecoder::Utf16LE : QStringDecoder::Utf16BE)
                                 : QStringDecoder::Utf8,
                           QStringDecoder::Flag::Stateless);
    if (utf16)
        bytes = bytes.mid(2);
    else if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes = bytes.mid(3);
    QString decoded = decoder.decode(bytes);
    if (decoder.hasError()) {
        return fileError(Error::Code::InvalidInput, path,
                         QStringLiteral("%1 is not valid UTF-8 text. Save it with UTF-8 encoding and add it again."));
    }
    // A byte-order mark can make binary data decode "successfully": judge the decoded text too.
    qsizetype control = 0;
    for (QChar c : std::as_const(decoded)) {
        const char16_t u = c.unicode();
        if (u == 0 || (u < 0x20 && u != u'\n' && u != u'\r' && u != u'\t' && u != u'\f') || u == 0xFFFD)
            ++control;
    }
    if (control > 0 && control * 100 > decoded.size()) {
        return fileError(
            Error::Code::InvalidInput, path,
            QStringLiteral("%1 looks like a binary file, not text. Only add Markdown or plain-text files."));
    }
    decoded.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    decoded.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    text = decoded;
    m_bytes.clear();
    return success();
}

} // namespace lotse
