// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the Markdown cleaner and the chunker on arbitrary text, with chunk sizes taken
// from the first two bytes; and the same text chunked as a plain-text file (typed headings).
#include "FuzzCommon.h"

#include <QString>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size < 2)
        return 0;
    lotse::ChunkerOptions options;
    options.maxChars = 50 + data[0] * 8;
    options.overlapChars = data[1] * 2;
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data + 2), qsizetype(size - 2));
    const lotse::MarkdownCleaner::Cleaned cleaned = lotse::MarkdownCleaner::clean(text);
    lotse::fuzz::check(cleaned.text.size() == text.size());
    const auto chunks = lotse::Chunker(options).chunk(cleaned.text, cleaned.title);
    for (const lotse::TextChunk& c : chunks) {
        lotse::fuzz::check(c.start >= 0 && c.start <= c.end && c.end <= cleaned.text.size());
        lotse::fuzz::check(!c.text.isEmpty());
    }
    lotse::Chunker::titleHeading(cleaned.text);
    const QString title = lotse::PlainTextHeadings::title(text);
    for (const lotse::TextChunk& c :
         lotse::Chunker(options).chunk(text, title, {}, lotse::Chunker::Markup::PlainText)) {
        lotse::fuzz::check(c.start >= 0 && c.start <= c.end && c.end <= text.size());
        lotse::fuzz::check(!c.text.isEmpty());
    }
    return 0;
}
