// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchSupport.h"

#include "common/Allocator.h"

#include <QFile>
#include <QSysInfo>
#include <QThread>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <unistd.h>

namespace lotse::bench {

double Timings::percentile(double p) const
{
    if (m_ms.empty())
        return 0;
    std::vector<double> sorted = m_ms;
    std::sort(sorted.begin(), sorted.end());
    // Nearest rank: p95 of 20 runs is the 19th, never an interpolation below a measured value.
    const auto rank = std::size_t(std::ceil(p * double(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

double Timings::mean() const
{
    return m_ms.empty() ? 0 : std::accumulate(m_ms.begin(), m_ms.end(), 0.0) / double(m_ms.size());
}

QJsonObject Timings::json() const
{
    return {{QStringLiteral("p50_ms"), p50()},
            {QStringLiteral("p95_ms"), p95()},
            {QStringLiteral("runs"), int(m_ms.size())}};
}

qint64 residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields.at(1).toLongLong() * sysconf(_SC_PAGESIZE) : 0;
}

void printRow(const QString& label, const QStringList& cells, int labelWidth, int cellWidth)
{
    QString line = label.leftJustified(labelWidth);
    for (const QString& c : cells)
        line += c.rightJustified(cellWidth);
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

QString fmt(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

QString machineDescription()
{
    QString cpu;
    QFile info(QStringLiteral("/proc/cpuinfo"));
    if (info.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : info.readAll().split('\n')) {
            if (line.startsWith("model name")) {
                cpu = QString::fromUtf8(line.mid(line.indexOf(':') + 1)).trimmed();
                break;
            }
        }
    }
    const double memoryGb = double(sysconf(_SC_PHYS_PAGES)) * double(sysconf(_SC_PAGESIZE)) / 1e9;
    return QStringLiteral("%1, %2 cores, %3 GB, %4, allocator %5")
        .arg(cpu.isEmpty() ? QSysInfo::currentCpuArchitecture() : cpu)
        .arg(QThread::idealThreadCount())
        .arg(memoryGb, 0, 'f', 0)
        .arg(QSysInfo::prettyProductName(), Allocator::name());
}

} // namespace lotse::bench
