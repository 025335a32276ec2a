// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingIndexer.h"

#include "common/Logging.h"
#include "store/EmbeddingStore.h"

#include <algorithm>

namespace lotse {

EmbeddingIndexer::EmbeddingIndexer(Database& db, QNetworkAccessManager& network, const ProviderConfig& config,
                                   const QString& apiKey, int batchSize, int concurrency, QObject* parent)
    : QObject(parent)
    , m_db(db)
    , m_config(config)
    , m_model(config.embeddingModelKey())
    , m_batchSize(std::clamp(batchSize, 1, EmbeddingClient::maxInputsPerRequest))
{
    m_lanes.resize(size_t(std::clamp(concurrency, 1, 8)));
    for (Lane& lane : m_lanes) {
        lane.client = std::make_unique<EmbeddingClient>(network, config, apiKey);
        connect(
            lane.client.get(), &EmbeddingClient::finished, this,
            [this, &lane](const QList<Vector>& vectors, const TokenUsage& usage) { onVectors(lane, vectors, usage); });
        connect(lane.client.get(), &EmbeddingClient::failed, this, [this](const ProviderError& error) {
            if (error.kind != ProviderError::Kind::Cancelled)
                fail(error.toError());
        });
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
    const auto total = EmbeddingStore(m_db).missingCount(m_model);
    if (!total) {
        fail(total.error());
        return;
    }
    m_total = total.value();
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
    fill();
}

bool EmbeddingIndexer::isRunning() const
{
    return !m_stopped && busy();
}

void EmbeddingIndexer::cancel()
{
    m_stopped = true;
    for (Lane& lane : m_lanes)
        lane.client->cancel();
}

bool EmbeddingIndexer::busy() const
{
    return std::any_of(m_lanes.cbegin(), m_lanes.cend(), [](const Lane& l) { return !l.shas.isEmpty(); });
}

void EmbeddingIndexer::fill()
{
    if (m_stopped)
        return;
    for (Lane& lane : m_lanes) {
        if (!lane.shas.isEmpty())
            continue;
        QStringList texts;
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
                if (m_inFlight.contains(p.sha256))
                    continue;
                texts.append(p.text);
                lane.shas.append(p.sha256);
                m_inFlight.insert(p.sha256);
            }
        }
        if (texts.isEmpty())
            break; // nothing left to hand out
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
    fill();
}

void EmbeddingIndexer::fail(const Error& error)
{
    if (m_stopped)
        return;
    cancel();
    Q_EMIT failed(error);
}

} // namespace lotse
