// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingIndexer.h"

#include "EmbeddingStore.h"
#include "common/Logging.h"

#include <algorithm>

namespace lotse {

EmbeddingIndexer::EmbeddingIndexer(Database& db, QNetworkAccessManager& network, const ProviderConfig& config,
                                   const Credential& credential, int batchSize, int concurrency, QObject* parent)
    : QObject(parent)
    , m_db(db)
    , m_config(config)
    , m_model(config.embeddingModelKey())
    , m_batchSize(std::clamp(batchSize, 1, EmbeddingClient::maxInputsPerRequest))
{
    m_clock.start();
    m_paced.setSingleShot(true);
    m_paced.setTimerType(Qt::PreciseTimer); // a coarse timer may fire early, before the provider's budget refills
    connect(&m_paced, &QTimer::timeout, this, &EmbeddingIndexer::fill);
    m_lanes.resize(size_t(std::clamp(concurrency, 1, 8)));
    for (Lane& lane : m_lanes) {
        lane.client = std::make_unique<EmbeddingClient>(network, config, credential);
        connect(
            lane.client.get(), &EmbeddingClient::finished, this,
            [this, &lane](const QList<Vector>& vectors, const TokenUsage& usage) { onVectors(lane, vectors, usage); });
        connect(lane.client.get(), &EmbeddingClient::failed, this, [this](const ProviderError& error) {
            if (error.kind != ProviderError::Kind::Cancelled)
                fail(error.toError());
        });
        connect(lane.client.get(), &EmbeddingClient::rateLimits, this,
                [this, &lane](const RateLimits& limits) { m_gate.update(limits, m_clock.elapsed(), lane.sentAt); });
    }
}

EmbeddingIndexer::~EmbeddingIndexer()
{
    m_stopped = true;
    for (Lane& lane : m_lanes)
        lane.client->disconnect(this);
}

void EmbeddingIndexer::start()
{
    m_stopped = false;
    m_done = 0;
    m_usage = {};
    m_inFlight.clear();
    m_cursor = 0;
    if (auto prepared = EmbeddingStore(m_db).ensureLookupIndex(); !prepared) {
        fail(prepared.error());
        return;
    }
    const auto total = EmbeddingStore(m_db).missingCount(m_model);
    if (!total) {
        fail(total.error());
        return;
    }
    m_total = total.value();
    if (m_total > 0)
        reportPending();
    fill();
}

void EmbeddingIndexer::more()
{
    if (m_stopped) { // cancelled or failed: from the start
        start();
        return;
    }
    // Running, or finished and idle: the passages stored since have higher chunk ids than the
    // cursor, so fill() reaches them; only the total grows.
    const auto left = EmbeddingStore(m_db).missingCount(m_model);
    if (!left) {
        fail(left.error());
        return;
    }
    m_total = m_done + left.value();
    Q_EMIT progress(m_done, m_total);
    if (!m_pendingReported.isValid() || m_pendingReported.elapsed() >= pendingIntervalMs)
        reportPending();
    fill();
}

bool EmbeddingIndexer::isRunning() const
{
    return !m_stopped && busy();
}

void EmbeddingIndexer::cancel()
{
    m_stopped = true;
    m_paced.stop();
    for (Lane& lane : m_lanes)
        lane.client->cancel();
}

bool EmbeddingIndexer::busy() const
{
    return m_paced.isActive()
           || std::any_of(m_lanes.cbegin(), m_lanes.cend(), [](const Lane& l) { return !l.shas.isEmpty(); });
}

qint64 EmbeddingIndexer::holdBack(const QStringList& texts) const
{
    int requests = 0;
    qint64 tokens = 0;
    for (const Lane& lane : m_lanes) {
        if (!lane.shas.isEmpty()) {
            ++requests;
            tokens += lane.tokens;
        }
    }
    return m_gate.delayMs(RateLimitGate::estimateTokens(texts), requests, tokens, m_clock.elapsed());
}

void EmbeddingIndexer::fill()
{
    if (m_stopped)
        return;
    if (m_paced.isActive())
        return; // a batch waits for the provider's budget; the timer calls again
    for (Lane& lane : m_lanes) {
        if (!lane.shas.isEmpty())
            continue;
        QStringList texts;
        QStringList shas;
        QSet<QString> taken; // a text repeated in several passages goes into the batch once
        const qint64 cursorBefore = m_cursor;
        // Pages after the cursor until the batch is full or no passage is left; a text already in
        // flight (repeated in another passage) is skipped.
        while (texts.size() < m_batchSize) {
            const auto page = EmbeddingStore(m_db).missingPage(m_model, m_batchSize, m_cursor);
            if (!page) {
                fail(page.error());
                return;
            }
            if (page.value().pending.isEmpty())
                break;
            m_cursor = page.value().lastChunkId;
            for (const EmbeddingStore::Pending& p : page.value().pending) {
                if (texts.size() >= m_batchSize) {
                    m_cursor = p.chunkId - 1; // the rest of the page comes with the next batch
                    break;
                }
                if (m_inFlight.contains(p.sha256) || taken.contains(p.sha256))
                    continue;
                texts.append(p.text);
                shas.append(p.sha256);
                taken.insert(p.sha256);
            }
        }
        if (texts.isEmpty())
            break; // nothing left to hand out
        if (const qint64 wait = holdBack(texts); wait > 0) {
            qCInfo(lcIngest) << "rate limit: waiting" << wait << "ms before the next batch; remaining requests"
                             << m_gate.last().remainingRequests << "tokens" << m_gate.last().remainingTokens;
            m_paced.start(int(std::min<qint64>(wait, 60000)));
            m_cursor = cursorBefore; // this batch is read again when the budget allows
            break;
        }
        lane.shas = shas;
        lane.tokens = RateLimitGate::estimateTokens(texts);
        lane.sentAt = m_clock.elapsed();
        for (const QString& sha : std::as_const(shas))
            m_inFlight.insert(sha);
        lane.client->embed(texts);
    }
    if (!busy()) {
        // Every passage has a vector: retrieval may use this model from now on.
        if (auto activated = EmbeddingStore(m_db).activate(m_config); !activated) {
            fail(activated.error());
            return;
        }
        qCInfo(lcIngest) << "embedded" << m_done << "passages with" << m_model;
        Q_EMIT finished(m_done, m_usage);
    }
}

void EmbeddingIndexer::onVectors(Lane& lane, const QList<Vector>& vectors, const TokenUsage& usage)
{
    QList<QPair<QString, EmbeddingStore::Vector>> pairs;
    for (qsizetype i = 0; i < vectors.size() && i < lane.shas.size(); ++i)
        pairs.append({lane.shas.at(i), vectors.at(i)});
    for (const QString& sha : std::as_const(lane.shas))
        m_inFlight.remove(sha);
    lane.shas.clear();
    const int dimensions = vectors.isEmpty() ? 0 : int(vectors.first().size());
    if (auto saved = EmbeddingStore(m_db).save(m_model, dimensions, pairs); !saved) {
        fail(saved.error());
        return;
    }
    m_usage += usage;
    m_done += int(pairs.size());
    Q_EMIT progress(m_done, m_total);
    if (m_pendingReported.elapsed() >= pendingIntervalMs)
        reportPending();
    fill();
}

void EmbeddingIndexer::reportPending()
{
    m_pendingReported.start();
    const auto documents = EmbeddingStore(m_db).documentsMissingVectors(m_model);
    if (!documents) {
        qCWarning(lcIngest) << "cannot list the documents still to embed:" << documents.error().message;
        return;
    }
    Q_EMIT pending(documents.value());
}

void EmbeddingIndexer::fail(const Error& error)
{
    if (m_stopped)
        return;
    cancel();
    Q_EMIT failed(error);
}

} // namespace lotse
