// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/TraceTypes.h"

#include <QCoreApplication>
#include <QString>

namespace lotse::ui {

// A stored trace as text for the inspector's detail view: the answer with its sources and removed
// citations, the statements its check found unsupported, the handbook's contradictions and the
// answer as first written (Markdown), and what answered how (settings, provider and model, tokens, cost, timings)
// as an HTML table.
class TraceText final
{
    Q_DECLARE_TR_FUNCTIONS(TraceText)
public:
    static QString answerMarkdown(const QJsonObject& trace);
    static QString detailsHtml(const TraceRecord& record);
    static QString escapeMarkdown(QString text);

private:
    static QString checkMarkdown(const QJsonObject& trace);
};

} // namespace lotse::ui
