// SPDX-License-Identifier: GPL-3.0-or-later
#include "RenderedSpan.h"

#include "TextFold.h"

#include <algorithm>
#include <cstdlib>

namespace lotse {

namespace {
// Three words rarely repeat by chance; fewer would, more would fail on a word rendering changed.
constexpr qsizetype runLength = 3;
// How far into the span (and back from its end) an anchoring run is looked for.
constexpr qsizetype maxSkip = 24;
} // namespace

QList<RenderedSpan::Word> RenderedSpan::words(QStringView text, TextSpan within)
{
    QList<Word> out;
    const qsizetype end = std::min(within.end, text.size());
    qsizetype i = std::max<qsizetype>(within.start, 0);
    while (i < end) {
        if (!text[i].isLetterOrNumber()) {
            ++i;
            continue;
        }
        const qsizetype start = i;
        while (i < end && text[i].isLetterOrNumber())
            ++i;
        out.append({TextFold::key(text.mid(start, i - start)), {start, i}});
    }
    return out;
}

qsizetype RenderedSpan::findRun(const QList<Word>& hay, const QList<Word>& needle, qsizetype first, qsizetype count,
                                qsizetype near)
{
    qsizetype best = -1;
    for (qsizetype h = 0; h + count <= hay.size(); ++h) {
        bool same = true;
        for (qsizetype k = 0; k < count && same; ++k)
            same = hay[h + k].key == needle[first + k].key;
        if (same && (best < 0 || std::llabs(hay[h].span.start - near) < std::llabs(hay[best].span.start - near)))
            best = h;
    }
    return best;
}

std::optional<TextSpan> RenderedSpan::map(QStringView source, TextSpan span, QStringView rendered)
{
    const QList<Word> needle = words(source, span);
    const QList<Word> hay = words(rendered, {0, rendered.size()});
    if (needle.isEmpty() || hay.isEmpty() || source.isEmpty())
        return std::nullopt;
    const qsizetype count = std::min(runLength, needle.size());
    const auto near = [&](qsizetype at) { return qsizetype(double(at) / double(source.size()) * rendered.size()); };
    qsizetype startWord = -1;
    for (qsizetype skip = 0; skip <= maxSkip && skip + count <= needle.size() && startWord < 0; ++skip)
        startWord = findRun(hay, needle, skip, count, near(needle[skip].span.start));
    if (startWord < 0)
        return std::nullopt;
    // The end: the last run that stands after the start, its last word the span's end.
    const QList<Word> after = hay.mid(startWord);
    for (qsizetype skip = 0; skip <= maxSkip && skip + count <= needle.size(); ++skip) {
        const qsizetype first = needle.size() - count - skip;
        const qsizetype at = findRun(after, needle, first, count, near(needle[first].span.start));
        if (at >= 0)
            return TextSpan{hay[startWord].span.start, after[at + count - 1].span.end};
    }
    return TextSpan{hay[startWord].span.start, hay[startWord + count - 1].span.end};
}

std::optional<TextSpan> RenderedSpan::findWords(QStringView haystack, TextSpan within, QStringView needle)
{
    const QList<Word> want = words(needle, {0, needle.size()});
    const QList<Word> hay = words(haystack, within);
    if (want.isEmpty())
        return std::nullopt;
    const qsizetype at = findRun(hay, want, 0, want.size(), within.start);
    if (at < 0)
        return std::nullopt;
    return TextSpan{hay[at].span.start, hay[at + want.size() - 1].span.end};
}

} // namespace lotse
