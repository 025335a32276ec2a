// SPDX-License-Identifier: GPL-3.0-or-later
#include "QuestionRouter.h"

#include "ComparisonSides.h"

#include <QRegularExpression>

namespace lotse {

bool QuestionRouter::compares(const QString& question)
{
    static const QRegularExpression comparison(
        QStringLiteral("\\b(compare[sd]?|comparison|difference|differ[s]?|versus|vs\\.?|both|as well as|"
                       "vergleich\\w*|unterschied\\w*|unterscheide\\w*|sowohl|beide[n]?)\\b"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    // A wording whose two sides can be named is one too ("Wie verhält sich X zu Y?").
    return comparison.match(question).hasMatch() || ComparisonSides::of(question).size() >= 2;
}

bool QuestionRouter::isComplex(const QString& question)
{
    if (compares(question))
        return true;
    // Several questions in one: "When does X start? And who approves Y?"
    return question.count(QLatin1Char('?')) >= 2;
}

bool QuestionRouter::comparing(const QString& foldedWord)
{
    static const QRegularExpression word(
        QStringLiteral("^(compar(e|es|ed|ing|ison|isons)|differ(s|ence|ences)?|versus|vs|vergleich\\w*|"
                       "unterschied\\w*|unterscheid\\w*)$"));
    return word.match(foldedWord).hasMatch();
}

} // namespace lotse
