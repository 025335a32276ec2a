// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/TraceTypes.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLineEdit;

namespace lotse::ui {

// The inspector's filters: outcome, more than one round, the grader said "not sufficient", a cited
// document, a date range (each end optional), free text in the question, answer and queries, and, in
// a manager's copy of a team knowledge base, the access group of who asked. Every change is applied
// at once (changed()).
class TraceFilterBar final : public QWidget
{
    Q_OBJECT
public:
    explicit TraceFilterBar(QWidget* parent = nullptr);

    TraceFilter filter() const;
    // The choices of the document filter; the current one stays chosen when it is still there.
    void setDocuments(const QStringList& paths);
    // The choices of the group filter (askers' access groups); hidden while there are none.
    void setGroups(const QStringList& groups);
    void focusText();
    void clear();

Q_SIGNALS:
    void changed();

private:
    QComboBox* m_outcome = nullptr;
    QCheckBox* m_multiRound = nullptr;
    QCheckBox* m_insufficient = nullptr;
    // Replaces the choices after the first ("any"); keeps the current one when it is still there.
    void setChoices(QComboBox* box, const QString& any, const QList<std::pair<QString, QString>>& items);

    QComboBox* m_document = nullptr;
    QComboBox* m_group = nullptr;
    QCheckBox* m_useFrom = nullptr;
    QDateEdit* m_from = nullptr;
    QCheckBox* m_useTo = nullptr;
    QDateEdit* m_to = nullptr;
    QLineEdit* m_text = nullptr;
};

} // namespace lotse::ui
