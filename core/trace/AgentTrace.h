// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Trace.h"
#include "agent/AgentEvent.h"
#include "llm/PriceTable.h"

#include <QDateTime>
#include <QJsonObject>
#include <optional>

namespace lotse {

struct ProviderConfig;

// What answered: recorded in every trace, so a run can be compared with another model's.
struct TraceContext
{
    QString providerKind = QStringLiteral("offline"); // "offline", or ProviderConfig::kindName()
    QString chatModel;                                // deployment or model name
    QString embeddingModel;
    QString model;                   // the model behind the chat deployment, once a reply named it
    std::optional<ModelPrice> price; // none: the cost is unknown
    PriceTable prices{};             // to price the model the replies name

    static TraceContext offline() { return {}; }
    // The price of the model learned for the deployment (ModelProfileStore) or, before one replied,
    // of a deployment named like a model.
    static TraceContext forProvider(const ProviderConfig& config, const PriceTable& prices);
    // What the replies of a question said: their model's price, if the table has one, wins.
    void setModel(const QString& replyModel);
    TraceProvider provider() const;
};

// Collects a run's events into a Trace (see there for what it holds). The CLI prints it (--json);
// TraceStore saves it.
class AgentTrace final
{
public:
    explicit AgentTrace(AgentOptions options = {}, TraceContext context = {});
    void add(const AgentEvent& event);
    bool isFinished() const { return m_trace.isFinished(); }
    const Trace& trace() const { return m_trace; }
    QJsonObject toJson() const { return m_trace.toJson(); }

private:
    TraceRound& round(int n);
    void finish(const AgentEvent& event);
    TraceContext m_context;
    Trace m_trace;
    qint64 m_lastStepEndMs = 0; // when the last grading step ended: the answer and its check took the rest
    qint64 m_checkMs = 0;
};

} // namespace lotse
