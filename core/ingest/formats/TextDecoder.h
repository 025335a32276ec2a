// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace lotse {

// Bytes to text by one rule: a byte-order mark (UTF-8, UTF-16 LE/BE) decides; otherwise valid UTF-8
// is UTF-8 and anything else is Windows-1252 (a superset of Latin-1 for text, what old Windows
// editors and intranet exports write). Binary data (NUL bytes, mostly control characters) is refused.
// Line ends become "\n".
class TextDecoder final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TextDecoder)

public:
    enum class Encoding { Utf8, Utf16LE, Utf16BE, Windows1252 };
    struct Decoded
    {
        QString text;
        Encoding encoding = Encoding::Utf8;
    };

    static Result<Decoded> decode(const QByteArray& bytes);
    static QString windows1252(const QByteArray& bytes);
};

} // namespace lotse
