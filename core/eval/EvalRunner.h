// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EvalReport.h"
#include "EvalSet.h"
#include "agent/AgentService.h"
#include "ingest/IngestTypes.h"
#include "llm/ProviderConfig.h"
#include "llm/auth/Credential.h"
#include "trace/AgentTrace.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <functional>
#include <memory>
#include <optional>

namespace lotse {

class EmbeddingService;
class IngestService;

// Runs an evaluation set through the agent loop and scores it. With a corpora folder, each
// question's corpus (a folder in it, without its SOURCE.md) is ingested into a knowledge base of
// its own in the cache folder, kept between runs: only changed files are read again, files gone
// from the folder are removed. With a knowledge base instead, every question is asked over it.
// start() returns at once; progress and the result arrive as signals (ingestion and the loop run
// on their services' threads).
class EvalRunner final : public QObject
{
    Q_OBJECT
public:
    using StrategyMaker = std::function<AgentService::StrategyFactory(const QString& dbPath)>;

    struct Config
    {
        QString setName;
        QString corporaDir; // either this (with cacheDir) …
        QString cacheDir;
        QString dbPath; // … or one knowledge base for every question
        AgentOptions options;
        TraceContext context; // provider, model and price, for the report and the cost
        StrategyMaker strategies;
        // Embeds new passages after ingesting, for hybrid retrieval (a provider with an embedding deployment).
        std::optional<ProviderConfig> embedding;
        Credential credential;
    };

    explicit EvalRunner(Config config, QObject* parent = nullptr);
    ~EvalRunner() override;

    void start(const EvalSet& set);
    // Stops after the current step; failed(Cancelled) follows.
    void cancel();

    // Per corpora folder, so two folders with the same corpus names never share a knowledge base.
    static QString defaultCacheDir(const QString& corporaDir);
    static QString sourceFileName() { return QStringLiteral("SOURCE.md"); }

Q_SIGNALS:
    void corpusStarted(const QString& name, int files);
    void corpusReady(const lotse::EvalCorpus& corpus);
    void questionFinished(const lotse::EvalResult& result, int done, int total);
    void finished(const lotse::EvalReport& report);
    void failed(const lotse::Error& error);

private:
    template <typename F>
    void post(F&& step);
    void fail(const Error& error);
    void nextCorpus();
    void prepareCorpus(const QString& name);
    void onIngested(const IngestSummary& summary);
    void startQuestions();
    void askNext();
    void onEvent(const AgentEvent& event);
    void finishCorpus();

    Config m_config;
    QList<EvalQuestion> m_questions;
    QStringList m_corpusNames;
    int m_corpusIndex = -1;
    QList<EvalQuestion> m_pending; // the current corpus's questions not asked yet
    EvalQuestion m_current;
    EvalCorpus m_corpus;
    QString m_corpusRoot; // empty with a single knowledge base
    AgentTrace m_trace;
    EvalReport m_report;
    QElapsedTimer m_clock;
    std::unique_ptr<IngestService> m_ingest;
    std::unique_ptr<EmbeddingService> m_embedding;
    std::unique_ptr<AgentService> m_agent;
    quint64 m_ingestJob = 0;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace lotse
