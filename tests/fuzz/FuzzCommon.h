// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/Chunker.h"
#include "ingest/MarkdownCleaner.h"
#include "ingest/PlainTextHeadings.h"
#include "ingest/formats/FormatLimits.h"
#include "ingest/formats/ParsedDocument.h"

#include <QByteArray>
#include <QLoggingCategory>
#include <cstdint>
#include <cstdlib>

namespace lotse::fuzz {

inline QByteArray bytes(const uint8_t* data, size_t size)
{
    return QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
}

// Lower limits than the app's, so one input stays within libFuzzer's memory and time budget; the
// limits themselves are what keeps hostile inputs bounded.
inline FormatLimits limits()
{
    static const bool quiet = [] {
        QLoggingCategory::setFilterRules(QStringLiteral("*.debug=false\n*.info=false"));
        return true;
    }();
    Q_UNUSED(quiet);
    FormatLimits l;
    l.maxUnpackedBytes = 32 * 1024 * 1024;
    l.maxTextChars = 4 * 1024 * 1024;
    l.maxPdfPages = 200;
    return l;
}

inline void check(bool condition)
{
    if (!condition)
        std::abort(); // libFuzzer records the input as a crash
}

// What every parser must give the rest of Lotse: text the cleaner keeps the same length and the
// chunker splits into spans inside the text, and pages in order inside it.
inline void checkParsed(const ParsedDocument& doc)
{
    for (qsizetype i = 0; i < doc.pageStarts.size(); ++i) {
        check(doc.pageStarts.at(i) >= 0 && doc.pageStarts.at(i) <= doc.text.size() + 2);
        check(i == 0 || doc.pageStarts.at(i) >= doc.pageStarts.at(i - 1));
    }
    const MarkdownCleaner::Cleaned cleaned = MarkdownCleaner::clean(doc.text);
    check(cleaned.text.size() == doc.text.size());
    for (const TextChunk& c : Chunker().chunk(cleaned.text, cleaned.title, doc.pageStarts)) {
        check(c.start >= 0 && c.start <= c.end && c.end <= cleaned.text.size());
        const int page = doc.pageAt(c.start);
        check(doc.pageStarts.isEmpty() ? page == 0 : (page >= 1 && page <= doc.pageStarts.size()));
        check(c.end == c.start || doc.pageAt(c.end - 1) == page); // no passage spans two pages
    }
}

} // namespace lotse::fuzz
