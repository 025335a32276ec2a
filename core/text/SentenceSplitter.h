// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace lotse {

struct TextSpan
{
    qsizetype start = 0;
    qsizetype end = 0; // exclusive
    qsizetype length() const { return end - start; }
};

// Splits prose into sentences (English and German). Markdown list items and table rows
// count as sentences of their own. Returns spans into the input; leading and trailing
// white space is excluded from each span.
class SentenceSplitter final
{
public:
    static QList<TextSpan> split(QStringView text);

private:
    static bool isAbbreviation(QStringView text, qsizetype dotPos);
    static void splitUnit(QStringView text, qsizetype start, qsizetype end, QList<TextSpan>& out);
};

} // namespace lotse
