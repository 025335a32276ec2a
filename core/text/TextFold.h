// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SentenceSplitter.h"

#include <QList>
#include <QString>
#include <optional>

namespace lotse {

// Text as a reader sees it, for comparing and searching: compatibility forms decomposed (NFKC:
// fullwidth "＜" is "<", "ﬁ" is "fi"), lower case without diacritics, invisible format characters
// (zero-width spaces, soft hyphens, bidi marks) gone, typographic quotes and dashes as ASCII, runs of
// white space as one space. Every folded character remembers the source characters it came from, so
// a match in the folded text is a span of the original.
class TextFold final
{
public:
    struct Options
    {
        bool decodeEntities = false; // "&lt;", "&#60;", "&#x3C;" (";" optional) as the characters they name
        bool unifyBrackets = false;  // "‹", "〈", "⟨", "ᐸ" … as "<" and ">" (what a reader takes for a tag)
        bool sourceMap = true;       // false: the folded text alone (start and end stay empty)
    };
    struct Folded
    {
        QString text;
        QList<qsizetype> start; // per folded character: where its source begins …
        QList<qsizetype> end;   // … and ends (exclusive)
        TextSpan source(qsizetype from, qsizetype length) const;
    };

    static Folded fold(QStringView text, Options options);
    static Folded fold(QStringView text) { return fold(text, Options{}); }
    // Where `needle` stands in `haystack`, compared folded; the span is in `haystack`.
    static std::optional<TextSpan> find(QStringView haystack, QStringView needle);
    // The folded form alone.
    static QString key(QStringView text) { return fold(text, {false, false, false}).text; }

private:
    static bool isInvisible(char32_t c);
    static qsizetype entityAt(QStringView text, qsizetype i, char32_t& decoded);
    static char32_t unified(char32_t c, const Options& options);
};

} // namespace lotse
