// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/Records.h"
#include "trace/TraceTypes.h"

#include <QWidget>
#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace lotse {
class FeedbackStore;
}

namespace lotse::ui {

class StatusLine;

// Feedback on the trace shown: mark the answer or one round's verdict as wrong and name the right
// source (a document of the knowledge base, or none: the handbook does not answer), what a right
// answer must mention, and a note. The trace's earlier feedback is listed and can be removed.
class FeedbackPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit FeedbackPanel(QWidget* parent = nullptr);

    void setStore(FeedbackStore* store);
    void setDocuments(const QList<DocumentRecord>& documents);
    void setTrace(const TraceRecord& record);
    void clear();
    int feedbackCount() const;

Q_SIGNALS:
    void feedbackChanged();

private:
    void updateButtons();
    void markWrong();
    void removeSelected();
    void reload();
    static QString targetText(int round, bool sufficient); // round 0: the answer

    FeedbackStore* m_store = nullptr;
    qint64 m_traceId = 0;
    QComboBox* m_target = nullptr;
    QComboBox* m_source = nullptr;
    QLineEdit* m_mention = nullptr;
    QLineEdit* m_note = nullptr;
    QPushButton* m_mark = nullptr;
    QListWidget* m_list = nullptr;
    QPushButton* m_remove = nullptr;
    StatusLine* m_status = nullptr;
};

} // namespace lotse::ui
