// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the ODT reader on content.xml itself (mutating XML finds more than mutating the
// zip around it).
#include "FuzzCommon.h"
#include "ingest/formats/OdtParser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const auto parsed = lotse::OdtParser::parseContent(lotse::fuzz::bytes(data, size), lotse::fuzz::limits());
    if (parsed)
        lotse::fuzz::checkParsed(parsed.value());
    else
        lotse::fuzz::check(!parsed.error().message.isEmpty());
    return 0;
}
