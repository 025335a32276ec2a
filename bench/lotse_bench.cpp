// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-bench: retrieval and ingestion speed, every figure next to a reference measured in the
// same run (docs/performance.md has the targets and the latest results).
// Usage: lotse-bench [--quick] [--section N]... [--hnsw-large] [--keep DIR]
//   no arguments  sections 1-4 (under 10 minutes on a 2-core desktop)
//   --quick       tiny sizes, seconds (what CI runs)
//   --section N   only section N (1 vector search, 2 hybrid retrieval, 3 ingestion, 4 GUI, 5 a million
//                 vectors: needs 16 GB of free disk in the temporary folder or --keep DIR); repeatable
//   --hnsw-large  hnswlib also at 100,000 vectors (its graph takes minutes to build)
//   --postings-budget N  section 2 with another keyword-query budget (for tuning)
//   --passages N  sections 2 and 4 on N generated passages instead of 100,000 (e.g. 1000000 for the
//                 start-up with a million passages)
//   --keep DIR    the generated knowledge bases (sections 2 and 4) are built in DIR and kept, e.g. for
//                 profiling lotse-bench-startup or the app on them
// The last line of the output is one JSON object with every figure.
#include "BenchSupport.h"
#include "GeneratedKnowledgeBase.h"
#include "GuiBench.h"
#include "HybridBench.h"
#include "IngestBench.h"
#include "MillionBench.h"
#include "StartupBench.h"
#include "VectorBench.h"
#include "common/BuildInfo.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <cstdio>

using namespace lotse;
using namespace lotse::bench;

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Lotse retrieval and ingestion benchmarks"));
    parser.addHelpOption();
    const QCommandLineOption quick(QStringLiteral("quick"), QStringLiteral("Tiny sizes (seconds)."));
    const QCommandLineOption section(QStringLiteral("section"), QStringLiteral("Run only section N (1-5)."),
                                     QStringLiteral("N"));
    const QCommandLineOption hnswLarge(QStringLiteral("hnsw-large"),
                                       QStringLiteral("Also build hnswlib over 100,000 vectors (minutes)."));
    const QCommandLineOption postings(QStringLiteral("postings-budget"),
                                      QStringLiteral("Section 2: keyword queries' postings budget (default: Lotse's)."),
                                      QStringLiteral("N"));
    const QCommandLineOption keep(QStringLiteral("keep"),
                                  QStringLiteral("Build the generated knowledge bases in DIR and leave them there."),
                                  QStringLiteral("DIR"));
    const QCommandLineOption passagesOption(QStringLiteral("passages"),
                                            QStringLiteral("Sections 2 and 4: N generated passages (default 100,000)."),
                                            QStringLiteral("N"), QStringLiteral("100000"));
    parser.addOptions({quick, section, hnswLarge, postings, keep, passagesOption});
    parser.process(app);
    QList<int> sections;
    for (const QString& s : parser.values(section)) {
        bool ok = false;
        const int n = s.toInt(&ok);
        if (!ok || n < 1 || n > 5) {
            std::fprintf(stderr, "lotse-bench: --section takes 1, 2, 3, 4 or 5, not \"%s\"\n", qPrintable(s));
            return 2;
        }
        sections.append(n);
    }
    const bool isQuick = parser.isSet(quick);
    // Section 5 (5 minutes, 16 GB of disk) only when asked for, or in the quick run: the full suite
    // stays under 10 minutes.
    if (sections.isEmpty())
        sections = isQuick ? QList<int>{1, 2, 3, 4, 5} : QList<int>{1, 2, 3, 4};
    bool passagesOk = false;
    const qsizetype largeCount = isQuick ? 2'000 : parser.value(passagesOption).toLongLong(&passagesOk);
    if (!isQuick && (!passagesOk || largeCount < 1'000)) {
        std::fprintf(stderr, "lotse-bench: --passages takes a whole number of at least 1000\n");
        return 2;
    }

    QElapsedTimer total;
    total.start();
    QJsonObject report{{QStringLiteral("version"), BuildInfo::version()},
                       {QStringLiteral("quick"), isQuick},
                       {QStringLiteral("machine"), machineDescription()},
                       {QStringLiteral("date"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    std::printf("lotse-bench %s on %s\n\n", qPrintable(BuildInfo::version()), qPrintable(machineDescription()));
    // Sections 2 and 4 share the generated knowledge bases, built when the first of them needs one.
    QTemporaryDir temporary;
    const QDir work(parser.isSet(keep) ? parser.value(keep) : temporary.path());
    if (!work.mkpath(QStringLiteral("."))) {
        std::fprintf(stderr, "lotse-bench: cannot create %s\n", qPrintable(work.path()));
        return 2;
    }
    std::optional<GeneratedKnowledgeBase> large;
    std::optional<GeneratedKnowledgeBase> small;
    auto generated = [&](std::optional<GeneratedKnowledgeBase>& kb, const QString& name, qsizetype passages,
                         QString& error) -> const GeneratedKnowledgeBase* {
        if (!kb) {
            for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
                QFile::remove(work.filePath(name + suffix));
            auto built = GeneratedKnowledgeBase::build(work.filePath(name), passages, isQuick ? 256 : 1536);
            if (!built) {
                error = built.error().message;
                return nullptr;
            }
            kb = std::move(built).value();
        }
        return &*kb;
    };
    int failures = 0;
    for (int s : std::as_const(sections)) {
        QString error;
        QJsonObject result;
        switch (s) {
        case 1:
            result = runVectorBench({isQuick, parser.isSet(hnswLarge)});
            break;
        case 2:
            if (const auto* kb = generated(large, QStringLiteral("large.sqlite"), largeCount, error))
                result =
                    runHybridBench(*kb, isQuick, parser.isSet(postings) ? parser.value(postings).toLongLong() : -1);
            break;
#ifdef LOTSE_HAVE_FAKE_SERVER
        case 3:
            result = runIngestBench(isQuick, QCoreApplication::applicationDirPath());
            break;
#endif
        case 4: {
            const QJsonObject stalls = runGuiBench(isQuick, QCoreApplication::applicationDirPath());
            result = {{QStringLiteral("stalls"), stalls}};
            if (stalls.contains(QStringLiteral("error")))
                result.insert(QStringLiteral("error"), stalls.value(QStringLiteral("error")));
#ifdef LOTSE_HAVE_FAKE_SERVER
            std::printf("\n");
            const auto* big = generated(large, QStringLiteral("large.sqlite"), largeCount, error);
            const auto* reference =
                big ? generated(small, QStringLiteral("small.sqlite"), isQuick ? 200 : 1'000, error) : nullptr;
            if (big && reference) {
                const QJsonObject startup =
                    runStartupBench(*big, *reference, isQuick, QCoreApplication::applicationDirPath());
                result.insert(QStringLiteral("startup"), startup);
                if (startup.contains(QStringLiteral("error")))
                    result.insert(QStringLiteral("error"), startup.value(QStringLiteral("error")));
            }
#endif
            break;
        }
        case 5: {
            const int threads = std::max(1, QThread::idealThreadCount());
            const double bandwidth = std::max(memoryBandwidthGBs(threads, false), memoryBandwidthGBs(threads, true));
            result = runMillionBench({isQuick, work.path()}, bandwidth);
            break;
        }
        default:
            std::printf("section %d is not part of this build yet\n", s);
            continue;
        }
        if (!error.isEmpty())
            result.insert(QStringLiteral("error"), QStringLiteral("generating the knowledge base: %1").arg(error));
        if (result.contains(QStringLiteral("error"))) {
            std::printf("section %d failed: %s\n", s, qPrintable(result.value(QStringLiteral("error")).toString()));
            ++failures;
        }
        report.insert(QStringLiteral("section%1").arg(s), result);
        std::printf("\n");
    }
    report.insert(QStringLiteral("total_s"), double(total.elapsed()) / 1000.0);
    std::printf("total %.1f s\n", double(total.elapsed()) / 1000.0);
    std::printf("%s\n", QJsonDocument(report).toJson(QJsonDocument::Compact).constData());
    return failures == 0 ? 0 : 1;
}
