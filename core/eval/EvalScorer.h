// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EvalQuestion.h"
#include "EvalResult.h"
#include "trace/Trace.h"

namespace lotse {

// Scores one question from the trace of its run .
class EvalScorer final
{
public:
    // `corpusRoot`: the folder the knowledge base was built from; hit paths are made relative to it.
    // Empty (a single knowledge base): a hit counts when its path ends with an expected source.
    static EvalResult score(const EvalQuestion& question, const Trace& trace, const QString& corpusRoot);
    static QString relativeSource(const QString& path, const QString& corpusRoot, const QStringList& expected);
    // Share of `expected` found in `found`.
    static double recall(const QStringList& expected, const QStringList& found);

private:
    // Claims and contradictions from the trace's answer check; forbidden mentions in the answer.
    static void scoreGrounding(const EvalQuestion& question, const Trace& trace, EvalResult& r);
};

} // namespace lotse
