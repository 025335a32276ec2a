// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the DOCX reader on word/document.xml itself (mutating XML finds more than mutating
// the zip around it); a form feed in the input separates an optional styles.xml.
#include "FuzzCommon.h"
#include "ingest/formats/DocxParser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray input = lotse::fuzz::bytes(data, size);
    const qsizetype split = input.indexOf('\f');
    const QByteArray document = split < 0 ? input : input.left(split);
    const QByteArray styles = split < 0 ? QByteArray() : input.mid(split + 1);
    const auto parsed = lotse::DocxParser::parseXml(document, styles, lotse::fuzz::limits());
    if (parsed)
        lotse::fuzz::checkParsed(parsed.value());
    else
        lotse::fuzz::check(!parsed.error().message.isEmpty());
    return 0;
}
