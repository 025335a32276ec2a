// SPDX-License-Identifier: GPL-3.0-or-later
#include "GeneratedKnowledgeBase.h"

#include "BenchSupport.h"
#include "common/Sha256.h"
#include "ingest/MarkdownCleaner.h"
#include "llm/ProviderConfig.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "text/SentenceSplitter.h"
#include "vector/EmbeddingStore.h"
#include "vector/SampleRows.h"

#include <QDateTime>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

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

Result<GeneratedKnowledgeBase> GeneratedKnowledgeBase::build(const QString& path, qsizetype passages, int dimensions)
{
    const int perDocument = 100;
    const QStringList sentences = handbookSentences();
    const QStringList questions = devQuestions();
    if (sentences.size() < 100 || questions.isEmpty())
        return Error::make(Error::Code::NotFound,
                           QStringLiteral("the corpora or the development questions are missing under %1").arg(shared));
    auto opened = Database::open(path);
    if (!opened)
        return opened.error();
    Database& db = *opened.value();
    DocumentStore documents(db);
    EmbeddingStore embeddings(db);
    const QString model = modelKey(dimensions);
    // An embedded knowledge base has the passage hash index: the embedding thread makes it before it
    // stores the first vector, and ingestion maintains it from then on.
    if (auto made = embeddings.ensureLookupIndex(); !made)
        return made.error();

    // Passages of 3-6 sentences drawn (seeded) from the handbooks; vectors from one low-rank model.
    QElapsedTimer timer;
    timer.start();
    QRandomGenerator rng(6);
    // Row by row (a million passages of 1,536 dimensions would be 6 GB at once); the questions' vectors
    // are the rows after the passages'.
    const SampleRows rows(VectorSamples::Kind::LowRank, dimensions, 6);
    std::vector<float> row(static_cast<std::size_t>(dimensions));
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
            chunk.sha256 = Sha256::hex(QByteArray(chunk.text.toUtf8() + QByteArray::number(d * perDocument + c)));
            textBytes += chunk.text.toUtf8().size();
            rows.row(d * perDocument + c, row.data());
            batch.append({chunk.sha256, EmbeddingStore::Vector(row.begin(), row.end())});
            chunks.append(chunk);
        }
        QElapsedTimer step;
        step.start();
        if (auto written = documents.replaceDocument(doc, chunks); !written)
            return written.error();
        textMs += elapsedMs(step);
        step.start();
        if (auto saved = embeddings.save(model, dimensions, batch); !saved)
            return saved.error();
        vectorMs += elapsedMs(step);
    }
    // As if the fake provider of the start-up benchmark had embedded every passage.
    ProviderConfig provider;
    provider.endpoint = QUrl(QStringLiteral("http://127.0.0.1"));
    provider.embeddingDeployment = QStringLiteral("embed");
    provider.dimensions = dimensions;
    if (auto activated = embeddings.activate(provider); !activated)
        return activated.error();

    GeneratedKnowledgeBase kb;
    kb.path = path;
    kb.passages = passages;
    kb.dimensions = dimensions;
    kb.textBytes = textBytes;
    kb.textSeconds = textMs / 1000;
    kb.vectorSeconds = vectorMs / 1000;
    kb.questions = questions;
    kb.questionVectors.resize(std::size_t(questions.size()) * std::size_t(dimensions));
    for (qsizetype q = 0; q < questions.size(); ++q)
        rows.row(passages + q, kb.questionVectors.data() + std::size_t(q) * std::size_t(dimensions));
    return kb;
}

} // namespace lotse::bench
