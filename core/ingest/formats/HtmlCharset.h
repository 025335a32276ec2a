// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TextDecoder.h"
#include "common/Result.h"

#include <QByteArray>
#include <QString>

namespace lotse {

// An HTML file's bytes as text, as browsers decide (WHATWG "determining the character encoding", in
// short): a byte-order mark; else the charset the page declares in its first 1024 bytes (<meta
// charset>, or <meta http-equiv="Content-Type" content="…; charset=…">), decoded through Qt's codecs
// (ICU: windows-1251, iso-8859-6, Shift_JIS, …); else TextDecoder's rule (UTF-8, or Windows-1252).
class HtmlCharset final
{
public:
    static Result<TextDecoder::Decoded> decode(const QByteArray& bytes);
    // The label declared in the first 1024 bytes, lower case; empty when none.
    static QByteArray declared(const QByteArray& bytes);
};

} // namespace lotse
