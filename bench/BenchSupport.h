// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QJsonObject>
#include <QString>
#include <vector>

namespace lotse::bench {

// Latencies of repeated runs of one operation, in milliseconds.
class Timings
{
public:
    void add(double ms) { m_ms.push_back(ms); }
    double percentile(double p) const;
    double p50() const { return percentile(0.50); }
    double p95() const { return percentile(0.95); }
    double mean() const;
    bool empty() const { return m_ms.empty(); }
    QJsonObject json() const; // {"p50_ms", "p95_ms", "runs"}

private:
    std::vector<double> m_ms;
};

inline double elapsedMs(const QElapsedTimer& t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

// Resident set size of this process, in bytes (Linux; 0 elsewhere).
qint64 residentBytes();
// One line of a table: a label column and right-aligned figures.
void printRow(const QString& label, const QStringList& cells, int labelWidth = 44, int cellWidth = 12);
QString fmt(double value, int decimals = 2);
// "CPU model, N cores, M GB, OS": which machine the figures came from.
QString machineDescription();

} // namespace lotse::bench
