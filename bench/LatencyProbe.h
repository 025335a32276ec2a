// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LatencyServer.h"
#include "agent/Strategies.h"

// One question timed the way a user waits for it: until the first word of the answer and until the
// run ends, with the model calls it made and the part of the time no model call was running
// (Lotse's own work). Either the corrective loop, or single-shot RAG on the same strategies: one
// retrieval and one answer call, no grading.
struct Measurement
{
    QString outcome;
    double firstTokenMs = -1; // -1: no answer text (a refusal)
    double fullMs = 0;
    int chatCalls = 0;
    int embeddingCalls = 0;
    lotse::TokenUsage usage;
    int wastedTokens = 0; // of answers prepared while grading and discarded
    double modelMs = 0;   // while at least one model call was running
    double ownMs() const { return fullMs - modelMs; }
};

class LatencyProbe final
{
public:
    LatencyProbe(lotse::StrategySet& strategies, LatencyServer& server)
        : m_strategies(strategies)
        , m_server(server)
    {}

    Measurement loop(const QString& question, bool speculate);
    Measurement singleShot(const QString& question);

private:
    // Adds the calls the server served between `startNs` and `endNs` to `m`.
    void account(Measurement& m, qint64 startNs, qint64 endNs) const;

    lotse::StrategySet& m_strategies;
    LatencyServer& m_server;
};
