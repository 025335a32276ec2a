// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalScorer.h"

#include "FactMatcher.h"

#include <QDir>
#include <QJsonArray>

namespace lotse {

namespace {

void addSources(QStringList& out, const QJsonArray& items, const QString& root, const QStringList& expected)
{
    for (const QJsonValue& item : items) {
        const QString path = item.toObject().value(QStringLiteral("source")).toString();
        if (path.isEmpty())
            continue;
        const QString relative = EvalScorer::relativeSource(path, root, expected);
        if (!out.contains(relative))
            out.append(relative);
    }
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

void EvalScorer::scoreGrounding(const EvalQuestion& q, const QJsonObject& trace, EvalResult& r)
{
    const QJsonObject grounding = trace.value(QStringLiteral("grounding")).toObject();
    for (const QJsonValue& c : grounding.value(QStringLiteral("claims")).toArray()) {
        ++r.claims;
        if (c.toObject().value(QStringLiteral("status")).toString() != QStringLiteral("supported"))
            ++r.unsupportedClaims;
    }
    r.contradictions = int(grounding.value(QStringLiteral("contradictions")).toArray().size());
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

EvalResult EvalScorer::score(const EvalQuestion& q, const QJsonObject& trace, const QString& corpusRoot)
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

    r.outcome = trace.value(QStringLiteral("outcome")).toString();
    r.expectContradiction = q.expectContradiction;
    r.answer = trace.value(QStringLiteral("answer")).toString();
    r.error = trace.value(QStringLiteral("error")).toString();
    r.latencyMs = trace.value(QStringLiteral("elapsedMs")).toInteger();
    const QJsonObject usage = trace.value(QStringLiteral("usage")).toObject();
    r.promptTokens = usage.value(QStringLiteral("promptTokens")).toInt();
    r.completionTokens = usage.value(QStringLiteral("completionTokens")).toInt();
    const QJsonValue cost = trace.value(QStringLiteral("cost")).toObject().value(QStringLiteral("usd"));
    if (cost.isDouble())
        r.costUsd = cost.toDouble();

    const QJsonArray rounds = trace.value(QStringLiteral("rounds")).toArray();
    r.rounds = int(rounds.size());
    for (const QJsonValue& round : rounds)
        r.queries.append(round.toObject().value(QStringLiteral("query")).toString());
    QStringList expected;
    for (const QString& e : q.expectedSources)
        expected.append(QDir::cleanPath(e));
    if (!rounds.isEmpty()) {
        addSources(r.round1Sources, rounds.first().toObject().value(QStringLiteral("hits")).toArray(), corpusRoot,
                   expected);
        addSources(r.finalSources, rounds.last().toObject().value(QStringLiteral("hits")).toArray(), corpusRoot,
                   expected);
    }
    const QJsonArray citations = trace.value(QStringLiteral("citations")).toArray();
    addSources(r.citedSources, citations, corpusRoot, expected);
    addSources(r.finalSources, citations, corpusRoot, expected);

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
