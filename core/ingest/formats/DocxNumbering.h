// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FormatLimits.h"
#include "ListNumbering.h"
#include "common/Result.h"

#include <QHash>
#include <QString>

namespace lotse {

// word/numbering.xml: which list (w:num) uses which definition (w:abstractNum), with its restarts
// (w:lvlOverride/w:startOverride). Lists of one definition count on from one another, as in Word,
// unless a w:num restarts levels: that one counts on its own.
class DocxNumbering final
{
public:
    static Result<DocxNumbering> read(const QByteArray& numberingXml, const FormatLimits& limits);
    // Counts a paragraph of list `numId` at level `ilvl` and returns its label; empty for bullets,
    // for numId 0 (numbering switched off) and for lists the file does not define.
    QString next(const QString& numId, int ilvl);

private:
    struct Num
    {
        QString abstractId;
        QHash<int, int> startOverrides;
        bool counted = false;
    };

    QHash<QString, QList<ListNumbering::Level>> m_definitions; // abstractNumId → levels 0..8
    QHash<QString, Num> m_nums;
    QHash<QString, ListNumbering> m_counters; // per abstractNumId, or per numId that restarts
};

} // namespace lotse
