// SPDX-License-Identifier: GPL-3.0-or-later
#include "GuiBench.h"

#include "BenchSupport.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>
#include <cstdio>

namespace lotse::bench {

QJsonObject runGuiBench(bool quick, const QString& binDir)
{
    std::printf("== 4. GUI thread stalls (lotse-bench-gui) ==\n");
    const QString program = binDir + QStringLiteral("/lotse-bench-gui");
    if (!QFileInfo(program).isExecutable())
        return {
            {QStringLiteral("error"), QStringLiteral("%1 is missing: build the lotse-bench-gui target").arg(program)}};
    QProcess gui;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    gui.setProcessEnvironment(env);
    gui.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    gui.start(program, quick ? QStringList{QStringLiteral("--quick")} : QStringList());
    // A separate process, so blocking here blocks nobody: this is the benchmark's main thread.
    if (!gui.waitForFinished(300'000)) {
        gui.kill();
        gui.waitForFinished();
        return {{QStringLiteral("error"), QStringLiteral("lotse-bench-gui did not finish in 5 minutes")}};
    }
    const QList<QByteArray> lines = gui.readAllStandardOutput().trimmed().split('\n');
    for (const QByteArray& line : lines.mid(0, lines.size() - 1))
        std::printf("  %s\n", line.constData());
    const QJsonObject json = QJsonDocument::fromJson(lines.value(lines.size() - 1)).object();
    if (json.isEmpty() || gui.exitStatus() != QProcess::NormalExit)
        return {{QStringLiteral("error"), QStringLiteral("lotse-bench-gui failed (exit code %1)").arg(gui.exitCode())}};
    return json;
}

} // namespace lotse::bench
