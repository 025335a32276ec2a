// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <memory>

class QTabWidget;

namespace lotse {
class Database;
class DocumentStore;
class FeedbackStore;
class TraceStore;
} // namespace lotse

namespace lotse::ui {

class Dialogs;
class EvaluationTab;
class GapsTab;
class HistoryTab;

// The decision inspector, for knowledge managers: the history of questions (filters, sorting, the
// replayed search, verdicts, feedback, export), the evaluation runner, and the content-gap report.
// It reads the knowledge base through a connection of its own on the GUI thread (quick reads in
// WAL mode); deleting questions and saving feedback are single small writes on it.
class InspectorWindow final : public QWidget
{
    Q_OBJECT
public:
    explicit InspectorWindow(const QString& databasePath, QWidget* parent = nullptr);
    ~InspectorWindow() override;

    void setDialogs(Dialogs* dialogs);
    // Reads the questions and the knowledge base's documents again (after a question was answered,
    // documents changed or the history was deleted).
    void refresh();
    // Reads only the knowledge base's documents again (the choices of "right source").
    void refreshDocuments();

    HistoryTab* history() const { return m_history; }
    EvaluationTab* evaluation() const { return m_evaluation; }
    GapsTab* gaps() const { return m_gaps; }
    QTabWidget* tabs() const { return m_tabs; }

private:
    std::unique_ptr<Database> m_db;
    std::unique_ptr<TraceStore> m_traces;
    std::unique_ptr<FeedbackStore> m_feedback;
    std::unique_ptr<DocumentStore> m_documents;
    QTabWidget* m_tabs = nullptr;
    HistoryTab* m_history = nullptr;
    EvaluationTab* m_evaluation = nullptr;
    GapsTab* m_gaps = nullptr;
    bool m_gapsStale = false;
};

} // namespace lotse::ui
