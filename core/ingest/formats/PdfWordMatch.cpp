// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfWordMatch.h"

#include <QRegularExpression>
#include <algorithm>

namespace lotse {

QString PdfWordMatch::normalized(QStringView word)
{
    // As the parser stores PDF text (NFKC): the page's words still have their ligatures.
    const bool ascii = std::all_of(word.cbegin(), word.cend(), [](QChar c) { return c.unicode() < 0x80; });
    const QString compatible = ascii ? QString() : word.toString().normalized(QString::NormalizationForm_KC);
    const QStringView letters = ascii ? word : QStringView(compatible);
    QString out;
    out.reserve(letters.size());
    for (const QChar c : letters) {
        if (c.isLetterOrNumber())
            out.append(c);
    }
    return out.toCaseFolded();
}

PdfWordMatch::Span PdfWordMatch::find(const QStringList& pageWords, const QString& passage, int maxWords, int minWords)
{
    // A PDF text box can hold a word with punctuation ("five.") or, rarely, several words: each part
    // counts as a word of its own, and a match points back at the box it came from.
    QStringList words;
    QList<qsizetype> boxOf;
    for (qsizetype i = 0; i < pageWords.size(); ++i) {
        for (const QStringView part : QStringView(pageWords.at(i)).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            QString word = normalized(part);
            if (word.isEmpty())
                continue;
            words.append(std::move(word));
            boxOf.append(i);
        }
    }
    QStringList wanted;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    for (const QString& part : passage.split(space, Qt::SkipEmptyParts)) {
        QString word = normalized(part);
        if (word.isEmpty())
            continue;
        wanted.append(std::move(word));
        if (wanted.size() >= maxWords)
            break;
    }
    if (wanted.isEmpty())
        return {};
    qsizetype bestStart = -1;
    qsizetype bestLength = 0;
    for (qsizetype start = 0; start < words.size(); ++start) {
        qsizetype length = 0;
        while (length < wanted.size() && start + length < words.size() && words.at(start + length) == wanted.at(length))
            ++length;
        if (length > bestLength) {
            bestLength = length;
            bestStart = start;
            if (length == wanted.size())
                break;
        }
    }
    if (bestLength < std::min<qsizetype>(minWords, wanted.size()))
        return {};
    const qsizetype firstBox = boxOf.at(bestStart);
    const qsizetype lastBox = boxOf.at(bestStart + bestLength - 1);
    return {firstBox, lastBox - firstBox + 1};
}

} // namespace lotse
