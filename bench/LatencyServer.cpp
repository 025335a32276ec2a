// SPDX-License-Identifier: GPL-3.0-or-later
#include "LatencyServer.h"

using lotse::fake::FakeOpenAiServer;

template <typename F>
void LatencyServer::onServerThread(F&& f) const
{
    QMetaObject::invokeMethod(m_context, std::forward<F>(f), Qt::BlockingQueuedConnection);
}

LatencyServer::LatencyServer(const lotse::fake::Scenario& scenario)
{
    m_thread.setObjectName(QStringLiteral("fake-azure"));
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    m_thread.start();
    onServerThread([this, scenario] {
        m_server = std::make_unique<FakeOpenAiServer>(scenario);
        if (!m_server->listen())
            qFatal("lotse-bench-latency: the fake server cannot listen on 127.0.0.1");
        m_url = m_server->baseUrl();
    });
}

LatencyServer::~LatencyServer()
{
    onServerThread([this] { m_server.reset(); });
    m_context->deleteLater(); // on its thread, as it finishes
    m_thread.quit();
    m_thread.wait();
}

void LatencyServer::setLatency(const lotse::fake::Latency& latency)
{
    onServerThread([this, latency] { m_server->scenario().latency = latency; });
}

QList<FakeOpenAiServer::CallSpan> LatencyServer::calls() const
{
    QList<FakeOpenAiServer::CallSpan> out;
    onServerThread([this, &out] { out = m_server->calls(); });
    return out;
}

void LatencyServer::clear()
{
    onServerThread([this] { m_server->clearCalls(); });
}
