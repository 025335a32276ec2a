// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FormatLimits.h"
#include "ListNumbering.h"
#include "common/Result.h"

#include <QHash>
#include <QList>
#include <QString>

namespace lotse {

// The list styles of an OpenDocument text (text:list-style in content.xml's automatic styles and in
// styles.xml), the paragraph styles that name one (style:list-style-name), and the outline style that
// numbers headings: what a list's numbers look like, level by level.
struct OdtListStyles
{
    QHash<QString, QList<ListNumbering::Level>> lists; // list style → levels 0..9
    QHash<QString, QString> paragraphLists;            // paragraph style → list style
    QList<ListNumbering::Level> outline;               // headings; style None where unnumbered

    // A list style's levels; bullets for a style the document does not define (or none).
    QList<ListNumbering::Level> levels(const QString& listStyle) const;
    static QList<ListNumbering::Level> bullets();
    // Adds what `xml` (content.xml or styles.xml) defines.
    Status read(const QByteArray& xml, const QString& part, const FormatLimits& limits);
};

} // namespace lotse
