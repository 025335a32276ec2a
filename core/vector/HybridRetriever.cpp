// SPDX-License-Identifier: GPL-3.0-or-later
#include "HybridRetriever.h"

#include "EmbeddingStore.h"
#include "VectorLayoutSetting.h"
#include "agent/llm/LlmContext.h"
#include "common/Logging.h"
#include "store/DocumentStore.h"

#include <QHash>
#include <QSettings>
#include <algorithm>
#include <cmath>

namespace lotse {

HybridRetriever::HybridRetriever(LlmContext& context)
    : m_context(context)
{}

Status HybridRetriever::loadVectors()
{
    const auto version = m_context.offline.db->dataVersion();
    if (!version)
        return version.error();
    if (version.value() == m_dataVersion)
        return success();
    EmbeddingStore store(*m_context.offline.db);
    const auto active = store.active();
    if (!active)
        return active.error();
    const QString wanted = active.value() ? active.value()->modelKey : QString();
    if (wanted != m_model || !m_client) {
        // The question must be embedded by the model that made the passage vectors.
        ProviderConfig config = m_context.config;
        if (active.value()) {
            config.embeddingDeployment = active.value()->deployment;
            config.dimensions = active.value()->dimensions;
        }
        m_model = wanted;
        m_client = std::make_unique<EmbeddingClient>(m_context.network, config, m_context.credential);
        QObject::connect(m_client.get(), &EmbeddingClient::finished, m_client.get(),
                         [this](const QList<Vector>& vectors, const TokenUsage& usage) {
                             m_context.usage->total += usage;
                             onQueryVectors(vectors);
                         });
        QObject::connect(m_client.get(), &EmbeddingClient::failed, m_client.get(), [this](const ProviderError& error) {
            if (error.kind == ProviderError::Kind::Cancelled)
                return;
            // Better an answer from keyword search than none: the log says why vectors were left out.
            qCWarning(lcLlm) << "embedding the question failed, using keyword search only:" << error.userMessage();
            if (m_searchingLexically) {
                m_failedMeanwhile = true; // failed at once: retrieve() answers once keyword search is done
                return;
            }
            m_done(lexicalOnly());
        });
    }
    // Only vectors from the same endpoint can be compared with a question embedded there.
    const bool sameEndpoint = m_model.startsWith(m_context.config.endpoint.host() + QLatin1Char(':'));
    if (!sameEndpoint) {
        m_loader.cancel();
        m_index.reset();
        m_dataVersion = version.value();
        return success();
    }
    if (m_loader.loading() && m_loadingModel == m_model)
        return success(); // the version is checked again once this load is in
    const auto count = store.vectorCount(m_model);
    if (!count)
        return count.error();
    m_dataVersion = version.value();
    const QString path = m_context.offline.db->path();
    const bool inMemory = path.isEmpty() || path == QStringLiteral(":memory:");
    const qsizetype dimensions = std::max(active.value() ? active.value()->dimensions : 0, 1);
    if (inMemory || count.value() * dimensions <= m_synchronousLoadLimit) {
        m_loader.cancel();
        auto loaded =
            VectorIndexLoader::load(*m_context.offline.db, m_model, nullptr, VectorLayoutSetting::load(QSettings()));
        if (!loaded && loaded.error().code == Error::Code::Io) {
            // The binary layout's file (disk full, a folder one may not write to): as for a load in
            // the background, keyword search answers and the next change of the knowledge base tries again.
            qCWarning(lcLlm) << "the vector index could not be built, using keyword search only:"
                             << loaded.error().message;
            m_index.reset();
            return success();
        }
        if (!loaded)
            return loaded.error();
        m_index = std::move(loaded).value();
        m_indexModel = m_model;
        return success();
    }
    // Large: load in the background. The current index answers meanwhile if it is of this model
    // (passages removed since are dropped when rescoring); otherwise keyword search alone.
    if (m_indexModel != m_model)
        m_index.reset();
    qCInfo(lcLlm) << "loading" << count.value() << "vectors in the background; keyword search answers meanwhile";
    m_loadingModel = m_model;
    m_loader.start(path, m_model, VectorLayoutSetting::load(QSettings()));
    return success();
}

void HybridRetriever::adoptLoadedIndex()
{
    auto loaded = m_loader.take();
    if (!loaded)
        return;
    if (!loaded->ok()) {
        // Keyword search keeps answering; the next change of the knowledge base tries again.
        qCWarning(lcLlm) << "loading the vector index failed:" << loaded->error().message;
        return;
    }
    if (m_loadingModel == m_model) {
        m_index = std::move(*loaded).value();
        m_indexModel = m_model;
    }
}

void HybridRetriever::retrieve(const QString& query, int topK, Done done)
{
    m_done = [done = std::move(done)](Result<QList<QList<Hit>>> all) {
        if (!all)
            done(all.error());
        else
            done(all.value().value(0));
    };
    start({query}, topK);
}

void HybridRetriever::retrieveAll(const QStringList& queries, int topK, DoneAll done)
{
    m_done = std::move(done);
    start(queries, topK);
}

void HybridRetriever::start(const QStringList& queries, int topK)
{
    m_topK = topK;
    // A load finished since the last question is taken first; one that loadVectors() starts now
    // answers from the next question on, never this one (which would then race the loader thread).
    adoptLoadedIndex();
    if (auto loaded = loadVectors(); !loaded) {
        m_done(loaded.error());
        return;
    }
    const bool withVectors = m_index && m_index->size() > 0;
    // The embedding request (one for all the queries) goes out first: keyword search runs while it
    // is in flight.
    m_searchingLexically = true;
    m_failedMeanwhile = false;
    if (withVectors)
        m_client->embed(queries);
    m_lexical.clear();
    for (const QString& query : queries) {
        auto lexical = m_context.offline.search.search(query, topK * 3);
        if (!lexical) {
            m_searchingLexically = false;
            if (withVectors)
                m_client->cancel();
            m_done(lexical.error());
            return;
        }
        m_lexical.append(lexical.value());
    }
    m_searchingLexically = false;
    if (!withVectors || m_failedMeanwhile)
        m_done(lexicalOnly());
}

QList<QList<Hit>> HybridRetriever::lexicalOnly() const
{
    QList<QList<Hit>> all;
    for (const QList<Hit>& hits : m_lexical)
        all.append(hits.mid(0, m_topK));
    return all;
}

Result<QList<QList<HybridRetriever::Scored>>> HybridRetriever::nearest(const QList<Vector>& queries, int count) const
{
    QList<QList<Scored>> all(queries.size());
    if (!m_index)
        return all;
    // A question vector of another size cannot be compared: nearestMany leaves its list empty.
    EmbeddingStore store(*m_context.offline.db);
    const auto found =
        m_index->nearestMany(queries, count, [&](const QList<qint64>& ids) { return store.vectorsOf(m_model, ids); });
    if (!found)
        return found.error();
    for (qsizetype i = 0; i < found.value().size(); ++i) {
        all[i].reserve(found.value().at(i).size());
        for (const VectorIndex::Candidate& c : found.value().at(i))
            all[i].append({c.id, double(c.score)});
    }
    return all;
}

std::optional<Hit> HybridRetriever::passage(const DocumentStore& store, qint64 chunkId)
{
    const auto chunk = store.chunk(chunkId);
    if (!chunk)
        return std::nullopt;
    return Hit::fromChunk(chunk.value());
}

void HybridRetriever::onQueryVectors(const QList<Vector>& vectors)
{
    DocumentStore store(*m_context.offline.db);
    const auto load = [&store](qint64 id) { return passage(store, id); };
    // All the questions' vectors in one pass over the index (sub-questions of a decomposed question).
    QList<Vector> queries;
    for (qsizetype i = 0; i < m_lexical.size(); ++i)
        queries.append(vectors.value(i));
    const auto near = nearest(queries, m_topK * 3);
    if (!near) {
        m_done(near.error());
        return;
    }
    QList<QList<Hit>> all;
    for (qsizetype i = 0; i < m_lexical.size(); ++i)
        all.append(fuse(m_lexical.at(i), near.value().value(i), m_topK, load));
    m_done(all);
}

QList<Hit> HybridRetriever::fuse(const QList<Hit>& lexical, const QList<Scored>& vector, int topK,
                                 const std::function<std::optional<Hit>(qint64)>& load)
{
    QHash<qint64, double> rrf;
    QHash<qint64, Hit> hits;
    for (qsizetype i = 0; i < lexical.size(); ++i) {
        rrf[lexical.at(i).chunkId] += 1.0 / (rrfK + i + 1);
        hits.insert(lexical.at(i).chunkId, lexical.at(i));
    }
    for (qsizetype i = 0; i < vector.size(); ++i) {
        const qint64 id = vector.at(i).chunkId;
        rrf[id] += 1.0 / (rrfK + i + 1);
        const double similarity = std::clamp(vector.at(i).similarity, 0.0, 1.0);
        if (!hits.contains(id)) {
            const std::optional<Hit> loaded = load(id);
            if (!loaded)
                continue;
            Hit h = *loaded;
            h.score = similarity;
            hits.insert(id, h);
        } else {
            hits[id].score = std::max(hits[id].score, similarity);
        }
    }
    QList<Hit> out;
    for (auto it = hits.begin(); it != hits.end(); ++it) {
        it->rawScore = rrf.value(it.key());
        out.append(*it);
    }
    std::sort(out.begin(), out.end(), [](const Hit& a, const Hit& b) {
        return a.rawScore != b.rawScore ? a.rawScore > b.rawScore : a.chunkId < b.chunkId;
    });
    if (out.size() > topK)
        out.resize(topK);
    for (qsizetype i = 0; i < out.size(); ++i)
        out[i].rank = int(i) + 1;
    return out;
}

void HybridRetriever::cancel()
{
    if (m_client)
        m_client->cancel();
}

} // namespace lotse
