// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: type detection and dispatch by name and content, as ingestion runs it. The
// first byte picks the file name, so a PDF named .md and the like are explored too.
#include "FuzzCommon.h"
#include "ingest/formats/DocumentParser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static const char* const names[] = {"a.md", "a.txt", "a.html", "a.pdf", "a.docx", "a.odt"};
    if (size == 0)
        return 0;
    const QString name = QString::fromLatin1(names[data[0] % 6]);
    const auto parsed =
        lotse::DocumentParser::parse(name, lotse::fuzz::bytes(data + 1, size - 1), lotse::fuzz::limits());
    if (parsed)
        lotse::fuzz::checkParsed(parsed.value());
    else
        lotse::fuzz::check(!parsed.error().message.isEmpty());
    return 0;
}
