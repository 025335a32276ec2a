// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalRunner.h"

#include "EvalScorer.h"
#include "ingest/IngestPipeline.h"
#include "ingest/IngestService.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "vector/EmbeddingService.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <algorithm>

Q_LOGGING_CATEGORY(lcEval, "lotse.core.eval", QtInfoMsg)

namespace lotse {

namespace {

QString shortHash(const QString& text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex().left(10));
}

// A file name for a corpus's knowledge base; names that are not plain get a hash, so they stay apart.
QString databaseName(const QString& corpus)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
    QString name = corpus;
    name.replace(unsafe, QStringLiteral("_"));
    if (name != corpus || name.startsWith(QLatin1Char('.')))
        name += QLatin1Char('-') + shortHash(corpus);
    return name + QStringLiteral(".sqlite");
}

} // namespace

EvalRunner::EvalRunner(Config config, QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
{}

EvalRunner::~EvalRunner()
{
    // The services stop their threads; the agent goes first, it may be reading the knowledge base.
    m_agent.reset();
    m_embedding.reset();
    m_ingest.reset();
}

QString EvalRunner::defaultCacheDir(const QString& corporaDir)
{
    const QString absolute = QDir::cleanPath(QFileInfo(corporaDir).absoluteFilePath());
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/eval/")
           + QFileInfo(absolute).fileName() + QLatin1Char('-') + shortHash(absolute);
}

template <typename F>
void EvalRunner::post(F&& step)
{
    // Every transition goes through the event loop: a service is never destroyed from its own signal.
    QMetaObject::invokeMethod(this, std::forward<F>(step), Qt::QueuedConnection);
}

void EvalRunner::fail(const Error& error)
{
    m_running = false;
    m_pending.clear();
    post([this, error] {
        m_agent.reset();
        m_embedding.reset();
        m_ingest.reset();
        Q_EMIT failed(error);
    });
}

void EvalRunner::start(const EvalSet& set)
{
    if (m_running) {
        Q_EMIT failed(Error::make(Error::Code::InvalidInput, tr("An evaluation is running already.")));
        return;
    }
    m_questions = set.questions();
    m_report = EvalReport();
    m_report.set = m_config.setName;
    m_report.options = m_config.options.toJson();
    m_report.provider = m_config.context.provider().toJson();
    m_report.startedAt = QDateTime::currentDateTimeUtc();
    m_corpusIndex = -1;
    m_cancelled = false;
    m_running = true;
    m_clock.start();

    if (!set.isValid() || m_questions.isEmpty()) {
        fail(Error::make(Error::Code::InvalidInput,
                         set.problemText(m_config.setName.isEmpty() ? QStringLiteral("set") : m_config.setName)));
        return;
    }
    if (!m_config.strategies) {
        fail(Error::make(Error::Code::Internal, tr("No strategies to answer with.")));
        return;
    }
    if (m_config.corporaDir.isEmpty()) {
        m_report.source = QDir::cleanPath(QFileInfo(m_config.dbPath).absoluteFilePath());
        if (!QFileInfo(m_config.dbPath).isFile()) {
            fail(Error::make(Error::Code::NotFound,
                             tr("There is no knowledge base at %1. Check --db, or use --corpora DIR.")
                                 .arg(QDir::toNativeSeparators(m_config.dbPath))));
            return;
        }
        m_corpusNames = {QString()};
    } else {
        const QDir corpora(m_config.corporaDir);
        m_report.source = QDir::cleanPath(corpora.absolutePath());
        m_corpusNames = set.corpora();
        QStringList missing;
        for (const QString& name : std::as_const(m_corpusNames)) {
            if (!QFileInfo(corpora.filePath(name)).isDir())
                missing.append(QDir::toNativeSeparators(corpora.filePath(name)));
        }
        if (!missing.isEmpty()) {
            fail(Error::make(Error::Code::NotFound,
                             tr("The set names corpus folders that do not exist: %1. --corpora must be the "
                                "folder that holds them.")
                                 .arg(missing.join(QStringLiteral(", ")))));
            return;
        }
        if (!QDir().mkpath(m_config.cacheDir)) {
            fail(
                Error::make(Error::Code::Io,
                            tr("Cannot create the cache folder %1.").arg(QDir::toNativeSeparators(m_config.cacheDir))));
            return;
        }
    }
    post([this] { nextCorpus(); });
}

void EvalRunner::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    if (m_agent)
        m_agent->cancel();
    if (m_ingest)
        m_ingest->cancel();
    if (m_embedding)
        m_embedding->cancel();
}

void EvalRunner::nextCorpus()
{
    if (!m_running)
        return;
    if (m_cancelled) {
        fail(Error::make(Error::Code::Cancelled, tr("The evaluation was cancelled.")));
        return;
    }
    if (++m_corpusIndex >= m_corpusNames.size()) {
        m_running = false;
        // Results in the order of the set, whatever order the corpora were run in.
        QHash<QString, int> order;
        for (int i = 0; i < m_questions.size(); ++i)
            order.insert(m_questions.at(i).id, i);
        std::stable_sort(
            m_report.results.begin(), m_report.results.end(),
            [&](const EvalResult& a, const EvalResult& b) { return order.value(a.id) < order.value(b.id); });
        m_report.elapsedMs = m_clock.elapsed();
        Q_EMIT finished(m_report);
        return;
    }
    const QString name = m_corpusNames.at(m_corpusIndex);
    m_pending.clear();
    for (const EvalQuestion& q : std::as_const(m_questions)) {
        if (m_config.corporaDir.isEmpty() || q.corpus == name)
            m_pending.append(q);
    }
    m_corpus = EvalCorpus();
    if (m_config.corporaDir.isEmpty()) {
        m_corpusRoot.clear();
        m_corpus.name = tr("(one knowledge base)");
        m_corpus.database = m_report.source;
        m_report.corpora.append(m_corpus);
        Q_EMIT corpusReady(m_corpus);
        startQuestions();
        return;
    }
    prepareCorpus(name);
}

void EvalRunner::prepareCorpus(const QString& name)
{
    m_corpusRoot = QDir::cleanPath(QFileInfo(QDir(m_config.corporaDir).filePath(name)).absoluteFilePath());
    m_corpus.name = name;
    m_corpus.folder = m_corpusRoot;
    m_corpus.database = QDir(m_config.cacheDir).filePath(databaseName(name));

    IngestPipeline::Expansion expansion = IngestPipeline::expand({m_corpusRoot});
    const QString source = m_corpusRoot + QLatin1Char('/') + sourceFileName();
    expansion.files.removeAll(source); // where the corpus came from: not corpus content
    m_corpus.files = int(expansion.files.size());
    m_corpus.skipped = int(expansion.problems.size());

    // Files gone from the folder (or SOURCE.md from an older run) leave the knowledge base.
    QStringList stale;
    {
        auto db = Database::open(m_corpus.database);
        if (!db) {
            fail(db.error());
            return;
        }
        const auto documents = DocumentStore(*db.value()).documents();
        if (!documents) {
            fail(documents.error());
            return;
        }
        const QSet<QString> current(expansion.files.cbegin(), expansion.files.cend());
        for (const DocumentRecord& d : documents.value()) {
            if (!current.contains(d.path))
                stale.append(d.path);
        }
    }
    Q_EMIT corpusStarted(name, m_corpus.files);
    qCDebug(lcEval) << "corpus" << name << m_corpus.files << "files," << stale.size() << "stale, in"
                    << m_corpus.database;

    m_ingest = std::make_unique<IngestService>(m_corpus.database);
    connect(m_ingest.get(), &IngestService::finished, this, [this](quint64 job, const lotse::IngestSummary& summary) {
        if (job == m_ingestJob)
            post([this, summary] { onIngested(summary); });
        else
            m_corpus.removed += summary.removed;
    });
    connect(m_ingest.get(), &IngestService::failed, this, [this](quint64, const lotse::Error& error) {
        fail(Error::make(error.code, tr("Ingesting the corpus %1 failed: %2").arg(m_corpus.name, error.message)));
    });
    if (!stale.isEmpty())
        m_ingest->remove(stale);
    if (expansion.files.isEmpty()) {
        m_ingestJob = 0;
        post([this] { onIngested(IngestSummary()); });
        return;
    }
    m_ingestJob = m_ingest->ingest(expansion.files);
}

void EvalRunner::onIngested(const IngestSummary& summary)
{
    if (!m_running)
        return;
    m_corpus.added = summary.added;
    m_corpus.updated = summary.updated;
    m_corpus.unchanged = summary.unchanged;
    m_corpus.failed = summary.failed;
    m_corpus.skipped += summary.skipped;
    m_corpus.ingestMs = summary.elapsedMs;
    if (m_cancelled) {
        nextCorpus();
        return;
    }
    if (summary.added + summary.updated + summary.unchanged == 0) {
        // Nothing to answer from: every question of this corpus fails, with the reason.
        const QString reason =
            tr("Nothing could be indexed from the corpus folder %1.").arg(QDir::toNativeSeparators(m_corpusRoot));
        Trace failed;
        failed.outcome = Outcome::Failed;
        failed.error = reason;
        for (const EvalQuestion& q : std::as_const(m_pending)) {
            EvalResult r = EvalScorer::score(q, failed, m_corpusRoot);
            m_report.results.append(r);
            Q_EMIT questionFinished(r, int(m_report.results.size()), int(m_questions.size()));
        }
        m_pending.clear();
        m_report.corpora.append(m_corpus);
        Q_EMIT corpusReady(m_corpus);
        post([this] { finishCorpus(); });
        return;
    }
    if (m_config.embedding && !m_config.embedding->embeddingDeployment.isEmpty()) {
        m_embedding = std::make_unique<EmbeddingService>(m_corpus.database);
        connect(m_embedding.get(), &EmbeddingService::finished, this,
                [this](int, const lotse::TokenUsage&) { post([this] { startQuestions(); }); });
        connect(m_embedding.get(), &EmbeddingService::failed, this, [this](const lotse::Error& error) {
            // Hybrid retrieval falls back to keywords; the report says so.
            m_corpus.embeddingError = error.message;
            post([this] { startQuestions(); });
        });
        m_embedding->start(*m_config.embedding, m_config.credential);
        return;
    }
    startQuestions();
}

void EvalRunner::startQuestions()
{
    if (!m_running)
        return;
    if (!m_config.corporaDir.isEmpty()) {
        m_report.corpora.append(m_corpus);
        Q_EMIT corpusReady(m_corpus);
    }
    m_embedding.reset();
    const QString db = m_config.corporaDir.isEmpty() ? m_config.dbPath : m_corpus.database;
    m_agent = std::make_unique<AgentService>(m_config.strategies(db));
    connect(m_agent.get(), &AgentService::event, this, &EvalRunner::onEvent);
    askNext();
}

void EvalRunner::askNext()
{
    if (!m_running)
        return;
    if (m_cancelled || m_pending.isEmpty()) {
        post([this] { finishCorpus(); });
        return;
    }
    m_current = m_pending.takeFirst();
    m_trace = AgentTrace(m_config.options, m_config.context);
    m_agent->ask(m_current.question, m_config.options);
}

void EvalRunner::onEvent(const AgentEvent& event)
{
    if (!m_running)
        return;
    m_trace.add(event);
    if (event.type != AgentEvent::Type::Finished)
        return;
    const EvalResult result = EvalScorer::score(m_current, m_trace.trace(), m_corpusRoot);
    m_report.results.append(result);
    qCDebug(lcEval) << result.id << result.outcome << result.rounds << "round(s)" << result.latencyMs << "ms";
    Q_EMIT questionFinished(result, int(m_report.results.size()), int(m_questions.size()));
    post([this] { askNext(); });
}

void EvalRunner::finishCorpus()
{
    m_agent.reset();
    m_embedding.reset();
    m_ingest.reset();
    nextCorpus();
}

} // namespace lotse
