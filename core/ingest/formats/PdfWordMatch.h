// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lotse {

// Finds where a passage begins among a page's words (as the PDF lays them out), so its first words
// can be marked on the page image. Words are compared case-folded with punctuation and Markdown
// marks dropped, so "Leave," in the PDF matches "leave" in the passage and "# Title" matches "Title".
class PdfWordMatch final
{
public:
    struct Span
    {
        qsizetype first = -1; // index into the page's words; -1: not found
        qsizetype count = 0;
    };

    // The longest run of the passage's first `maxWords` words found in `pageWords` (the first such run
    // when several are equally long). A run shorter than `minWords` (or than the whole passage, when it
    // is shorter) counts as not found: single common words would mark random places.
    static Span find(const QStringList& pageWords, const QString& passage, int maxWords = 12, int minWords = 3);
    // A word as compared: case-folded letters and digits only.
    static QString normalized(QStringView word);
};

} // namespace lotse
