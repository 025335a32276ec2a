// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FakeReply.h"
#include "FakeScenario.h"

#include <QJsonObject>
#include <QSet>

namespace lotse::fake {

// What the scripted model replies to a chat completion: the scenario's rule for the last user
// message (with {cite:…} turned into links to the prompt's passages), cut to the budget the
// request allows. A reasoning model first spends reasoning tokens by its effort (medium when none
// is sent) out of max_completion_tokens: when they leave nothing, the reply ends in "length" with
// empty content, as the service's does. A prompt prefix seen before counts as cached.
class FakeChat final
{
public:
    explicit FakeChat(const Scenario& scenario)
        : m_scenario(scenario)
    {}

    // `fieldOrder`: the schema's properties in the request's order (FakeFieldOrder), for a structured reply.
    FakeReply reply(const QJsonObject& body, const QStringList& fieldOrder, const QString& model, const Fault* fault);
    static QString lastUserMessage(const QJsonObject& body);

private:
    QByteArray scripted(const QJsonObject& body, const QStringList& fieldOrder, FakeReply& reply) const;
    static QString resolvePassages(QString text, const QString& prompt);
    int reasoningSpend(const QJsonObject& body, const QString& model, const Fault* fault) const;

    const Scenario& m_scenario;
    QSet<QString> m_seenPrefixes;
};

} // namespace lotse::fake
