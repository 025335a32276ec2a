// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the Html reader, then the cleaner and the chunker on what it made.
#include "FuzzCommon.h"
#include "ingest/formats/HtmlParser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const auto parsed = lotse::HtmlParser::parse(lotse::fuzz::bytes(data, size), lotse::fuzz::limits());
    if (parsed)
        lotse::fuzz::checkParsed(parsed.value());
    else
        lotse::fuzz::check(!parsed.error().message.isEmpty());
    return 0;
}
