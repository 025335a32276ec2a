// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SentenceSplitter.h"

#include <QList>
#include <QStringView>
#include <optional>

namespace lotse {

// Where a span of a Markdown source stands in the text it renders to. Rendering drops the markup
// ("##", "**", "- ", table pipes, link targets) but keeps the words in their order, so the span is
// found by its words: the first and the last run of a few words that the rendered text holds, the
// occurrence nearest to where the span stands proportionally (a handbook repeats phrases).
class RenderedSpan final
{
public:
    static std::optional<TextSpan> map(QStringView source, TextSpan span, QStringView rendered);
    // `needle`'s words as one run within `within` of `haystack`, markup between them ignored.
    static std::optional<TextSpan> findWords(QStringView haystack, TextSpan within, QStringView needle);

    struct Word
    {
        QString key; // folded
        TextSpan span;
    };
    static QList<Word> words(QStringView text, TextSpan within);

private:
    // The first index in `hay` where `run` stands as consecutive words, nearest to `near`; -1: none.
    static qsizetype findRun(const QList<Word>& hay, const QList<Word>& needle, qsizetype first, qsizetype count,
                             qsizetype near);
};

} // namespace lotse
