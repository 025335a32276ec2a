// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace lotse::bench {

// Runs another benchmark program of this build (`name` in `binDir`) to its end, prints its table
// indented, and returns the JSON object it printed as its last line (or {"error": why}). Offscreen
// unless QT_QPA_PLATFORM says otherwise.
QJsonObject runChildBench(const QString& binDir, const QString& name, const QStringList& args, int timeoutMinutes);

} // namespace lotse::bench
