// SPDX-License-Identifier: GPL-3.0-or-later
#include "Tokenizer.h"

namespace lotse {

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c.category() == QChar::Mark_NonSpacing;
}

} // namespace

namespace {

// FTS5's remove_diacritics strips the marks of Latin letters only: "ά" and "ё" stay, "é" is "e".
bool isLatin(char16_t c)
{
    return c < 0x250 || (c >= 0x1E00 && c <= 0x1EFF);
}

// The combining diacritical marks FTS5 drops wherever they stand (decomposed text: "cafe\u0301").
bool isDiacritic(char16_t c)
{
    return c >= 0x300 && c <= 0x36F;
}

// A Latin letter without its marks, by canonical decomposition only: compatibility forms ("ﬁ", "²",
// "½", "ǅ") are letters and numbers of their own in FTS5 and stay as they are.
void appendBase(QString& out, QChar c)
{
    if (!isLatin(c.unicode()) || c.decompositionTag() != QChar::Canonical) {
        out.append(c.toLower()); // again: "İ" lowered keeps its dot, decomposed it is "I"
        return;
    }
    for (QChar part : c.decomposition()) {
        if (!isDiacritic(part.unicode()))
            appendBase(out, part);
    }
}

} // namespace

QString Tokenizer::fold(QStringView word)
{
    QString out;
    out.reserve(word.size());
    for (QChar c : word) {
        if (c.unicode() < 0x80) {
            out.append(c.toLower());
            continue;
        }
        if (isDiacritic(c.unicode()))
            continue;
        appendBase(out, c.toLower());
    }
    // FTS5 keeps ß as ß; lower-casing already matches it.
    return out;
}

namespace {

template <typename Word>
QStringList split(QStringView text, Word word)
{
    QStringList out;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool inWord = i < text.size() && isWordChar(text.at(i));
        if (inWord && start < 0) {
            start = i;
        } else if (!inWord && start >= 0) {
            out.append(word(text.mid(start, i - start)));
            start = -1;
        }
    }
    return out;
}

} // namespace

QStringList Tokenizer::tokens(QStringView text)
{
    return split(text, [](QStringView w) { return fold(w); });
}

QStringList Tokenizer::written(QStringView text)
{
    return split(text, [](QStringView w) { return w.toString().toLower(); });
}

} // namespace lotse
