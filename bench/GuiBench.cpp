// SPDX-License-Identifier: GPL-3.0-or-later
#include "GuiBench.h"

#include "ChildBench.h"

#include <cstdio>

namespace lotse::bench {

QJsonObject runGuiBench(bool quick, const QString& binDir)
{
    std::printf("== 4. GUI thread stalls (lotse-bench-gui) ==\n");
    return runChildBench(binDir, QStringLiteral("lotse-bench-gui"),
                         quick ? QStringList{QStringLiteral("--quick")} : QStringList(), 5);
}

} // namespace lotse::bench
