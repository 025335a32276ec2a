// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FormatLimits.h"
#include "common/Result.h"

#include <QHash>
#include <QString>

namespace lotse {

// word/footnotes.xml and word/endnotes.xml: each note's text by its w:id (the separators Word keeps
// there, w:type="separator" and "continuationSeparator", left out).
class DocxNotes final
{
public:
    // `element`: "footnote" or "endnote".
    static Result<QHash<QString, QString>> read(const QByteArray& xml, QStringView element, const FormatLimits& limits);
};

} // namespace lotse
