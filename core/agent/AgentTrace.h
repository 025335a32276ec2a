// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentEvent.h"

#include <QJsonObject>

namespace lotse {

// Collects a run's events into one document: question, every round, outcome, answer and citations.
// The CLI prints it (--json); the trace store (later) saves it.
class AgentTrace final
{
public:
    explicit AgentTrace(AgentOptions options = {});
    void add(const AgentEvent& event);
    bool isFinished() const { return m_finished; }
    QJsonObject toJson() const;

private:
    QJsonObject& round(int n);
    AgentOptions m_options;
    QJsonObject m_document;
    QList<QJsonObject> m_rounds;
    bool m_finished = false;
};

} // namespace lotse
