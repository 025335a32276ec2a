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

QSet<QString> TermCoverage::tokensOf(const Hit& hit)
{
    QSet<QString> tokens;
    for (const QString& part : {hit.title, hit.headingPath.join(QLatin1Char(' ')), evidenceText(hit)}) {
        for (const QString& t : Tokenizer::tokens(part))
            tokens.insert(t);
    }
    return tokens;
}

TermCoverage TermCoverage::of(const QueryTerms& terms, const QSet<QString>& tokens)
{
    TermCoverage c;
    // A word the handbook never uses weighs as much as the most specific word it does use:
    // enough that "company pension" cannot pass on "company" alone, while a filler such as
    // "big" in "how big is my training budget" does not outweigh "training" and "budget".
    double maxPresent = 0;
    for (const QueryTerm& t : terms) {
        if (t.inIndex())
            maxPresent = std::max(maxPresent, t.idf);
    }
    double total = 0;
    double covered = 0;
    for (const QueryTerm& t : terms) {
        total += t.inIndex() || maxPresent == 0 ? t.idf : maxPresent;
        if (!t.inIndex()) {
            c.absent.append(t.word);
        } else if (const QueryTerm::Match m = t.match(tokens); m != QueryTerm::Match::None) {
            // "verloren" for "gestohlen" is evidence, but weaker than the word itself.
            covered += m == QueryTerm::Match::Own ? t.idf : 0.5 * t.idf;
            c.covered.append(t.word);
            if (m == QueryTerm::Match::Related)
                c.related.append(t.word);
        } else {
            c.missing.append(t.word);
        }
    }
    c.share = total > 0 ? covered / total : 0;
    return c;
}

} // namespace lotse
