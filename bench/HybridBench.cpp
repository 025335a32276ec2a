// SPDX-License-Identifier: GPL-3.0-or-later
#include "HybridBench.h"

#include "BenchSupport.h"
#include "agent/llm/HybridRetriever.h"
#include "ingest/MarkdownCleaner.h"
#include "retrieval/LexicalSearch.h"
#include "retrieval/VectorIndexLoader.h"
#include "retrieval/VectorSamples.h"
#include "retrieval/Vocabulary.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/EmbeddingStore.h"
#include "text/SentenceSplitter.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <cstdio>

namespace lotse::bench {

namespace {

const QString shared = QStringLiteral(LOTSE_SHARED_DIR);

// Prose sentences of the three handbooks (headings, tables and fragments left out).
QStringList handbookSentences()
{
    QStringList out;
    QDirIterator it(shared + QStringLiteral("/corpora"), {QStringLiteral("*.md")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString text = MarkdownCleaner::clean(QString::fromUtf8(f.readAll())).text;
        for (const TextSpan& span : SentenceSplitter::split(text)) {
            const QString s = text.mid(span.start, span.length()).simplified();
            const qsizetype words = s.count(QLatin1Char(' ')) + 1;
            if (words >= 5 && words <= 60 && !s.startsWith(QLatin1Char('#')) && !s.startsWith(QLatin1Char('|')))
                out.append(s);
        }
    }
    return out;
}

QStringList devQuestions()
{
    QStringList out;
    QFile f(shared + QStringLiteral("/eval/dev-questions.jsonl"));
    if (f.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : f.readAll().split('\n')) {
            const QString q = QJsonDocument::fromJson(line).object().value(QStringLiteral("question")).toString();
            if (!q.isEmpty())
                out.append(q);
        }
    }
    return out;
}

} // namespace

QJsonObject runHybridBench(bool quick, qint64 postingsBudget)
{
    std::printf("== 2. Hybrid retrieval ==\n");
    const qsizetype passages = quick ? 2'000 : 100'000;
    const int dimensions = quick ? 256 : 1536;
    const int perDocument = 100;
    const QStringList sentences = handbookSentences();
    const QStringList questions = devQuestions();
    if (sentences.size() < 100 || questions.isEmpty())
        return {{QStringLiteral("error"),
                 QStringLiteral("the corpora or the development questions are missing under %1").arg(shared)}};
    QTemporaryDir dir;
    auto opened = Database::open(dir.filePath(QStringLiteral("kb.sqlite")));
    if (!opened)
        return {{QStringLiteral("error"), opened.error().message}};
    Database& db = *opened.value();
    DocumentStore documents(db);
    EmbeddingStore embeddings(db);
    const QString model = QStringLiteral("bench:%1").arg(dimensions);

    // Passages of 3-6 sentences drawn (seeded) from the handbooks; vectors from one low-rank model.
    QElapsedTimer timer;
    timer.start();
    QRandomGenerator rng(6);
    std::vector<float> vectors =
        VectorSamples::make(VectorSamples::Kind::LowRank, passages + questions.size(), dimensions, 6);
    double textMs = 0;
    double vectorMs = 0;
    qint64 textBytes = 0;
    for (qsizetype d = 0; d * perDocument < passages; ++d) {
        DocumentRecord doc;
        doc.path = QStringLiteral("/generated/doc-%1.md").arg(d);
        doc.title = QStringLiteral("Generated %1").arg(d);
        doc.status = DocumentRecord::Status::Ready;
        doc.modified = QDateTime::currentDateTimeUtc();
        QList<ChunkRecord> chunks;
        QList<QPair<QString, EmbeddingStore::Vector>> batch;
        for (int c = 0; c < perDocument && d * perDocument + c < passages; ++c) {
            ChunkRecord chunk;
            chunk.ordinal = c;
            chunk.headingPath = {doc.title, QStringLiteral("Section %1").arg(c)};
            QStringList parts;
            for (int s = 3 + int(rng.bounded(4)); s > 0; --s)
                parts.append(sentences.at(qsizetype(rng.bounded(quint32(sentences.size())))));
            chunk.text = parts.join(QLatin1Char(' '));
            chunk.endOffset = chunk.text.size();
            chunk.sha256 = QString::fromLatin1(
                QCryptographicHash::hash(QByteArray(chunk.text.toUtf8() + QByteArray::number(d * perDocument + c)),
                                         QCryptographicHash::Sha256)
                    .toHex());
            textBytes += chunk.text.toUtf8().size();
            const float* v = vectors.data() + std::size_t(d * perDocument + c) * std::size_t(dimensions);
            batch.append({chunk.sha256, EmbeddingStore::Vector(v, v + dimensions)});
            chunks.append(chunk);
        }
        QElapsedTimer step;
        step.start();
        if (auto written = documents.replaceDocument(doc, chunks); !written)
            return {{QStringLiteral("error"), written.error().message}};
        textMs += elapsedMs(step);
        step.start();
        if (auto saved = embeddings.save(model, dimensions, batch); !saved)
            return {{QStringLiteral("error"), saved.error().message}};
        vectorMs += elapsedMs(step);
    }
    const std::vector<float> queryVectors(vectors.end() - std::ptrdiff_t(questions.size()) * dimensions, vectors.end());
    vectors = {};
    std::printf("%lld passages (%.0f MB of text, %d-dimensional vectors) generated in %.1f s: %.1f s writing text and "
                "index, %.1f s writing vectors\n",
                static_cast<long long>(passages), double(textBytes) / 1e6, dimensions, elapsedMs(timer) / 1000,
                textMs / 1000, vectorMs / 1000);

    // Opening: the vocabulary and the vector index load once (the index in the background in the app).
    Vocabulary vocabulary(db);
    timer.start();
    if (auto count = vocabulary.passageCount(); !count)
        return {{QStringLiteral("error"), count.error().message}};
    const double vocabularyMs = elapsedMs(timer);
    timer.start();
    auto loaded = VectorIndexLoader::load(db, model);
    if (!loaded || !loaded.value())
        return {{QStringLiteral("error"), loaded ? QStringLiteral("no vectors") : loaded.error().message}};
    const double indexLoadMs = elapsedMs(timer);
    const VectorIndex& index = *loaded.value();

    LexicalSearch bounded(db, vocabulary);
    const qint64 budget = postingsBudget >= 0 ? postingsBudget : LexicalSearch::defaultPostingsBudget;
    bounded.setPostingsBudget(budget);
    LexicalSearch unbounded(db, vocabulary);
    unbounded.setPostingsBudget(0);
    const int topK = 5;
    Timings lexical, lexicalReference, vector, fusion, total;
    auto loadHit = [&documents](qint64 id) -> std::optional<Hit> {
        const auto chunk = documents.chunk(id);
        if (!chunk)
            return std::nullopt;
        Hit h;
        h.chunkId = chunk.value().id;
        h.text = chunk.value().text;
        h.path = chunk.value().documentPath;
        return h;
    };
    double agreement = 0;
    int compared = 0;
    for (int round = 0; round < (quick ? 1 : 3); ++round) {
        for (qsizetype q = 0; q < questions.size(); ++q) {
            QElapsedTimer all;
            all.start();
            timer.start();
            const auto hits = bounded.search(questions.at(q), topK * 3);
            lexical.add(elapsedMs(timer));
            if (!hits)
                return {{QStringLiteral("error"), hits.error().message}};
            timer.start();
            const float* qv = queryVectors.data() + std::size_t(q) * std::size_t(dimensions);
            const auto near = index.nearest(QList<float>(qv, qv + dimensions), topK * 3,
                                            [&](const QList<qint64>& ids) { return embeddings.vectorsOf(model, ids); });
            vector.add(elapsedMs(timer));
            if (!near)
                return {{QStringLiteral("error"), near.error().message}};
            timer.start();
            QList<HybridRetriever::Scored> scored;
            for (const auto& c : near.value())
                scored.append({c.id, double(c.score)});
            const QList<Hit> fused = HybridRetriever::fuse(hits.value(), scored, topK, loadHit);
            fusion.add(elapsedMs(timer));
            total.add(elapsedMs(all));
            if (fused.isEmpty())
                return {{QStringLiteral("error"), QStringLiteral("no passage found for \"%1\"").arg(questions.at(q))}};
            timer.start();
            const auto reference = unbounded.search(questions.at(q), topK * 3);
            lexicalReference.add(elapsedMs(timer));
            if (!reference)
                return {{QStringLiteral("error"), reference.error().message}};
            // How much of the unbounded query's top 5 the bounded one keeps.
            QSet<qint64> top;
            for (const Hit& h : reference.value().mid(0, topK))
                top.insert(h.chunkId);
            int kept = 0;
            for (const Hit& h : hits.value().mid(0, topK))
                kept += top.contains(h.chunkId) ? 1 : 0;
            agreement += top.isEmpty() ? 1.0 : double(kept) / double(top.size());
            ++compared;
        }
    }
    printRow(QStringLiteral("  %1 questions x %2").arg(questions.size()).arg(quick ? 1 : 3),
             {QStringLiteral("p50 ms"), QStringLiteral("p95 ms")});
    printRow(QStringLiteral("  hybrid end to end (no embedding call)"), {fmt(total.p50()), fmt(total.p95())});
    printRow(QStringLiteral("  keyword search (postings budget %1)").arg(budget),
             {fmt(lexical.p50()), fmt(lexical.p95())});
    printRow(QStringLiteral("  keyword search, every form ORed (reference)"),
             {fmt(lexicalReference.p50()), fmt(lexicalReference.p95())});
    agreement /= std::max(compared, 1);
    printRow(QStringLiteral("  keyword top 5 shared with the reference's"),
             {fmt(agreement * 100, 0) + QLatin1Char('%')});
    printRow(QStringLiteral("  vector search (int8 + rescoring from SQLite)"), {fmt(vector.p50()), fmt(vector.p95())});
    printRow(QStringLiteral("  fusion (RRF + loading vector-only passages)"), {fmt(fusion.p50()), fmt(fusion.p95())});
    printRow(QStringLiteral("  opening: vocabulary / vector index load, ms"),
             {fmt(vocabularyMs, 0), fmt(indexLoadMs, 0)});
    return {{QStringLiteral("passages"), double(passages)},
            {QStringLiteral("dimensions"), dimensions},
            {QStringLiteral("questions"), int(questions.size())},
            {QStringLiteral("hybrid"), total.json()},
            {QStringLiteral("lexical"), lexical.json()},
            {QStringLiteral("postings_budget"), double(budget)},
            {QStringLiteral("lexical_unbounded"), lexicalReference.json()},
            {QStringLiteral("lexical_top5_agreement"), agreement},
            {QStringLiteral("vector"), vector.json()},
            {QStringLiteral("fusion"), fusion.json()},
            {QStringLiteral("vocabulary_load_ms"), vocabularyMs},
            {QStringLiteral("vector_index_load_ms"), indexLoadMs},
            {QStringLiteral("generate_text_s"), textMs / 1000},
            {QStringLiteral("generate_vectors_s"), vectorMs / 1000}};
}

} // namespace lotse::bench
