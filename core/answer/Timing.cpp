// SPDX-License-Identifier: GPL-3.0-or-later
#include "Timing.h"

#include "Quantity.h"

#include <QRegularExpression>

namespace lotse {

bool Timing::asked(QStringView question)
{
    // English "when" also joins a clause ("What do I do when my laptop is stolen?"): it asks only where a
    // clause starts, as Contact::asked() reads "who".
    static const QRegularExpression re(
        QStringLiteral(R"(\b(how long|how soon|by when|until when|what time|wann|wie lange|um wie viel uhr|)"
                       R"(wie sp(ä|ae)t|welche uhrzeit)\b|(^|[.,;:!?(–-]\s*|\b(and|or|but|so)\s+)when\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return re.match(question).hasMatch();
}

bool Timing::verb(const QString& folded)
{
    // Inflected forms as questions use them; not "last" or "ende", which are as often adjective and noun.
    static const QRegularExpression re(
        QStringLiteral(R"(^(start(s|ed)?|begin(s)?|began|end(s|ed)?|finish(es|ed)?|expire(s|d)?|due|)"
                       R"(beginn(t|en)?|begann|anfangen|fangt|endet|enden|aufhoren|hort|ablaufen|lauft|verfall(t|en)|)"
                       R"(losgehen|startet|starten)$)"));
    return re.match(folded).hasMatch();
}

bool Timing::statedIn(QStringView text)
{
    static const QStringList kinds{QStringLiteral("time"), QStringLiteral("date"), QStringLiteral("day"),
                                   QStringLiteral("month"), QStringLiteral("minute")};
    return Quantity::statedIn(text, kinds);
}

} // namespace lotse
