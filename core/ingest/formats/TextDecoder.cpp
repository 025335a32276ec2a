// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextDecoder.h"

#include <QStringDecoder>

namespace lotse {

namespace {

// True when the bytes are UTF-8 except for a sequence cut off at the very end: a file still being
// written or truncated, which must not be read as Windows-1252 mojibake.
bool cutOffUtf8(const QByteArray& bytes)
{
    for (qsizetype k = 1; k <= 3 && k <= bytes.size(); ++k) {
        const auto lead = static_cast<unsigned char>(bytes.at(bytes.size() - k));
        if ((lead & 0xC0) == 0x80)
            continue; // a continuation byte: the lead byte is further back
        const qsizetype needed = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        if (needed <= k)
            return false;
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        decoder.decode(bytes.chopped(k));
        return !decoder.hasError();
    }
    return false;
}

Error binary()
{
    return Error::make(Error::Code::InvalidInput,
                       TextDecoder::tr("looks like a binary file, not text. Lotse reads Markdown, plain text, HTML, "
                                       "PDF, DOCX and ODT."));
}

} // namespace

QString TextDecoder::windows1252(const QByteArray& bytes)
{
    // 0x80..0x9F differ from Latin-1; the five undefined bytes keep their Latin-1 meaning.
    static const char16_t high[32] = {0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                      0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
                                      0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                      0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};
    QString out(bytes.size(), Qt::Uninitialized);
    QChar* dst = out.data();
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        *dst++ = QChar(b >= 0x80 && b < 0xA0 ? high[b - 0x80] : char16_t(b));
    }
    return out;
}

Result<TextDecoder::Decoded> TextDecoder::decode(const QByteArray& raw)
{
    Decoded out;
    QByteArray bytes = raw;
    const bool le = bytes.startsWith("\xFF\xFE");
    const bool be = bytes.startsWith("\xFE\xFF");
    if (!le && !be && bytes.left(8192).contains('\0'))
        return binary();
    if (le || be) {
        out.encoding = le ? Encoding::Utf16LE : Encoding::Utf16BE;
        QStringDecoder decoder(le ? QStringDecoder::Utf16LE : QStringDecoder::Utf16BE, QStringDecoder::Flag::Stateless);
        out.text = decoder.decode(bytes.mid(2));
        if (decoder.hasError())
            return binary();
    } else {
        const bool bom = bytes.startsWith("\xEF\xBB\xBF");
        if (bom)
            bytes = bytes.mid(3);
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        out.text = decoder.decode(bytes);
        if (decoder.hasError()) {
            if (bom || cutOffUtf8(bytes)) {
                return Error::make(Error::Code::InvalidInput,
                                   bom ? tr("is not valid UTF-8 text although it starts with a UTF-8 "
                                            "mark. Save it with UTF-8 encoding and add it again.")
                                       : tr("is not valid UTF-8 text: it ends in the middle of a "
                                            "character (cut off, or still being written). Save it "
                                            "completely and add it again."));
            }
            out.text = windows1252(bytes);
            out.encoding = Encoding::Windows1252;
        }
    }
    // A byte-order mark, or the 1252 fallback, can make binary data decode: judge the text too.
    qsizetype control = 0;
    for (const QChar c : std::as_const(out.text)) {
        const char16_t u = c.unicode();
        if (u == 0 || (u < 0x20 && u != u'\n' && u != u'\r' && u != u'\t' && u != u'\f') || u == 0xFFFD
            || (u >= 0x7F && u < 0xA0))
            ++control;
    }
    if (control > 0 && control * 100 > out.text.size())
        return binary();
    out.text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    out.text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    return out;
}

} // namespace lotse
