// SPDX-License-Identifier: GPL-3.0-or-later
#include "TermCoverage.h"

#include "text/Tokenizer.h"

namespace lotse {

QSet<QString> TermCoverage::tokensOf(const Hit& hit)
{
    QSet<QString> tokens;
    for (const QString& part : {hit.title, hit.headingPath.join(QLatin1Char(' ')), hit.text}) {
        for (const QString& t : Tokenizer::tokens(part))
            tokens.insert(t);
    }
    return tokens;
}

TermCoverage TermCoverage::of(const QueryTerms& terms, const QSet<QString>& tokens)
{
    TermCoverage c;
    double total = 0;
    double covered = 0;
    for (const QueryTerm& t : terms) {
        total += t.idf;
        if (!t.inIndex()) {
            c.absent.append(t.word);
        } else if (t.matches(tokens)) {
            covered += t.idf;
            c.covered.append(t.word);
        } else {
            c.missing.append(t.word);
        }
    }
    c.share = total > 0 ? covered / total : 0;
    return c;
}

} // namespace lotse
