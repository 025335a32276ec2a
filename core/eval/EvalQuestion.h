// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace lotse {

// One question of an evaluation set (format: shared/eval/README.md).
struct EvalQuestion
{
    QString id;
    QString corpus; // folder under the corpora folder; ignored with a single knowledge base
    QString question;
    QString lang;
    QString kind;                     // one of kinds()
    QStringList expectedSources;      // paths relative to the corpus folder; empty for unanswerable
    QStringList mustMention;          // short strings a correct answer contains
    QStringList mustNotMention;       // strings a correct answer never contains (a planted instruction)
    bool expectContradiction = false; // the evidence contradicts itself: the answer must say so
    QString notes;
    int line = 0; // where it was in the file

    bool isUnanswerable() const { return kind == unanswerableKind(); }
    static QString unanswerableKind() { return QStringLiteral("unanswerable"); }
    // In the order reports list them.
    static QStringList kinds()
    {
        return {QStringLiteral("direct"), QStringLiteral("misleading"), QStringLiteral("multi_hop"),
                QStringLiteral("comparison"), unanswerableKind()};
    }
};

} // namespace lotse
