// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderMessages.h"

#include <QDataStream>
#include <QIODevice>
#include <QtEndian>

namespace lotse {

namespace {

constexpr quint32 requestMagic = 0x4c525131;  // "LRQ1"
constexpr quint32 responseMagic = 0x4c525331; // "LRS1"

void writeLimits(QDataStream& out, const FormatLimits& l)
{
    out << l.maxFileBytes << l.maxUnpackedBytes << l.maxCompressionRatio << qint32(l.maxZipEntries)
        << qint32(l.maxNestingDepth) << qint32(l.maxPdfPages) << l.maxTextChars << qint32(l.maxReadSeconds)
        << l.maxReadMemoryBytes;
}

void readLimits(QDataStream& in, FormatLimits& l)
{
    qint32 entries = 0, depth = 0, pages = 0, seconds = 0;
    in >> l.maxFileBytes >> l.maxUnpackedBytes >> l.maxCompressionRatio >> entries >> depth >> pages >> l.maxTextChars
        >> seconds >> l.maxReadMemoryBytes;
    l.maxZipEntries = entries;
    l.maxNestingDepth = depth;
    l.maxPdfPages = pages;
    l.maxReadSeconds = seconds;
}

} // namespace

QByteArray ReaderRequest::encode() const
{
    QByteArray payload;
    QDataStream out(&payload, QIODevice::WriteOnly);
    out << requestMagic << path << bytes << language;
    writeLimits(out, limits);
    return payload;
}

std::optional<ReaderRequest> ReaderRequest::decode(const QByteArray& payload)
{
    QDataStream in(payload);
    quint32 magic = 0;
    ReaderRequest r;
    in >> magic >> r.path >> r.bytes >> r.language;
    readLimits(in, r.limits);
    if (magic != requestMagic || in.status() != QDataStream::Ok)
        return std::nullopt;
    return r;
}

QByteArray ReaderResponse::encode() const
{
    QByteArray payload;
    QDataStream out(&payload, QIODevice::WriteOnly);
    out << responseMagic << bool(result);
    if (result) {
        const ParsedDocument& d = result.value();
        out << qint32(d.format) << d.text << d.pageStarts;
    } else {
        out << qint32(result.error().code) << result.error().message;
    }
    return payload;
}

std::optional<ReaderResponse> ReaderResponse::decode(const QByteArray& payload)
{
    QDataStream in(payload);
    quint32 magic = 0;
    bool ok = false;
    in >> magic >> ok;
    ReaderResponse r;
    qint32 code = 0;
    if (ok) {
        ParsedDocument d;
        in >> code >> d.text >> d.pageStarts;
        d.format = DocumentFormat(code);
        r.result = std::move(d);
    } else {
        QString message;
        in >> code >> message;
        r.result = Error::make(Error::Code(code), message);
    }
    if (magic != responseMagic || in.status() != QDataStream::Ok)
        return std::nullopt;
    return r;
}

QByteArray ReaderFrame::header(qint64 payloadBytes)
{
    QByteArray h(headerBytes, Qt::Uninitialized);
    qToLittleEndian<qint64>(payloadBytes, h.data());
    return h;
}

qint64 ReaderFrame::payloadBytes(const char* header)
{
    return qFromLittleEndian<qint64>(header);
}

} // namespace lotse
