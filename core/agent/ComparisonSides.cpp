// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComparisonSides.h"

#include "retrieval/Vocabulary.h"

#include <QRegularExpression>

namespace lotse {

namespace {

const QList<QRegularExpression>& patterns()
{
    const auto options = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;
    static const QList<QRegularExpression> list{
        QRegularExpression(QStringLiteral("^(?:how|in what way)\\s+(?:does|do|did|would)\\s+(?<x>.+?)\\s+compare\\s+"
                                          "(?:with|to|against)\\s+(?<y>.+?)$"),
                           options),
        QRegularExpression(QStringLiteral("\\bdifferences?\\s+between\\s+(?<x>.+?)\\s+and\\s+(?<y>.+?)$"), options),
        // "with" before "to": "compare the cost to employees with the cost to the company"
        QRegularExpression(QStringLiteral("^(?:please\\s+)?compare\\s+(?<x>.+)\\s+(?:with|against)\\s+(?<y>.+?)$"),
                           options),
        QRegularExpression(QStringLiteral("^(?:please\\s+)?compare\\s+(?<x>.+?)\\s+(?:to|and)\\s+(?<y>.+?)$"), options),
        QRegularExpression(QStringLiteral("^(?<x>.+?)\\s+(?:vs\\.?|versus)\\s+(?<y>.+?)$"), options),
        QRegularExpression(QStringLiteral("\\bunterschied\\w*\\s+zwischen\\s+(?<x>.+?)\\s+und\\s+(?<y>.+?)$"), options),
        QRegularExpression(QStringLiteral("^wie\\s+verh[äa]lt\\s+sich\\s+(?<x>.+?)\\s+zu[mr]?\\s+(?<y>.+?)$"), options),
        QRegularExpression(QStringLiteral("^(?<x>.+?)\\s+im\\s+vergleich\\s+(?:zu[mr]?|mit)\\s+(?<y>.+?)$"), options),
        QRegularExpression(QStringLiteral("^vergleich(?:e|en)?\\s+(?<x>.+)\\s+mit\\s+(?<y>.+?)$"), options),
        // "Which needs more notice: asking for days off or signing up for a course?", "Was dauert länger: X oder
        // Y?": the sides follow the comparative's colon or comma; the second ends with the first question.
        QRegularExpression(QStringLiteral("^(?:which|what)\\b[^:?]*?\\b(?:%1)\\b[^:?]*?[:,]\\s*(?<x>[^?]+?),?\\s+or\\s+"
                                          "(?<y>[^?]+?)(?:\\?.*)?$")
                               .arg(QStringLiteral("more|less|fewer|longer|shorter|earlier|later|sooner|higher|"
                                                   "lower|bigger|larger|smaller|better|worse|faster|cheaper|greater")),
                           options),
        QRegularExpression(
            QStringLiteral("^(?:was|welche[rsnm]?|wo)\\b[^:?]*?\\b(?:%1)\\b[^:?]*?[:,]\\s*(?<x>[^?]+?),?\\s+"
                           "oder\\s+(?<y>[^?]+?)(?:\\?.*)?$")
                .arg(QStringLiteral("mehr|weniger|länger|kürzer|früher|später|eher|höher|niedriger|"
                                    "größer|kleiner|besser|schlechter|schneller|günstiger|teurer|"
                                    "billiger")),
            options),
    };
    return list;
}

// A side without the articles and possessives in front and the punctuation at its end.
QString cleaned(QString side)
{
    static const QRegularExpression leading(
        QStringLiteral("^(?:the|a|an|my|our|your|der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|"
                       "meinen|unser|unsere|unseren|ihr|ihre)\\s+"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression trailing(QStringLiteral("[\\s?.!,;:]+$"));
    // "Which is cheaper: train vs. plane": the side starts after the question's opening.
    side = side.mid(side.lastIndexOf(QLatin1Char(':')) + 1).trimmed().remove(trailing);
    return side.remove(leading).trimmed();
}

} // namespace

QStringList ComparisonSides::of(const QString& question)
{
    static const QRegularExpression end(QStringLiteral("[\\s?.!]+$"));
    const QString text = question.simplified().remove(end);
    for (const QRegularExpression& pattern : patterns()) {
        const QRegularExpressionMatch m = pattern.match(text);
        if (!m.hasMatch())
            continue;
        const QString x = cleaned(m.captured(QStringLiteral("x")));
        const QString y = cleaned(m.captured(QStringLiteral("y")));
        if (Vocabulary::keywords(x).isEmpty() || Vocabulary::keywords(y).isEmpty()
            || x.compare(y, Qt::CaseInsensitive) == 0)
            return {};
        return {x, y};
    }
    return {};
}

} // namespace lotse
