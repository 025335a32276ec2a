// SPDX-License-Identifier: GPL-3.0-or-later
#include "Conjoined.h"

#include "text/StopWords.h"
#include "text/Tokenizer.h"

#include <QRegularExpression>

namespace lotse {

namespace {

bool joins(const QString& token)
{
    static const QStringList words{QStringLiteral(","),   QStringLiteral("and"),  QStringLiteral("or"),
                                   QStringLiteral("und"), QStringLiteral("oder"), QStringLiteral("sowie")};
    return words.contains(token);
}

bool endsClause(const QString& token)
{
    return token.size() == 1 && QStringLiteral(".!?;:").contains(token.front());
}

// The question's words, folded, and its punctuation.
QStringList tokensOf(const QString& question)
{
    static const QRegularExpression token(QStringLiteral("\\w+|[,.!?;:]"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    QStringList tokens;
    for (auto it = token.globalMatch(question); it.hasNext();)
        tokens.append(Tokenizer::fold(it.next().captured()));
    return tokens;
}

// The index of the next content word after `from` when only a joining word and function words lie between,
// else -1. `conjunction` turns true where a word ("and") joins them, not a comma alone.
qsizetype nextInList(const QStringList& tokens, qsizetype from, bool& conjunction)
{
    bool joined = false;
    for (qsizetype i = from + 1; i < tokens.size(); ++i) {
        if (endsClause(tokens.at(i)))
            return -1;
        if (joins(tokens.at(i))) {
            joined = true;
            conjunction = conjunction || tokens.at(i) != QLatin1String(",");
        } else if (!StopWords::contains(tokens.at(i)))
            return joined ? i : -1;
    }
    return -1;
}

} // namespace

bool Conjoined::withAny(const QString& question, const QString& word, const QStringList& others)
{
    const QStringList tokens = tokensOf(question);
    // Lists are walked from their first word: each word is joined with the one after it.
    QList<qsizetype> group;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        if (StopWords::contains(tokens.at(i)) || joins(tokens.at(i)) || endsClause(tokens.at(i)))
            continue;
        group = {i};
        // A list has a conjunction: commas alone join other things ("the company supports, like a sabbatical").
        bool conjunction = false;
        for (qsizetype next = nextInList(tokens, i, conjunction); next >= 0;
             next = nextInList(tokens, next, conjunction))
            group.append(next);
        bool hasWord = false;
        bool hasOther = false;
        for (qsizetype at : std::as_const(group)) {
            hasWord = hasWord || tokens.at(at) == word;
            hasOther = hasOther || (tokens.at(at) != word && others.contains(tokens.at(at)));
        }
        if (hasWord && hasOther && conjunction)
            return true;
        i = group.last();
    }
    return false;
}

} // namespace lotse
