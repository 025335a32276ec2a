// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "ingest/formats/FormatLimits.h"
#include "ingest/formats/ParsedDocument.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace lotse {

// What the ingesting process and its reader process (lotse-reader) say to each other: one request, a
// file to read, and one response, what was read or why not. Each message goes over the socket as an
// 8-byte length and a QDataStream payload; both ends are the same build, so the layout is private.
struct ReaderRequest
{
    QString path; // for the type by name and nothing else: the reader gets the bytes
    QByteArray bytes;
    FormatLimits limits;
    QString language; // "en" or "de": the reader's messages in the user's language

    QByteArray encode() const;
    static std::optional<ReaderRequest> decode(const QByteArray& payload);
};

struct ReaderResponse
{
    Result<ParsedDocument> result = Error::make(Error::Code::Internal, QString());

    QByteArray encode() const;
    static std::optional<ReaderResponse> decode(const QByteArray& payload);
};

// The frame around a payload: its length as 8 bytes, little-endian.
namespace ReaderFrame {
constexpr int headerBytes = 8;
QByteArray header(qint64 payloadBytes);
qint64 payloadBytes(const char* header);
// A frame larger than this is a broken peer, not a document (text is at most maxTextChars).
constexpr qint64 maxPayloadBytes = 1LL << 31;
} // namespace ReaderFrame

} // namespace lotse
