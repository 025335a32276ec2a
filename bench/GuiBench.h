// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace lotse::bench {

// Section 4: the GUI thread's worst stall while ingesting and while questions run, measured by
// lotse-bench-gui (a real main window, offscreen) started as a separate process from `binDir`.
QJsonObject runGuiBench(bool quick, const QString& binDir);

} // namespace lotse::bench
