// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentService.h"
#include "trace/AgentTrace.h"
#include "trace/TraceRecorder.h"

#include <QObject>
#include <QStringList>
#include <memory>

namespace lotse::cli {

// `ask QUESTION`: prints each round as it happens, then the cited answer or the refusal;
// with --json one JSON document instead. Several questions run one after the other (demo). Each
// trace is saved in the knowledge base unless --no-trace.
class AskCommand final : public QObject
{
    Q_OBJECT
public:
    AskCommand(AgentService::StrategyFactory strategies, const AgentOptions& options, bool json,
               QObject* parent = nullptr);

    void ask(const QStringList& questions);
    // Records what answered (provider, model, price) in each trace and, with a recorder, saves it.
    void setTracing(const TraceContext& context, std::unique_ptr<TraceRecorder> recorder);

Q_SIGNALS:
    void done(int exitCode);

private:
    void next();
    void onEvent(const lotse::AgentEvent& event);
    void print(const lotse::AgentEvent& event);
    static void printCheck(const Grounding& grounding);

    AgentOptions m_options;
    bool m_json = false;
    AgentService m_service;
    AgentTrace m_trace;
    TraceContext m_context;
    std::unique_ptr<TraceRecorder> m_recorder;
    QStringList m_pending;
    int m_worst = 0;
};

} // namespace lotse::cli
