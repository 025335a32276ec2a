// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceReport.h"

#include <QDir>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

namespace lotse {

namespace {

// The machine names stored in traces, and their words for people: in running text and as labels.
constexpr const char* outcomeWords[][3] = {
    {"answered", QT_TRANSLATE_NOOP("lotse::TraceReport", "answered"),
     QT_TRANSLATE_NOOP("lotse::TraceReport", "Answered")},
    {"ambiguous", QT_TRANSLATE_NOOP("lotse::TraceReport", "answered with a caveat"),
     QT_TRANSLATE_NOOP("lotse::TraceReport", "Answered with a caveat")},
    {"refused", QT_TRANSLATE_NOOP("lotse::TraceReport", "refused"), QT_TRANSLATE_NOOP("lotse::TraceReport", "Refused")},
    {"failed", QT_TRANSLATE_NOOP("lotse::TraceReport", "failed"), QT_TRANSLATE_NOOP("lotse::TraceReport", "Failed")},
    {"cancelled", QT_TRANSLATE_NOOP("lotse::TraceReport", "cancelled"),
     QT_TRANSLATE_NOOP("lotse::TraceReport", "Stopped")},
    {"truncated", QT_TRANSLATE_NOOP("lotse::TraceReport", "cut off"),
     QT_TRANSLATE_NOOP("lotse::TraceReport", "Cut off")},
    {"unsupported", QT_TRANSLATE_NOOP("lotse::TraceReport", "not supported by its sources"),
     QT_TRANSLATE_NOOP("lotse::TraceReport", "Not supported")},
};

QString heading(const QString& text, TraceReport::Markup markup)
{
    return markup == TraceReport::Markup::Markdown ? QStringLiteral("**%1**").arg(text) : text + u':';
}

QString escaped(const QString& text, TraceReport::Markup markup)
{
    return markup == TraceReport::Markup::Markdown ? TraceReport::escapeMarkdown(text) : text;
}

QString number(double value, int decimals = -1)
{
    return decimals < 0 ? QLocale().toString(value) : QLocale().toString(value, 'f', decimals);
}

QString hitLine(const Hit& hit)
{
    const QString where = hit.headingPath.isEmpty() ? hit.title : hit.headingPath.join(QStringLiteral(" › "));
    return QStringLiteral("  ")
           + TraceReport::tr("%1. %2 (raw %3)  %4  (%5)")
                 .arg(hit.rank)
                 .arg(number(hit.score, 2), 4)
                 .arg(number(hit.rawScore, 2))
                 .arg(where, QDir::toNativeSeparators(hit.path));
}

} // namespace

QString TraceReport::escapeMarkdown(QString text)
{
    for (const QChar c : {u'\\', u'*', u'_', u'[', u']', u'`', u'<', u'>', u'#'})
        text.replace(c, QStringLiteral("\\") + c);
    return text;
}

QString TraceReport::duration(qint64 ms)
{
    const QLocale locale;
    if (ms < 1000)
        return tr("%1 ms").arg(locale.toString(ms));
    return tr("%1 s").arg(locale.toString(double(ms) / 1000.0, 'f', 1));
}

QString TraceReport::verdictLine(bool sufficient, bool ambiguous)
{
    if (sufficient)
        return tr("Verdict: sufficient. %1");
    return ambiguous ? tr("Verdict: ambiguous. %1") : tr("Verdict: not sufficient. %1");
}

QString TraceReport::outcomeWord(const QString& name)
{
    for (const auto& [key, word, label] : outcomeWords) {
        if (name == QLatin1String(key))
            return tr(word);
    }
    return name;
}

QString TraceReport::outcomeLabel(const QString& name)
{
    for (const auto& [key, word, label] : outcomeWords) {
        if (name == QLatin1String(key))
            return tr(label);
    }
    return tr("Failed");
}

QList<TraceFactGroup> TraceReport::facts(const TraceRecord& record)
{
    const Trace& t = record.trace;
    const QLocale locale;
    TraceFactGroup top{{},
                       {{tr("Asked"), locale.toString(record.summary.createdAt.toLocalTime(), QLocale::LongFormat)},
                        {tr("Outcome"), outcomeLabel(record.summary.outcome)}}};
    if (!record.summary.askedBy.isEmpty())
        top.facts.append({tr("Asked by"), record.summary.askedGroups.isEmpty()
                                              ? record.summary.askedBy
                                              : tr("%1 (groups: %2)")
                                                    .arg(record.summary.askedBy,
                                                         record.summary.askedGroups.join(QStringLiteral(", ")))});
    if (!t.error.isEmpty())
        top.facts.append({tr("Error"), t.error});
    const TraceProvider& p = t.provider;
    TraceFactGroup provider{
        tr("Provider"),
        {{tr("Mode"), p.kind},
         {tr("Chat model"), p.chatModel.isEmpty() ? tr("none (offline)")
                            : p.model.isEmpty()   ? p.chatModel
                                                  : tr("%1 (deployment %2)").arg(p.model, p.chatModel)},
         {tr("Embedding model"), p.embeddingModel.isEmpty() ? tr("none (keyword search)") : p.embeddingModel}}};
    TraceFactGroup settings{tr("Settings"),
                            {{tr("Maximum rounds"), QString::number(t.options.maxRounds)},
                             {tr("Passages per round"), QString::number(t.options.topK)},
                             {tr("Sufficient coverage"), number(t.options.sufficientCoverage, 2)},
                             {tr("Minimum score"), number(t.options.minScore, 2)}}};
    QList<TraceFactGroup> groups{top, provider, settings, useFacts(record)};
    if (!t.calls.isEmpty())
        groups.append(callFacts(t));
    groups.append(timingFacts(t));
    return groups;
}

TraceFactGroup TraceReport::useFacts(const TraceRecord& record)
{
    const QLocale locale;
    const TokenUsage& usage = record.trace.usage;
    TraceFactGroup use{
        tr("Use"),
        {{tr("Rounds"), tr("%1 (%2 not sufficient)").arg(record.summary.rounds).arg(record.summary.insufficientRounds)},
         {tr("Tokens"), tr("%1 prompt + %2 completion = %3")
                            .arg(locale.toString(usage.promptTokens), locale.toString(usage.completionTokens),
                                 locale.toString(usage.total()))}}};
    // Part of the completion (reasoning) and of the prompt (cached): shown where there are any.
    if (usage.reasoningTokens > 0)
        use.facts.append(
            {tr("Reasoning tokens"), tr("%1 of the completion tokens").arg(locale.toString(usage.reasoningTokens))});
    if (usage.cachedTokens > 0)
        use.facts.append({tr("Cached tokens"), tr("%1 of the prompt tokens").arg(locale.toString(usage.cachedTokens))});
    const std::optional<TraceCost>& cost = record.trace.cost;
    QString text = tr("unknown: no price for this model (see the price table)");
    if (cost) {
        text = QStringLiteral("$%1").arg(number(cost->usd, 6));
        if (cost->price) {
            text = tr("%1 (%2: $%3 in, $%4 out per million tokens)")
                       .arg(text, cost->price->model, number(cost->price->inputPerMillion),
                            number(cost->price->outputPerMillion));
        }
    }
    use.facts.append({tr("Estimated cost"), text});
    return use;
}

TraceFactGroup TraceReport::callFacts(const Trace& trace)
{
    const QLocale locale;
    TraceFactGroup calls{tr("Model calls"), {}};
    const std::optional<ModelPrice> price = trace.cost ? trace.cost->price : std::nullopt;
    for (const ModelCall& c : trace.calls) {
        const QString step = c.step == QLatin1String("grade")        ? tr("Grading")
                             : c.step == QLatin1String("grade-lane") ? tr("Grading a sub-question")
                             : c.step == QLatin1String("answer")     ? tr("Answer")
                             : c.step == QLatin1String("decompose")  ? tr("Splitting the question")
                             : c.step == QLatin1String("verify")     ? tr("Checking the answer")
                                                                     : c.step;
        QString label = c.round > 0 ? tr("%1, round %2").arg(step).arg(c.round) : step;
        if (c.speculation == ModelCall::Speculation::Used)
            label = tr("%1, prepared while grading: used").arg(label);
        else if (c.speculation == ModelCall::Speculation::Discarded)
            label = tr("%1, prepared while grading: discarded").arg(label);
        QString tokens = tr("%1 prompt + %2 completion tokens")
                             .arg(locale.toString(c.usage.promptTokens), locale.toString(c.usage.completionTokens));
        if (c.estimated)
            tokens = tr("about %1 (cancelled midway, estimated)").arg(tokens);
        if (price)
            tokens += QStringLiteral(", $%1").arg(number(price->cost(c.usage), 6));
        calls.facts.append({label, tokens});
    }
    return calls;
}

TraceFactGroup TraceReport::timingFacts(const Trace& trace)
{
    TraceTimings t = trace.timings.value_or(TraceTimings{});
    if (!trace.timings) // a trace from before timings were kept knows only the total
        t.totalMs = trace.elapsedMs;
    TraceFactGroup timings{tr("Timings"), {{tr("Total"), duration(t.totalMs)}}};
    if (t.decomposeMs > 0)
        timings.facts.append({tr("Splitting the question"), duration(t.decomposeMs)});
    timings.facts.append({tr("Searching"), duration(t.retrieveMs)});
    timings.facts.append({tr("Grading"), duration(t.gradeMs)});
    timings.facts.append({tr("Rewriting queries"), duration(t.rewriteMs)});
    timings.facts.append({tr("Answering"), duration(t.answerMs)});
    if (trace.grounding)
        timings.facts.append({tr("Checking the answer"), duration(t.checkMs)});
    return timings;
}

QStringList TraceReport::roundLines(const Trace& trace)
{
    QStringList out;
    for (const TraceRound& r : trace.rounds) {
        out.append(tr("Round %1  query: “%2”  (search %3, grading %4)")
                       .arg(r.number)
                       .arg(r.query, duration(r.retrieveMs), duration(r.gradeMs)));
        for (const QString& lane : r.subQueries)
            out.append(QStringLiteral("  ") + tr("Lane: “%1”").arg(lane));
        for (const Hit& hit : r.hits.value_or(QList<Hit>{}))
            out.append(hitLine(hit));
        if (r.verdict) {
            out.append(QStringLiteral("  ")
                       + verdictLine(r.verdict->sufficient, r.verdict->ambiguous).arg(r.verdict->rationale));
            if (!r.verdict->raw.isEmpty())
                out.append(QStringLiteral("  ")
                           + tr("Grader output: %1")
                                 .arg(QString::fromUtf8(QJsonDocument(r.verdict->raw).toJson(QJsonDocument::Compact))));
            out += laneLines(r.laneVerdicts, r.checkError);
        }
        if (!r.newQuery.isEmpty())
            out.append(QStringLiteral("  ") + tr("Rewritten query: “%1” (%2)").arg(r.newQuery, duration(r.rewriteMs)));
    }
    return out;
}

QStringList TraceReport::laneLines(const QList<LaneVerdict>& lanes, const QString& checkError)
{
    QStringList out;
    if (!checkError.isEmpty())
        out.append(QStringLiteral("  ")
                   + tr("The check of the whole question failed (%1); the sub-questions' own verdicts decided.")
                         .arg(checkError));
    for (const LaneVerdict& lane : lanes) {
        const QString verdict =
            lane.graded() ? verdictLine(lane.verdict.sufficient, lane.verdict.ambiguous).arg(lane.verdict.rationale)
                          : tr("Not graded: %1").arg(lane.error);
        out.append(QStringLiteral("  ")
                   + tr("Sub-question “%1” (%2): %3").arg(lane.subQuestion, duration(lane.ms), verdict));
    }
    return out;
}

QString TraceReport::answerText(const Trace& trace, Markup markup)
{
    QString out = trace.answer;
    if (out.trimmed().isEmpty())
        out = markup == Markup::Markdown ? QStringLiteral("*%1*").arg(tr("No answer was given."))
                                         : tr("No answer was given.");
    if (!trace.citations.isEmpty()) {
        out += QStringLiteral("\n\n---\n\n%1\n\n").arg(heading(tr("Sources"), markup));
        int n = 0;
        for (const Citation& c : trace.citations) {
            out += tr("%1. %2 — %3 (passage %4)")
                       .arg(QString::number(++n), escaped(c.label, markup),
                            escaped(QDir::toNativeSeparators(c.path), markup), QString::number(c.chunkId));
            if (c.readOn)
                out += QStringLiteral(" — ") + tr("read on in the section of a passage found");
            if (!c.supported)
                out += QStringLiteral(" — ") + tr("✗ does not support the statements that cited it");
            else if (c.quote)
                out += QStringLiteral(" — ✓ “%1”").arg(escaped(c.quote->plain(), markup));
            out += u'\n';
        }
    }
    out += checkText(trace, markup);
    if (!trace.removedCitations.isEmpty()) {
        QStringList ids;
        for (const qint64 id : trace.removedCitations)
            ids.append(QString::number(id));
        out += QStringLiteral("\n\n")
               + tr("%1 the answer linked to passages %2, which were not among the passages found, so the links "
                    "were taken out.")
                     .arg(markup == Markup::Markdown ? QStringLiteral("**%1:**").arg(tr("Removed citations"))
                                                     : tr("Removed citations") + u':',
                          ids.join(QStringLiteral(", ")))
               + u'\n';
    }
    return out;
}

QString TraceReport::checkText(const Trace& trace, Markup markup)
{
    const Grounding g = trace.grounding.value_or(Grounding{});
    QString out;
    QStringList removed;
    for (const Claim& c : g.claims) {
        if (!c.supported())
            removed.append(QStringLiteral("- “%1” — %2").arg(escaped(c.text, markup), escaped(c.reason, markup)));
    }
    if (!removed.isEmpty())
        out +=
            QStringLiteral("\n\n%1\n\n").arg(heading(tr("Statements not supported by the passages they cite"), markup))
            + removed.join(u'\n') + u'\n';
    QStringList contradictions;
    for (const Contradiction& k : g.contradictions) {
        QStringList sides;
        for (const Contradiction::Side& s : k.sides)
            sides.append(tr("%1 says “%2”").arg(escaped(s.label, markup), escaped(s.value, markup)));
        contradictions.append(QStringLiteral("- ") + sides.join(QStringLiteral("; ")));
    }
    if (!contradictions.isEmpty())
        out += QStringLiteral("\n\n%1\n\n")
                   .arg(heading(tr("Contradictions in the handbook (for its owners to fix)"), markup))
               + contradictions.join(u'\n') + u'\n';
    const QString written = trace.writtenAnswer.value_or(QString());
    // The check adds the supporting words to links (#quote=…): that alone is no change worth showing.
    static const QRegularExpression quoteFragment(QStringLiteral("#quote=\\d+-\\d+\\)"));
    QString shown = trace.answer;
    shown.replace(quoteFragment, QStringLiteral(")"));
    if (!written.isEmpty() && written != shown) {
        QString quoted = written;
        quoted.replace(u'\n', QStringLiteral("\n> "));
        out += QStringLiteral("\n\n%1\n\n> %2\n")
                   .arg(heading(tr("The answer as it was written, before the check"), markup), quoted);
    }
    return out;
}

} // namespace lotse
