// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/Records.h"

#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;
class QTableView;

namespace lotse {
class FeedbackStore;
class TraceStore;
} // namespace lotse

namespace lotse::ui {

class StatusLine;

class Dialogs;
class TraceDetailView;
class TraceFilterBar;
class TraceTableModel;

// The inspector's first tab: the stored questions with filters and sorting, the chosen one in
// detail, deleting, and exporting the filtered list (JSONL, CSV) and the feedback (evaluation cases).
class HistoryTab final : public QWidget
{
    Q_OBJECT
public:
    HistoryTab(TraceStore* traces, FeedbackStore* feedback, QWidget* parent = nullptr);

    void setDialogs(Dialogs* dialogs) { m_dialogs = dialogs; }
    void setDocuments(const QList<DocumentRecord>& documents);
    // Reads the list again, keeping the chosen question when it is still there.
    void refresh();
    void focusFilter();

    TraceTableModel* model() const { return m_model; }
    TraceDetailView* detail() const { return m_detail; }

Q_SIGNALS:
    void historyChanged(); // something was deleted or marked: other tabs may want to read again

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The question column takes the room the others leave, but never less than a readable width
    // (the table scrolls sideways instead): with who asked (a team knowledge base) at 1024 pixels, a
    // stretched column was squeezed to nothing.
    void fitQuestionColumn();
    void showCurrent();
    void deleteSelected();
    void exportList();
    void exportCases();
    void updateCount();

    TraceStore* m_traces = nullptr;
    FeedbackStore* m_feedback = nullptr;
    Dialogs* m_dialogs = nullptr;
    QList<DocumentRecord> m_documents;
    TraceFilterBar* m_filters = nullptr;
    TraceTableModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    TraceDetailView* m_detail = nullptr;
    QPushButton* m_delete = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_exportCases = nullptr;
    QLabel* m_count = nullptr;
    StatusLine* m_status = nullptr;
};

} // namespace lotse::ui
