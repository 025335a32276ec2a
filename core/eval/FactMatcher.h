// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse {

// Whether an answer mentions a key fact: a case-insensitive substring check after normalising both
// sides the same way (whitespace, typographic dashes and quotes, Markdown emphasis and links, and
// English and German number words to digits: "three" and "3" match, "sixth" and "6th" too).
// Citation links are removed first, so a fact in a cited heading's label does not count.
class FactMatcher final
{
public:
    static bool contains(const QString& answer, const QString& fact);
    static QString normalized(const QString& text);
    static QString withoutCitations(const QString& markdown);
};

} // namespace lotse
