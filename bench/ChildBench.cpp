// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChildBench.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>
#include <cstdio>

namespace lotse::bench {

QJsonObject runChildBench(const QString& binDir, const QString& name, const QStringList& args, int timeoutMinutes)
{
    const QString program = binDir + QLatin1Char('/') + name;
    if (!QFileInfo(program).isExecutable())
        return {{QStringLiteral("error"), QStringLiteral("%1 is missing: build the %2 target").arg(program, name)}};
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(program, args);
    // A separate process, so blocking here blocks nobody: this is the benchmark's main thread.
    if (!child.waitForFinished(timeoutMinutes * 60'000)) {
        child.kill();
        child.waitForFinished();
        return {
            {QStringLiteral("error"), QStringLiteral("%1 did not finish in %2 minutes").arg(name).arg(timeoutMinutes)}};
    }
    const QList<QByteArray> lines = child.readAllStandardOutput().trimmed().split('\n');
    for (const QByteArray& line : lines.mid(0, lines.size() - 1))
        std::printf("  %s\n", line.constData());
    const QJsonObject json = QJsonDocument::fromJson(lines.value(lines.size() - 1)).object();
    if (json.isEmpty() || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0)
        return {{QStringLiteral("error"), QStringLiteral("%1 failed (exit code %2)").arg(name).arg(child.exitCode())}};
    return json;
}

} // namespace lotse::bench
