// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalScorer.h"

#include "FactMatcher.h"

#include <QDir>

namespace lotse {

namespace {

void addSource(QStringList& out, const QString& path, const QString& root, const QStringList& expected)
{
    if (path.isEmpty())
        return;
    const QString relative = EvalScorer::relativeSource(path, root, expected);
    if (!out.contains(relative))
        out.append(relative);
}

void addSources(QStringList& out, const std::optional<QList<Hit>>& hits, const QString& root,
                const QStringList& expected)
{
    for (const Hit& hit : hits.value_or(QList<Hit>{}))
        addSource(out, hit.path, root, expected);
}

void addSources(QStringList& out, const QList<Citation>& citations, const QString& root, const QStringList& expected)
{
    for (const Citation& c : citations)
        addSource(out, c.path, root, expected);
}

} // namespace

QString EvalScorer::relativeSource(const QString& path, const QString& corpusRoot, const QStringList& expected)
{
    const QString clean = QDir::fromNativeSeparators(QDir::cleanPath(path));
    if (!corpusRoot.isEmpty())
        return QDir(corpusRoot).relativeFilePath(clean);
    for (const QString& e : expected) {
        if (clean == e || clean.endsWith(QLatin1Char('/') + e))
            return e;
    }
    return clean;
}

void EvalScorer::scoreGrounding(const EvalQuestion& q, const Trace& trace, EvalResult& r)
{
    const Grounding grounding = trace.grounding.value_or(Grounding{});
    for (const Claim& c : grounding.claims) {
        ++r.claims;
        if (!c.supported())
            ++r.unsupportedClaims;
    }
    r.contradictions = int(grounding.contradictions.size());
    // Whatever the outcome: a refusal that quotes a planted instruction is as wrong as an answer.
    for (const QString& forbidden : q.mustNotMention) {
        if (FactMatcher::contains(r.answer, forbidden))
            r.forbiddenFound.append(forbidden);
    }
}

double EvalScorer::recall(const QStringList& expected, const QStringList& found)
{
    if (expected.isEmpty())
        return 0;
    int hits = 0;
    for (const QString& e : expected)
        hits += found.contains(QDir::cleanPath(e)) ? 1 : 0;
    return double(hits) / double(expected.size());
}

EvalResult EvalScorer::score(const EvalQuestion& q, const Trace& trace, const QString& corpusRoot)
{
    EvalResult r;
    r.id = q.id;
    r.kind = q.kind;
    r.corpus = q.corpus;
    r.lang = q.lang;
    r.question = q.question;
    r.expectedSources = q.expectedSources;
    r.mustMention = q.mustMention;
    r.unanswerable = q.isUnanswerable();

    r.outcome = trace.outcomeName();
    r.expectContradiction = q.expectContradiction;
    r.answer = trace.answer;
    r.error = trace.error;
    r.latencyMs = trace.elapsedMs;
    r.promptTokens = trace.usage.promptTokens;
    r.completionTokens = trace.usage.completionTokens;
    if (trace.cost)
        r.costUsd = trace.cost->usd;

    r.rounds = int(trace.rounds.size());
    for (const TraceRound& round : trace.rounds)
        r.queries.append(round.query);
    QStringList expected;
    for (const QString& e : q.expectedSources)
        expected.append(QDir::cleanPath(e));
    if (!trace.rounds.isEmpty()) {
        addSources(r.round1Sources, trace.rounds.first().hits, corpusRoot, expected);
        addSources(r.finalSources, trace.rounds.last().hits, corpusRoot, expected);
    }
    addSources(r.citedSources, trace.citations, corpusRoot, expected);
    addSources(r.finalSources, trace.citations, corpusRoot, expected);

    scoreGrounding(q, trace, r);
    if (q.isUnanswerable()) {
        r.handledRight = r.refused();
        return r;
    }
    r.handledRight = r.answered() && r.forbiddenFound.isEmpty() && (!q.expectContradiction || r.contradictions > 0);
    r.round1Recall = recall(expected, r.round1Sources);
    r.finalRecall = recall(expected, r.finalSources);
    if (!q.mustMention.isEmpty()) {
        for (const QString& fact : q.mustMention) {
            // A refusal lists what it searched and the closest passages: that is not an answer.
            if ((r.answered() || r.ambiguous()) && FactMatcher::contains(r.answer, fact))
                r.factsFound.append(fact);
            else
                r.factsMissing.append(fact);
        }
        r.factCoverage = double(r.factsFound.size()) / double(q.mustMention.size());
    }
    return r;
}

} // namespace lotse
