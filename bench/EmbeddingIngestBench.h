// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace lotse::bench {

// Section 3: embedding a knowledge base against the fake server with 50 ms per request: Lotse's
// EmbeddingIndexer (batched requests, several in flight, one writer) next to the pipeline the
// tutorials use (one request per passage, one after the other).
QJsonObject runEmbeddingIngestBench(bool quick);

} // namespace lotse::bench
