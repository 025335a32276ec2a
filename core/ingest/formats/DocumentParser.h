// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FormatLimits.h"
#include "ParsedDocument.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace lotse {

// One entry point for every format: detects the type from content and name, then runs its parser.
// Error messages say what is wrong with the file and what to do; the caller puts the path in front.
class DocumentParser final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::DocumentParser)

public:
    // Raised whenever a reader changes the text it makes from a file (and with it the passages):
    // documents made by an older version are read again at the next sync (DocumentRecord).
    // 1: the Markdown cleaner only on Markdown files; NFKC in PDFs; HTML5 parser; list numbers and
    // notes in Word and OpenDocument files. 2: Pandoc's heading attributes ("{-}", "{#id .class}")
    // are no part of headings and titles. 3: an HTML table in Markdown is a Markdown table (a row a line).
    // 4: of several level-1 headings in a Markdown file, the first is no title (the file name is).
    // 5: Pandoc cross-references, citations and attributes in Markdown are no text ("\ref{fig:x}").
    // 6: a passage that starts inside a fenced code block opens with a fence of its own.
    // 7: a plain-text file's title line in capitals and numbered section lines are headings (Chunker).
    // 8: a Markdown heading without the space after its "#" ("#Salary", a line of its own) is one (Chunker).
    static constexpr int readerVersion = 8;

    static Result<ParsedDocument> parse(const QString& path, const QByteArray& bytes, const FormatLimits& limits);
    // For callers that already know the format (fuzzers, tests).
    static Result<ParsedDocument> parseAs(DocumentFormat format, const QByteArray& bytes, const FormatLimits& limits);
};

} // namespace lotse
