// SPDX-License-Identifier: GPL-3.0-or-later
#include "TermCoverage.h"

#include "text/Tokenizer.h"

#include <algorithm>

namespace lotse {

QString TermCoverage::evidenceText(const Hit& hit)
{
    QString text = hit.text;
    for (auto it = hit.instructions.crbegin(); it != hit.instructions.crend(); ++it)
        text.replace(it->start, it->length(), QString(it->length(), QLatin1Char(' ')));
    return text;
}

QSet<QString> TermCoverage::headingTokensOf(const Hit& hit)
{
    QSet<QString> tokens;
    for (const QString& part : {hit.title, hit.headingPath.join(QLatin1Char(' '))})
        tokens.unite(QueryTerm::tokenSet(Tokenizer::tokens(part)));
    return tokens;
}

QSet<QString> TermCoverage::tokensOf(const Hit& hit)
{
    QSet<QString> tokens = headingTokensOf(hit);
    tokens.unite(QueryTerm::textTokens(evidenceText(hit)));
    return tokens;
}

TermCoverage TermCoverage::of(const QueryTerms& terms, const QSet<QString>& tokens, double absent,
                              const QSet<QString>& implied)
{
    TermCoverage c;
    // A word the knowledge base never uses is mostly the asker's situation ("my baby", "last night"),
    // seldom the topic: it weighs a fraction of a typical word of the question. Whether the topic
    // itself is missing is judged by the anchors (HeuristicGrader), not by this weight.
    QList<double> present;
    for (const QueryTerm& t : terms) {
        if (t.inIndex())
            present.append(t.idf);
    }
    std::sort(present.begin(), present.end());
    const double typical = present.isEmpty() ? 1.0 : present.at(present.size() / 2);
    const double absentWeight = absent * typical;
    double total = 0;
    double covered = 0;
    for (const QueryTerm& t : terms) {
        const double place = t.where ? whereShare : 1.0;
        // An everyday phrase for an HR topic ("dress code") that the handbook lacks in every form is the topic
        // missing, not the asker's situation: it weighs as a typical word.
        const double missingWeight = t.idiom ? typical : absentWeight;
        total += place * (t.inIndex() ? t.idf : missingWeight);
        if (!t.inIndex() && !implied.contains(t.word)) {
            c.absent.append(t.word);
        } else if (const QueryTerm::Match m = t.match(tokens); m != QueryTerm::Match::None) {
            // "verloren" for "gestohlen" is evidence, but weaker than the word itself.
            covered += place * (m == QueryTerm::Match::Own ? t.idf : relatedWeight * t.idf);
            c.covered.append(t.word);
            if (m == QueryTerm::Match::Related)
                c.related.append(t.word);
            // The word's own rarity, also when a related word matched: anchors only from the word itself
            // refused a third more answerable questions for a few more right refusals (docs/eval-dev.md).
            // Not a word the handbook has only a thesaurus's sense of ("dog" for "track").
            if (!t.thesaurusOnly)
                c.anchorDf.append(t.documentFrequency);
        } else if (implied.contains(t.word)) {
            // Not an anchor: it says what is asked, not what about.
            covered += place * relatedWeight * (t.inIndex() ? t.idf : missingWeight);
            c.covered.append(t.word);
            c.related.append(t.word);
            c.implied.append(t.word);
        } else if (t.where) {
            c.elsewhere.append(t.word);
        } else {
            c.missing.append(t.word);
        }
    }
    c.share = total > 0 ? covered / total : 0;
    return c;
}

} // namespace lotse
