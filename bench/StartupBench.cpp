// SPDX-License-Identifier: GPL-3.0-or-later
#include "StartupBench.h"

#include "BenchSupport.h"
#include "GeneratedKnowledgeBase.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QUrl>
#include <cstdio>

namespace lotse::bench {

namespace {

const QStringList events = {QStringLiteral("window"), QStringLiteral("usable"), QStringLiteral("hits"),
                            QStringLiteral("answered")};

// Grader and answer for any question: enough for the loop to run one round and answer with a citation.
QJsonObject scenario(int dimensions)
{
    const QJsonObject verdict{{QStringLiteral("sufficient"), true},
                              {QStringLiteral("rationale"), QStringLiteral("The passages answer the question.")},
                              {QStringLiteral("new_query"), QJsonValue::Null},
                              {QStringLiteral("supporting_passages"), QJsonArray()},
                              {QStringLiteral("missing"), QJsonArray()}};
    return {
        {QStringLiteral("deployments"), QJsonArray{QStringLiteral("chat"), QStringLiteral("embed")}},
        {QStringLiteral("embeddingDimensions"), dimensions},
        {QStringLiteral("chat"),
         QJsonArray{
             QJsonObject{{QStringLiteral("schema"), QStringLiteral("verdict")}, {QStringLiteral("content"), verdict}},
             QJsonObject{{QStringLiteral("content"), QStringLiteral("The handbook answers this {cite:Generated}.")}}}}};
}

// One start: the arrival of each event line, in ms since the process was started.
QHash<QString, double> startOnce(const QString& program, const QStringList& args, const QProcessEnvironment& env,
                                 QString& error)
{
    QProcess probe;
    probe.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    probe.start(program, args);
    QHash<QString, double> at;
    // A separate process: blocking here stalls nobody, and each line is stamped as it arrives.
    while (clock.elapsed() < 90'000) {
        if (!probe.canReadLine() && !probe.waitForReadyRead(1000) && probe.state() == QProcess::NotRunning)
            break;
        while (probe.canReadLine()) {
            const QString event = QString::fromUtf8(probe.readLine().trimmed()).section(QLatin1Char(' '), 1);
            at.insert(event, elapsedMs(clock));
        }
        if (at.contains(QStringLiteral("done")))
            break;
    }
    if (!probe.waitForFinished(10'000))
        probe.kill();
    // Its log stays quiet unless the start failed; then it says why.
    if (!at.contains(QStringLiteral("answered")) || probe.exitCode() != 0)
        error = QStringLiteral("lotse-bench-startup %1 failed (exit code %2): %3")
                    .arg(args.join(QLatin1Char(' ')))
                    .arg(probe.exitCode())
                    .arg(QString::fromLocal8Bit(probe.readAllStandardError().right(2000)));
    return at;
}

} // namespace

QJsonObject runStartupBench(const GeneratedKnowledgeBase& large, const GeneratedKnowledgeBase& small, bool quick,
                            const QString& binDir)
{
    std::printf("== 4b. Start-up with a large knowledge base (lotse-bench-startup) ==\n");
    const QString program = binDir + QStringLiteral("/lotse-bench-startup");
    const QString fakeServer = binDir + QStringLiteral("/lotse-fake-openai");
    if (!QFileInfo(program).isExecutable() || !QFileInfo(fakeServer).isExecutable())
        return {{QStringLiteral("error"),
                 QStringLiteral("%1 or %2 is missing: build lotse-bench-startup and lotse-fake-openai")
                     .arg(program, fakeServer)}};
    QTemporaryDir dir;
    const QString scenarioPath = dir.filePath(QStringLiteral("scenario.json"));
    QFile file(scenarioPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(scenario(large.dimensions)).toJson()) < 0)
        return {{QStringLiteral("error"), QStringLiteral("cannot write %1").arg(scenarioPath)}};
    file.close();
    QProcess server;
    server.start(fakeServer, {QStringLiteral("--scenario"), scenarioPath});
    if (!server.waitForReadyRead(10000))
        return {{QStringLiteral("error"), QStringLiteral("lotse-fake-openai did not start")}};
    const QString endpoint = QString::fromUtf8(server.readLine().trimmed()).section(QLatin1Char(' '), -1);

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("LOTSE_API_KEY"), QStringLiteral("bench-key"));
    const int runs = quick ? 1 : 3;
    printRow(
        QStringLiteral("  median of %1 starts, ms from process start").arg(runs),
        {QStringLiteral("window"), QStringLiteral("usable"), QStringLiteral("1st hits"), QStringLiteral("answered")});
    QJsonArray rows;
    QString error;
    for (const bool withProvider : {false, true}) {
        for (const GeneratedKnowledgeBase* kb : {&small, &large}) {
            QStringList args{QStringLiteral("--db"), kb->path, QStringLiteral("--question"), kb->questions.first()};
            if (withProvider)
                args << QStringLiteral("--endpoint") << endpoint << QStringLiteral("--dimensions")
                     << QString::number(kb->dimensions);
            QHash<QString, Timings> timings;
            for (int r = 0; r < runs && error.isEmpty(); ++r) {
                const QHash<QString, double> at = startOnce(program, args, env, error);
                for (const QString& e : events)
                    timings[e].add(at.value(e, -1));
            }
            if (!error.isEmpty())
                break;
            const QString label = QStringLiteral("  %1 passages%2, %3")
                                      .arg(QLocale::c().toString(qlonglong(kb->passages)),
                                           kb == &small ? QStringLiteral(" (reference)") : QString(),
                                           withProvider ? QStringLiteral("provider") : QStringLiteral("offline"));
            QStringList cells;
            QJsonObject row{{QStringLiteral("passages"), double(kb->passages)},
                            {QStringLiteral("provider"), withProvider}};
            for (const QString& e : events) {
                cells.append(fmt(timings[e].p50(), 0));
                row.insert(e + QStringLiteral("_ms"), timings[e].json());
            }
            printRow(label, cells);
            rows.append(row);
        }
    }
    server.kill();
    server.waitForFinished();
    if (!error.isEmpty())
        return {{QStringLiteral("error"), error}};
    return {{QStringLiteral("runs"), runs}, {QStringLiteral("starts"), rows}};
}

} // namespace lotse::bench
