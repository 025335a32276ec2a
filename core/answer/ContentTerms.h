// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/Language.h"

#include <QSet>
#include <QString>
#include <QStringView>

namespace lotse {

// The words that carry what a statement is about, comparable across wordings: no function words,
// figures or words about the handbook itself ("according to the handbook", "the passage says"),
// synonyms as one word (vacation = leave = Urlaub), stemmed in the text's language.
class ContentTerms final
{
public:
    enum class Units { Keep, Drop }; // "days", "Wochen": drop them where figures are compared on their own
    static QSet<QString> of(QStringView text, Language language, Units units = Units::Keep);
    // Says no: "not", "never", "without", "kein", "nicht", "ohne", "n't" (an odd count of them).
    static bool negated(QStringView text);
    // Speaks about the handbook, not the policy: "The handbook does not say how …", "Das Handbuch
    // nennt keine …", or frames what follows ("According to the handbook:").
    static bool isMeta(QStringView text);

private:
    static bool isFrameWord(const QString& folded);
    static QString canonical(const QString& folded);
};

} // namespace lotse
