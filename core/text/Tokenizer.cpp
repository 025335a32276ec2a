// SPDX-License-Identifier: GPL-3.0-or-later
#include "Tokenizer.h"

namespace lotse {

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c.category() == QChar::Mark_NonSpacing;
}

} // namespace

QString Tokenizer::fold(QStringView word)
{
    QString out;
    out.reserve(word.size());
    bool plain = true;
    for (QChar c : word) {
        if (c.unicode() >= 0x80) {
            plain = false;
            break;
        }
    }
    if (plain) {
        for (QChar c : word)
            out.append(c.toLower());
        return out;
    }
    // Decompose, then drop combining marks: "Müller" -> "muller", like remove_diacritics 2.
    const QString decomposed = word.toString().normalized(QString::NormalizationForm_KD);
    for (QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        out.append(c.toLower());
    }
    // FTS5 keeps ß as ß; lower-casing already matches it.
    return out;
}

QStringList Tokenizer::tokens(QStringView text)
{
    QStringList out;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool word = i < text.size() && isWordChar(text.at(i));
        if (word && start < 0) {
            start = i;
        } else if (!word && start >= 0) {
            out.append(fold(text.mid(start, i - start)));
            start = -1;
        }
    }
    return out;
}

} // namespace lotse
