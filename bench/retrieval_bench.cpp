// SPDX-License-Identifier: GPL-3.0-or-later
// What each query expansion of the offline retriever brings, measured on the development
// question set: for every answerable question, is an expected source among the top 5 passages
// of a plain BM25 search of the question? Reference: FTS5 with the question's exact words only.
// Usage: lotse-bench-retrieval [QUESTIONS.jsonl [CORPORA_DIR]]
#include "ingest/IngestPipeline.h"
#include "retrieval/LexicalSearch.h"
#include "retrieval/Vocabulary.h"
#include "store/Database.h"
#include "store/DocumentStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QTemporaryDir>
#include <cstdio>
#include <memory>

using namespace lotse;

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    const QString shared = QDir::cleanPath(QStringLiteral(LOTSE_SHARED_DIR));
    const QString questionsPath = args.value(0, shared + QStringLiteral("/eval/dev-questions.jsonl"));
    // Absolute: passages carry absolute paths, a relative CORPORA_DIR would match none of them.
    const QString corpora =
        QDir::cleanPath(QFileInfo(args.value(1, shared + QStringLiteral("/corpora"))).absoluteFilePath());
    QFile file(questionsPath);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "lotse-bench-retrieval: cannot read %s\n", qPrintable(questionsPath));
        return 1;
    }
    QList<QJsonObject> questions;
    for (const QByteArray& line : file.readAll().split('\n')) {
        const QJsonObject q = QJsonDocument::fromJson(line).object();
        if (!q.isEmpty() && !q.value(QStringLiteral("expected_sources")).toArray().isEmpty())
            questions.append(q);
    }

    // One knowledge base per corpus, as the set's README asks.
    QTemporaryDir dir;
    std::map<QString, std::unique_ptr<Database>> dbs;
    for (const QJsonObject& q : std::as_const(questions)) {
        const QString corpus = q.value(QStringLiteral("corpus")).toString();
        if (dbs.count(corpus))
            continue;
        auto db = Database::open(dir.filePath(corpus + QStringLiteral(".sqlite")));
        if (!db) {
            std::fprintf(stderr, "%s\n", qPrintable(db.error().message));
            return 3;
        }
        DocumentStore store(*db.value());
        IngestPipeline pipeline(store);
        auto expansion = IngestPipeline::expand({corpora + QLatin1Char('/') + corpus});
        for (const QString& f : std::as_const(expansion.files)) {
            if (!f.endsWith(QStringLiteral("/SOURCE.md")))
                pipeline.ingestFile(f);
        }
        dbs[corpus] = std::move(db).value();
    }

    struct Config
    {
        const char* name;
        Vocabulary::Expansions expansions;
    };
    const Config configs[] = {
        {"reference: exact words", {false, false, false, false, false}},
        {"+ stems (Snowball en/de)", {true, false, false, false, false}},
        {"+ stems + compounds", {true, true, false, false, false}},
        {"+ curated synonyms", {true, true, true, false, false}},
        {"+ thesauri (WordNet, OpenTh.)", {true, true, true, true, false}},
        {"+ dictionaries (FreeDict)", {true, true, true, true, true}},
    };
    std::printf("%d answerable questions from %s\n\n", int(questions.size()), qPrintable(questionsPath));
    std::printf("%-32s %6s %6s %7s %7s %7s %6s %6s %9s\n", "expected source in top 5", "all", "top 1", "MRR@10",
                "direct", "mislead", "en", "de", "ms/query");
    for (const Config& config : configs) {
        int found = 0;
        QMap<QString, QPair<int, int>> byKind; // kind -> (found, asked)
        int de = 0;
        int deFound = 0;
        int top1 = 0;
        double mrr = 0;
        QElapsedTimer timer;
        timer.start();
        for (const QJsonObject& q : std::as_const(questions)) {
            const QString corpus = q.value(QStringLiteral("corpus")).toString();
            Vocabulary vocabulary(*dbs.at(corpus), config.expansions);
            LexicalSearch search(*dbs.at(corpus), vocabulary);
            const auto hits = search.search(q.value(QStringLiteral("question")).toString(), 10);
            QStringList expected;
            for (const QJsonValue& v : q.value(QStringLiteral("expected_sources")).toArray())
                expected.append(QDir::cleanPath(corpora + QLatin1Char('/') + corpus + QLatin1Char('/') + v.toString()));
            int rank = 0; // of the first passage from an expected source, 0 = not in the top 10
            for (const Hit& h : hits ? hits.value() : QList<Hit>()) {
                if (expected.contains(h.path)) {
                    rank = h.rank;
                    break;
                }
            }
            const bool hit = rank > 0 && rank <= 5;
            top1 += rank == 1;
            mrr += rank > 0 ? 1.0 / rank : 0.0;
            found += hit;
            auto& kind = byKind[q.value(QStringLiteral("kind")).toString()];
            kind.first += hit;
            ++kind.second;
            if (q.value(QStringLiteral("lang")).toString() == QStringLiteral("de")) {
                ++de;
                deFound += hit;
            }
        }
        const double ms = timer.nsecsElapsed() / 1e6 / questions.size();
        auto share = [](int a, int b) { return QStringLiteral("%1/%2").arg(a).arg(b).toStdString(); };
        std::printf(
            "%-32s %6s %6s %7.3f %7s %7s %6s %6s %9.2f\n", config.name, share(found, int(questions.size())).c_str(),
            share(top1, int(questions.size())).c_str(), mrr / questions.size(),
            share(byKind[QStringLiteral("direct")].first, byKind[QStringLiteral("direct")].second).c_str(),
            share(byKind[QStringLiteral("misleading")].first, byKind[QStringLiteral("misleading")].second).c_str(),
            share(found - deFound, int(questions.size()) - de).c_str(), share(deFound, de).c_str(), ms);
    }
    std::printf("\nRanking uses at most %d index forms per question word (the grader uses all of them).\n"
                "ms/query includes loading the vocabulary for each question (a new Vocabulary per question).\n",
                LexicalSearch::maxFormsPerTerm);
    return 0;
}
