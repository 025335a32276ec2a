// SPDX-License-Identifier: GPL-3.0-or-later
#include "QueryTerm.h"

#include "text/Tokenizer.h"
#include "text/lexicon/ImpliedWords.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>

namespace lotse {

QueryTerm::Match QueryTerm::match(const QSet<QString>& tokens) const
{
    const Match m = wordMatch(tokens);
    if (said.isEmpty())
        return m;
    const auto held = [&](const QString& f) { return tokens.contains(f); };
    if (std::any_of(meant.cbegin(), meant.cend(), held))
        return Match::Own;
    return m == Match::Own && std::none_of(said.cbegin(), said.cend(), held) ? Match::Related : m;
}

QueryTerm::Match QueryTerm::wordMatch(const QSet<QString>& tokens) const
{
    if (tokens.contains(word))
        return Match::Own;
    for (const QString& pair : pairs) {
        if (tokens.contains(pair))
            return Match::Own;
    }
    const auto any = [&](const QStringList& forms) {
        return std::any_of(forms.cbegin(), forms.cend(), [&](const QString& f) { return tokens.contains(f); });
    };
    for (const auto& [head, tail] : wholes) {
        if (any(head) && any(tail))
            return Match::Own;
    }
    Match best = Match::None;
    for (qsizetype i = 0; i < forms.size(); ++i) {
        if (!tokens.contains(forms.at(i)) || sideForms.contains(forms.at(i)))
            continue;
        if (i < ownForms)
            return Match::Own;
        best = Match::Related;
    }
    return best;
}

bool QueryTerm::writtenIn(const QSet<QString>& tokens) const
{
    const auto held = [&](const QString& f) { return tokens.contains(f); };
    return tokens.contains(word)
           || std::any_of(forms.cbegin(), forms.cbegin() + std::min<qsizetype>(writtenForms, forms.size()), held)
           || std::any_of(pairs.cbegin(), pairs.cend(), held);
}

QSet<QString> QueryTerm::tokenSet(const QStringList& words)
{
    QSet<QString> tokens(words.cbegin(), words.cend());
    for (qsizetype i = 1; i < words.size(); ++i)
        tokens.insert(words.at(i - 1) + QLatin1Char(' ') + words.at(i));
    return tokens;
}

QSet<QString> QueryTerm::textTokens(QStringView text)
{
    const QStringList words = Tokenizer::tokens(text);
    QSet<QString> tokens = tokenSet(words);
    // "father-in-law" is no father: a bereavement rule listing the in-laws answered "Wie lange dauert die
    // Elternzeit für Väter?" (the tokenizer splits at hyphens, as the index does).
    static const QRegularExpression inLaw(QStringLiteral(R"((\w+)-in-law\b)"),
                                          QRegularExpression::CaseInsensitiveOption
                                              | QRegularExpression::UseUnicodePropertiesOption);
    QHash<QString, int> asInLaw;
    // Most texts have none: no pattern run for them (this is called for every sentence the grader reads).
    if (text.contains(u"-in-law", Qt::CaseInsensitive)) {
        for (auto it = inLaw.globalMatch(text); it.hasNext();)
            ++asInLaw[Tokenizer::fold(it.next().captured(1))];
    }
    for (auto it = asInLaw.cbegin(); it != asInLaw.cend(); ++it) {
        if (words.count(it.key()) <= it.value())
            tokens.remove(it.key());
    }
    for (const QString& word : ImpliedWords::of(text))
        tokens.insert(word);
    return tokens;
}

} // namespace lotse
