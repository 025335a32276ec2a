// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "retrieval/Hit.h"

#include <QList>
#include <QString>

namespace lotse {

// Text from documents and users, made safe to stand inside a prompt. Passages are wrapped in
// <passage id=… source=…> … </passage>; anything inside a document that a reader would take for one of
// the prompt's tags is rewritten as "(/passage)", whatever its spelling ("< /PASSAGE >", "＜/passage＞",
// "<\u200B/passage>", "&lt;/passage&gt;"): the text is folded first (TextFold), then neutralised.
// Sentences that speak to an AI assistant (InstructionDetector) stay, as data, between ⟦ and ⟧,
// and their passage says so in an attribute.
class PromptData final
{
public:
    static QString neutralise(QStringView text);
    static QString passage(const Hit& hit);
    static QString passages(const QList<Hit>& hits);

    static QString instructionOpen() { return QStringLiteral("⟦"); }
    static QString instructionClose() { return QStringLiteral("⟧"); }
};

} // namespace lotse
