// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TraceTypes.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace lotse {

// A labelled value of a trace ("Chat model": "gpt-5-mini (deployment chat)").
struct TraceFact
{
    QString label;
    QString value;
};

// Facts under a heading ("Provider", "Settings", "Use", "Timings"); the first group has none.
struct TraceFactGroup
{
    QString title;
    QList<TraceFact> facts;
};

// The one wording of a stored trace for people, shared by `lotse-cli traces show` (plain text)
// and the inspector (HTML table, Markdown view): what answered how, each round replayed, and the
// answer with its sources and its check. Words are in the interface language.
class TraceReport final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TraceReport)

public:
    // When and how it ended; provider and models; settings; tokens and cost; timings.
    static QList<TraceFactGroup> facts(const TraceRecord& record);
    // Each round as lines: the query, every hit with its scores, the verdict with its rationale and
    // the grader's raw output, the rewrite.
    static QStringList roundLines(const Trace& trace);
    enum class Markup { Markdown, Plain };
    // The answer as shown, its numbered sources (with the quote that supports each or why it does
    // not), the statements the check found unsupported, the handbook's contradictions, the answer
    // as first written when the check changed it, and removed citations. The answer itself is
    // Markdown either way; Plain leaves the rest unescaped, for a terminal.
    static QString answerText(const Trace& trace, Markup markup = Markup::Markdown);

    // "Verdict: sufficient. %1" (ambiguous, not sufficient), %1 for the rationale.
    static QString verdictLine(bool sufficient, bool ambiguous);
    // An outcome name ("answered", "refused", …) in running text, and as a label ("Answered").
    static QString outcomeWord(const QString& name);
    static QString outcomeLabel(const QString& name);
    static QString duration(qint64 ms); // "340 ms", "1.2 s"
    static QString escapeMarkdown(QString text);
    // A round of sub-questions: each one's own verdict, and that the check of the whole failed.
    static QStringList laneLines(const QList<LaneVerdict>& lanes, const QString& checkError);

private:
    static QString checkText(const Trace& trace, Markup markup);
    static TraceFactGroup useFacts(const TraceRecord& record);
    static TraceFactGroup callFacts(const Trace& trace); // each model call, its tokens and cost
    static TraceFactGroup timingFacts(const Trace& trace);
};

} // namespace lotse
