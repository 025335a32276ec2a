// SPDX-License-Identifier: GPL-3.0-or-later
#include "LatencyProbe.h"

#include "agent/AgentLoop.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <algorithm>
#include <cstdio>

using namespace lotse;
using Span = fake::FakeOpenAiServer::CallSpan;

namespace {

double msSince(qint64 startNs)
{
    return double(Span::now() - startNs) / 1e6;
}

} // namespace

Measurement LatencyProbe::loop(const QString& question, bool speculate)
{
    AgentLoop loop(m_strategies);
    AgentOptions options;
    options.speculate = speculate;
    Measurement m;
    QEventLoop wait;
    const qint64 start = Span::now();
    QObject::connect(&loop, &AgentLoop::event, &loop, [&](const AgentEvent& e) {
        if (e.type == AgentEvent::Type::HitsFound && qEnvironmentVariableIsSet("LOTSE_BENCH_VERBOSE")) {
            for (const Hit& h : e.hits)
                std::fprintf(stderr, "hit r%d lane%d %s | %s\n", e.round, h.lane, qPrintable(h.path),
                             qPrintable(h.headingPath.join(QStringLiteral(" > "))));
        }
        if (e.type == AgentEvent::Type::AnswerDelta && m.firstTokenMs < 0)
            m.firstTokenMs = msSince(start);
        if (e.type != AgentEvent::Type::Finished)
            return;
        m.fullMs = msSince(start);
        m.outcome = outcomeName(e.outcome);
        if (qEnvironmentVariableIsSet("LOTSE_BENCH_VERBOSE"))
            std::fprintf(stderr, "%s\n", QJsonDocument(e.toJson()).toJson().constData());
        m.usage = e.usage;
        for (const ModelCall& c : e.calls) {
            if (c.speculation == ModelCall::Speculation::Discarded)
                m.wastedTokens += c.usage.total();
        }
        wait.quit();
    });
    m_server.clear();
    loop.run(question, options);
    wait.exec(); // a benchmark's own event loop: the loop under measurement runs in it
    if (m.outcome == QLatin1String("refused"))
        m.firstTokenMs = -1; // the refusal's text is no answer
    account(m, start, start + qint64(m.fullMs * 1e6));
    return m;
}

Measurement LatencyProbe::singleShot(const QString& question)
{
    Measurement m;
    QEventLoop wait;
    if (m_strategies.usage)
        *m_strategies.usage = UsageMeter();
    m_server.clear();
    const qint64 start = Span::now();
    m_strategies.retriever->retrieve(question, 5, [&](Result<QList<Hit>> hits) {
        const AnswerInput input{question, question, hits ? hits.value() : QList<Hit>{}, {}, {}, {}};
        m_strategies.answerer->answer(
            input,
            [&](const QString&) {
                if (m.firstTokenMs < 0)
                    m.firstTokenMs = msSince(start);
            },
            [&](Result<Answer> answer) {
                m.fullMs = msSince(start);
                m.outcome = answer ? QStringLiteral("answered") : QStringLiteral("failed");
                wait.quit();
            });
    });
    wait.exec();
    if (m_strategies.usage)
        m.usage = m_strategies.usage->total;
    account(m, start, start + qint64(m.fullMs * 1e6));
    return m;
}

void LatencyProbe::account(Measurement& m, qint64 startNs, qint64 endNs) const
{
    QList<Span> spans = m_server.calls();
    std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.startNs < b.startNs; });
    // The union of the calls' spans within the run: time at least one model call was running.
    qint64 covered = 0;
    qint64 reach = startNs;
    for (const Span& s : std::as_const(spans)) {
        (s.path == QLatin1String("embeddings") ? m.embeddingCalls : m.chatCalls) += 1;
        const qint64 from = std::max(s.startNs, reach);
        const qint64 to = std::min(s.endNs > 0 ? s.endNs : endNs, endNs);
        if (to > from) {
            covered += to - from;
            reach = to;
        }
    }
    m.modelMs = double(covered) / 1e6;
}
