// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestBench.h"

#include "ChildBench.h"

#include <cstdio>

namespace lotse::bench {

QJsonObject runIngestBench(bool quick, const QString& binDir)
{
    std::printf("== 3. Ingestion (lotse-bench-sync) ==\n");
    // The one-request-per-passage reference embeds the passages of the first 12 files (at 50 ms a
    // request the whole corpus would take over an hour); folder add while embedding is left to
    // lotse-bench-sync alone, to keep the suite under 10 minutes.
    const QStringList args =
        quick ? QStringList{QStringLiteral("--files"), QStringLiteral("100"), QStringLiteral("--reference-files"),
                            QStringLiteral("3"), QStringLiteral("--no-overlap")}
              : QStringList{QStringLiteral("--files"), QStringLiteral("5000"), QStringLiteral("--reference-files"),
                            QStringLiteral("12"), QStringLiteral("--no-overlap")};
    return runChildBench(binDir, QStringLiteral("lotse-bench-sync"), args, 30);
}

} // namespace lotse::bench
