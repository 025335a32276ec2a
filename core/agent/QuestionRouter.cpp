// SPDX-License-Identifier: GPL-3.0-or-later
#include "QuestionRouter.h"

#include "ComparisonSides.h"

#include <QRegularExpression>

namespace lotse {

namespace {

// The words of comparing, one list for compares() and comparing(); compared folded or case-insensitively.
const QString& comparingWords()
{
    static const QString words = QStringLiteral("compar(?:e|es|ed|ing|ison|isons)|differ(?:s|ence|ences)?|versus|vs|"
                                                "vergleich\\w*|unterschied\\w*|unterscheid\\w*");
    return words;
}

} // namespace

bool QuestionRouter::compares(const QString& question)
{
    static const QRegularExpression comparison(
        QStringLiteral("\\b(%1|both|as well as|sowohl|beide[n]?)\\b").arg(comparingWords()),
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
    static const QRegularExpression word(QStringLiteral("^(?:%1)$").arg(comparingWords()));
    return word.match(foldedWord).hasMatch();
}

} // namespace lotse
