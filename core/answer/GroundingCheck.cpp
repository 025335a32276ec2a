// SPDX-License-Identifier: GPL-3.0-or-later
#include "GroundingCheck.h"

#include "CitationLink.h"
#include "ClaimChecker.h"
#include "ContentTerms.h"
#include "Quantity.h"
#include "text/TextFold.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <algorithm>

namespace lotse {

bool GroundingCheck::isClaim(const Statement& statement)
{
    if (statement.heading || ContentTerms::isMeta(statement.text))
        return false;
    const Language language = LanguageGuess::of(statement.text);
    return !ContentTerms::of(statement.text, language).isEmpty() || !Quantity::in(statement.text).isEmpty();
}

QList<Statement> GroundingCheck::claimStatements(const QString& markdown)
{
    QList<Statement> out = StatementSplitter::split(markdown);
    out.removeIf([](const Statement& s) { return !isClaim(s); });
    return out;
}

void GroundingCheck::markMain(QList<Claim>& claims, const QString& question)
{
    if (claims.isEmpty())
        return;
    const Language language = LanguageGuess::of(question);
    const QSet<QString> asked = ContentTerms::of(question, language);
    const bool figure = Quantity::asked(question);
    qsizetype best = 0;
    double bestScore = -1;
    for (qsizetype i = 0; i < claims.size(); ++i) {
        const QString& text = claims.at(i).text;
        double score = double((ContentTerms::of(text, LanguageGuess::of(text)) & asked).size());
        if (figure && !Quantity::in(text).isEmpty())
            score += 0.5;
        if (score > bestScore) {
            best = i;
            bestScore = score;
        }
    }
    claims[best].main = true;
}

void GroundingCheck::markNamed(QList<Contradiction>& contradictions, const QString& markdown)
{
    // Named: the answer says there is a contradiction and cites every side. Quoting both figures
    // side by side, without a word about it, leaves the reader to pick one.
    static const QRegularExpression says(
        QStringLiteral(R"(\b(contradict\w*|conflict\w*|inconsistent|disagree\w*|differ\w*|widerspr\w*|)"
                       R"(unterschiedlich\w*|abweich\w*|uneinheitlich\w*|unstimmig\w*)\b)"));
    const bool saysSo = says.match(TextFold::key(markdown)).hasMatch();
    const QList<qint64> cited = CitationLink::chunkIds(markdown);
    for (Contradiction& c : contradictions) {
        c.named = saysSo && std::all_of(c.sides.cbegin(), c.sides.cend(), [&](const Contradiction::Side& s) {
                      return cited.contains(s.chunkId);
                  });
    }
}

Grounding GroundingCheck::run(const GroundingInput& input)
{
    QElapsedTimer clock;
    clock.start();
    Grounding g;
    g.checked = true;
    QHash<qint64, PassageFacts> passages;
    for (const Hit& h : input.evidence)
        passages.insert(h.chunkId, PassageFacts::of(h));
    const ClaimChecker checker(passages, LanguageGuess::of(input.question));
    for (const Statement& s : claimStatements(input.markdown))
        g.claims.append(checker.check(s));
    markMain(g.claims, input.question);
    g.contradictions = input.contradictions;
    markNamed(g.contradictions, input.markdown);
    g.checkMs = clock.elapsed();
    return g;
}

} // namespace lotse
