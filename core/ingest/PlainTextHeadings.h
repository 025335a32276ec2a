// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace lotse {

// Headings as people type them in a plain-text file, for the chunker to keep the file's sections (as
// the Word and HTML readers write theirs): a title line in capitals ("KRANKMELDUNG UND
// ARBEITSUNFÄHIGKEIT") and numbered section lines between blank lines ("1. Krank melden am ersten Tag",
// "2.3 Nachweise"). Without them a text file was one section, and answers quoted its title line as a
// statement. The text itself is not changed: the source view shows the file as it is.
class PlainTextHeadings final
{
public:
    // The heading level `line` has (1 for the file's title, 2 and deeper for sections), 0 when it is
    // no heading. `first`: no text line comes before it.
    static int level(QStringView line, bool blankBefore, bool blankAfter, bool first);
    // The file's first line when it is a title in capitals; empty otherwise.
    static QString title(const QString& text);

private:
    static constexpr int maxHeadingWords = 8;
    static constexpr int maxHeadingLength = 80;
};

} // namespace lotse
