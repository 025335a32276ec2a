// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/TraceTypes.h"

#include <QWidget>

class QLabel;
class QTabWidget;
class QTextBrowser;

namespace lotse::ui {

class FeedbackPanel;
class ResearchView;
class VerdictsView;

// One stored question in detail: its search replayed as the research timeline (from the trace's
// events), each verdict with its rationale and the grader's raw output, the answer with its sources
// and removed citations, what answered how (settings, provider, tokens, cost, timings), and
// feedback.
class TraceDetailView final : public QWidget
{
    Q_OBJECT
public:
    explicit TraceDetailView(QWidget* parent = nullptr);

    void showTrace(const TraceRecord& record);
    void clear();
    qint64 traceId() const { return m_traceId; }

    ResearchView* research() const { return m_research; }
    VerdictsView* verdicts() const { return m_verdicts; }
    FeedbackPanel* feedback() const { return m_feedback; }

private:
    void showTexts(); // the question line, the answer and the details of the trace shown

    QLabel* m_question = nullptr;
    QTabWidget* m_tabs = nullptr;
    ResearchView* m_research = nullptr;
    VerdictsView* m_verdicts = nullptr;
    QTextBrowser* m_answer = nullptr;
    QTextBrowser* m_details = nullptr;
    FeedbackPanel* m_feedback = nullptr;
    qint64 m_traceId = 0;
    TraceRecord m_record;
};

} // namespace lotse::ui
