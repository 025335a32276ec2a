// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace lotse::bench {

// Section 3: ingestion, by lotse-bench-sync (from `binDir`): the 18F handbook and a generated folder
// of 5,000 mixed files, parsed, split and indexed without embeddings next to the file-by-file
// pipeline, then embedded against the fake server at 50 ms per request next to the pipeline the
// tutorials use (one request per passage, one after the other).
QJsonObject runIngestBench(bool quick, const QString& binDir);

} // namespace lotse::bench
