// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace lotse::bench {

struct GeneratedKnowledgeBase;

// Section 4, second half: the time from starting the program to a usable window, to the first
// question's passages on screen and to its answer, with the large generated knowledge base, next to
// the same start with a small one (the reference), offline and with a provider (the fake server;
// the vector index then loads in the background while keyword search answers). Each start is a new
// lotse-bench-startup process from `binDir`, timed from outside.
QJsonObject runStartupBench(const GeneratedKnowledgeBase& large, const GeneratedKnowledgeBase& small, bool quick,
                            const QString& binDir);

} // namespace lotse::bench
