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
// document, a date range (each end optional) and free text in the question, answer and queries.
// Every change is applied at once (changed()).
class TraceFilterBar final : public QWidget
{
    Q_OBJECT
public:
    explicit TraceFilterBar(QWidget* parent = nullptr);

    TraceFilter filter() const;
    // The choices of the document filter; the current one stays chosen when it is still there.
    void setDocuments(const QStringList& paths);
    void focusText();
    void clear();

Q_SIGNALS:
    void changed();

private:
    QComboBox* m_outcome = nullptr;
    QCheckBox* m_multiRound = nullptr;
    QCheckBox* m_insufficient = nullptr;
    QComboBox* m_document = nullptr;
    QCheckBox* m_useFrom = nullptr;
    QDateEdit* m_from = nullptr;
    QCheckBox* m_useTo = nullptr;
    QDateEdit* m_to = nullptr;
    QLineEdit* m_text = nullptr;
};

} // namespace lotse::ui
