// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace lotse::bench {

struct GeneratedKnowledgeBase;

// Section 2: hybrid retrieval end to end on a generated knowledge base (passages recombined from
// the sentences of the three handbooks, embedding-like vectors), with the development set's
// questions: p50/p95 of keyword search, vector search and fusion, alone and together, next to
// keyword search with an unbounded query (the reference: every form of every word ORed).
// `postingsBudget` < 0: LexicalSearch's default.
QJsonObject runHybridBench(const GeneratedKnowledgeBase& kb, bool quick, qint64 postingsBudget = -1);

} // namespace lotse::bench
