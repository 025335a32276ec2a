// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlCharset.h"

#include <QRegularExpression>
#include <QStringDecoder>

namespace lotse {

QByteArray HtmlCharset::declared(const QByteArray& bytes)
{
    // ASCII-compatible prescan: the declaration itself is ASCII in every encoding a page may declare.
    const QString head = QString::fromLatin1(bytes.left(1024));
    static const QRegularExpression meta(QStringLiteral(R"(<meta\b[^>]*>)"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression charset(QStringLiteral(R"(charset\s*=\s*["']?\s*([A-Za-z0-9._:()+-]+))"),
                                            QRegularExpression::CaseInsensitiveOption);
    for (auto it = meta.globalMatch(head); it.hasNext();) {
        const QString tag = it.next().captured(0);
        const QRegularExpressionMatch m = charset.match(tag);
        if (m.hasMatch())
            return m.captured(1).toLatin1().toLower();
    }
    return {};
}

Result<TextDecoder::Decoded> HtmlCharset::decode(const QByteArray& bytes)
{
    const bool bom = bytes.startsWith("\xEF\xBB\xBF") || bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF");
    QByteArray label = bom ? QByteArray() : declared(bytes);
    // The labels that mean windows-1252 on the web, and those that mean UTF-8 (or lie about UTF-16:
    // a page read as bytes cannot be UTF-16 without a mark).
    if (label == "iso-8859-1" || label == "latin1" || label == "us-ascii" || label == "ascii" || label == "l1")
        label = "windows-1252";
    if (label.isEmpty() || label == "utf-8" || label == "utf8" || label.startsWith("utf-16"))
        return TextDecoder::decode(bytes);
    QStringDecoder decoder(label.constData(), QStringDecoder::Flag::Stateless);
    if (!decoder.isValid())
        return TextDecoder::decode(bytes); // a label Qt does not know: the rule, not a guess
    // Through the rule's checks (binary data is refused) with the declared encoding's text.
    Result<TextDecoder::Decoded> checked = TextDecoder::decode(bytes);
    if (!checked)
        return checked;
    // Valid UTF-8 with non-ASCII letters does not happen by chance in a legacy encoding: a page that
    // was converted to UTF-8 and kept its old declaration (editors do that) is read as UTF-8.
    if (checked.value().encoding == TextDecoder::Encoding::Utf8)
        return checked;
    QString text = decoder.decode(bytes);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    checked.value().text = std::move(text);
    return checked;
}

} // namespace lotse
