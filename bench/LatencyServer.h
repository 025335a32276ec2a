// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FakeOpenAiServer.h"

#include <QThread>
#include <memory>

// The fake Azure OpenAI server on a thread of its own, so that its timers keep the service's pace
// whatever the loop under measurement does on the main thread, and so that the time the server is
// busy can be told apart from Lotse's own.
class LatencyServer final
{
public:
    explicit LatencyServer(const lotse::fake::Scenario& scenario);
    ~LatencyServer();

    QUrl url() const { return m_url; }
    void setLatency(const lotse::fake::Latency& latency);
    // The chat and embedding calls served since the last clear(), on std::chrono::steady_clock.
    QList<lotse::fake::FakeOpenAiServer::CallSpan> calls() const;
    void clear();

private:
    template <typename F>
    void onServerThread(F&& f) const;

    QThread m_thread;
    QObject* m_context = nullptr; // lives on m_thread: what runs there is invoked on it
    std::unique_ptr<lotse::fake::FakeOpenAiServer> m_server;
    QUrl m_url;
};
