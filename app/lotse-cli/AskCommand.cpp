// SPDX-License-Identifier: GPL-3.0-or-later
#include "AskCommand.h"

#include "Console.h"
#include "trace/TraceReport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <algorithm>

namespace lotse::cli {

AskCommand::AskCommand(AgentService::StrategyFactory strategies, const AgentOptions& options, bool json,
                       QObject* parent)
    : QObject(parent)
    , m_options(options)
    , m_json(json)
    , m_service(std::move(strategies))
    , m_trace(options)
{
    connect(&m_service, &AgentService::event, this, &AskCommand::onEvent);
}

void AskCommand::setTracing(const TraceContext& context, std::unique_ptr<TraceRecorder> recorder)
{
    m_context = context;
    m_recorder = std::move(recorder);
}

void AskCommand::ask(const QStringList& questions)
{
    m_pending = questions;
    next();
}

void AskCommand::next()
{
    if (m_pending.isEmpty()) {
        Q_EMIT done(m_worst);
        return;
    }
    m_trace = AgentTrace(m_options, m_context);
    m_service.ask(m_pending.takeFirst(), m_options);
}

void AskCommand::onEvent(const lotse::AgentEvent& event)
{
    m_trace.add(event);
    if (!m_json)
        print(event);
    if (event.type != AgentEvent::Type::Finished)
        return;
    QJsonObject trace = m_trace.toJson();
    if (m_recorder && event.outcome != Outcome::Cancelled) {
        // A trace that cannot be saved costs the user nothing but the record: say so, keep the answer.
        if (const auto id = m_recorder->save(m_trace.trace()); !id) {
            Console::err(QStringLiteral("lotse-cli: ") + tr("the trace was not saved: %1").arg(id.error().message));
        } else {
            trace.insert(QStringLiteral("traceId"), id.value());
            if (!m_json)
                Console::out(tr("Saved as trace %1 (lotse-cli traces show %1).").arg(id.value()) + QLatin1Char('\n'));
        }
    }
    if (m_json)
        Console::out(QString::fromUtf8(QJsonDocument(trace).toJson(QJsonDocument::Indented)).trimmed());
    // A cut-off answer is printed, but not as a success.
    const bool failed = event.outcome == Outcome::Failed || event.outcome == Outcome::Truncated
                        || event.outcome == Outcome::Unsupported;
    m_worst = std::max(m_worst, failed ? int(Failure) : int(Ok));
    next();
}

void AskCommand::print(const lotse::AgentEvent& e)
{
    switch (e.type) {
    case AgentEvent::Type::Started:
        Console::out(tr("Question: %1").arg(e.question));
        break;
    case AgentEvent::Type::Decomposed:
        Console::out(tr("Split into sub-questions:"));
        for (const QString& sub : e.subQueries)
            Console::out(QStringLiteral("  - %1").arg(sub));
        break;
    case AgentEvent::Type::RoundStarted:
        Console::out(QLatin1Char('\n') + tr("Round %1  query: “%2”").arg(e.round).arg(e.query));
        for (const QString& lane : e.subQueries)
            Console::out(QStringLiteral("  ") + TraceReport::tr("Lane: “%1”").arg(lane));
        break;
    case AgentEvent::Type::HitsFound:
        if (e.hits.isEmpty())
            Console::out(QStringLiteral("  ") + tr("no passage matched (%1 ms)").arg(e.stepMs));
        for (const Hit& h : e.hits) {
            Console::out(QStringLiteral("  %1. %2  %3  (%4)")
                             .arg(h.rank)
                             .arg(QLocale().toString(h.score, 'f', 2), 4)
                             .arg(h.label(), QFileInfo(h.path).fileName()));
        }
        break;
    case AgentEvent::Type::Graded:
        Console::out(QStringLiteral("  ")
                     + TraceReport::verdictLine(e.verdict.sufficient, e.verdict.ambiguous).arg(e.verdict.rationale));
        for (const QString& line : TraceReport::laneLines(e.laneVerdicts, e.checkError))
            Console::out(line);
        if (e.speculation == ModelCall::Speculation::Used)
            Console::out(QStringLiteral("  ") + tr("The answer prepared while grading is used."));
        else if (e.speculation == ModelCall::Speculation::Discarded)
            Console::out(QStringLiteral("  ")
                         + tr("The answer prepared while grading is discarded (its tokens are in the trace)."));
        if (!e.subQueries.isEmpty())
            Console::out(QStringLiteral("  ")
                         + tr("Asking for what is still missing: %1").arg(e.subQueries.join(QStringLiteral("; "))));
        else if (!e.newQuery.isEmpty())
            Console::out(QStringLiteral("  ") + tr("Rewritten query: “%1”").arg(e.newQuery));
        break;
    case AgentEvent::Type::AnswerDelta:
    case AgentEvent::Type::Checking:
        break;
    case AgentEvent::Type::Checked:
        printCheck(e.grounding);
        break;
    case AgentEvent::Type::Finished: {
        const QString outcome = TraceReport::outcomeWord(outcomeName(e.outcome));
        const QString summary =
            e.usage.reasoningTokens > 0
                ? tr("== %1 after %n round(s), %2 ms, %3 tokens (%4 of them reasoning) ==", nullptr, e.round)
                      .arg(outcome)
                      .arg(e.elapsedMs)
                      .arg(e.usage.total())
                      .arg(e.usage.reasoningTokens)
            : e.usage.total() > 0
                ? tr("== %1 after %n round(s), %2 ms, %3 tokens ==", nullptr, e.round)
                      .arg(outcome)
                      .arg(e.elapsedMs)
                      .arg(e.usage.total())
                : tr("== %1 after %n round(s), %2 ms ==", nullptr, e.round).arg(outcome).arg(e.elapsedMs);
        Console::out(QLatin1Char('\n') + summary);
        if (e.outcome == Outcome::Truncated)
            Console::out(tr("[The answer below is incomplete: the model stopped at its token limit.]"));
        if (!e.text.isEmpty())
            Console::out(e.text);
        if (e.outcome == Outcome::Truncated)
            Console::out(tr("[… cut off here]"));
        if (!e.error.isEmpty())
            Console::err(QStringLiteral("lotse-cli: ") + e.error);
        QList<Citation> shown = e.citations;
        shown.removeIf([](const Citation& c) { return !c.shown; });
        if (!shown.isEmpty()) {
            Console::out(QLatin1Char('\n') + tr("Sources:"));
            for (int i = 0; i < shown.size(); ++i) {
                const Citation& c = shown.at(i);
                Console::out(QStringLiteral("  [%1] %2 (%3), lotse://chunk/%4%5")
                                 .arg(i + 1)
                                 .arg(c.label, QDir::toNativeSeparators(c.path))
                                 .arg(c.chunkId)
                                 .arg(c.readOn ? QStringLiteral(" — ") + tr("read on in the section of a passage found")
                                               : QString()));
                if (c.quote)
                    Console::out(QStringLiteral("      “%1”").arg(c.quote->plain()));
            }
        }
        Console::out(QString());
        break;
    }
    }
}

void AskCommand::printCheck(const Grounding& g)
{
    if (g.claims.isEmpty())
        return;
    const int total = int(g.claims.size());
    const int unsupported = g.unsupportedCount();
    Console::out(QLatin1Char('\n')
                 + (unsupported == 0
                        ? tr("Checked %n statement(s): all supported by the passages they cite.", nullptr, total)
                        : tr("Checked %n statement(s): %1 not supported by the passages they cite.", nullptr, total)
                              .arg(unsupported)));
    for (const Claim& c : g.claims) {
        if (c.supported())
            continue;
        Console::out(QStringLiteral("  ✗ “%1”").arg(c.text));
        Console::out(QStringLiteral("    ") + c.reason);
    }
    if (!g.modelError.isEmpty())
        Console::out(QStringLiteral("  ")
                     + tr("The model check failed, so the statements were checked locally only: %1").arg(g.modelError));
    for (const Contradiction& k : g.contradictions) {
        QStringList sides;
        for (const Contradiction::Side& s : k.sides)
            sides.append(QStringLiteral("“%1” (%2)").arg(s.value, s.label));
        Console::out(QStringLiteral("  ⚠ ") + tr("The handbook contradicts itself: %1").arg(sides.join(tr(" vs. "))));
    }
}

} // namespace lotse::cli
