// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/TraceTypes.h"

#include <QGroupBox>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace lotse::ui {

class Dialogs;

// The settings dialog's "History" group: how long questions and their traces are kept (0 = for
// ever), whether the question text is stored at all, and "Delete all history…" (after a
// confirmation, at once: it does not wait for OK).
class HistorySettingsBox final : public QGroupBox
{
    Q_OBJECT
public:
    explicit HistorySettingsBox(QWidget* parent = nullptr);

    void setDialogs(Dialogs* dialogs) { m_dialogs = dialogs; }
    void setOptions(const TraceOptions& options);
    TraceOptions options() const;
    QList<QWidget*> focusChain() const;

Q_SIGNALS:
    void edited();
    void deleteAllRequested(); // confirmed by the user

private:
    void askToDeleteAll();
    void updateSuffix();

    Dialogs* m_dialogs = nullptr;
    QSpinBox* m_retention = nullptr;
    QLabel* m_retentionLabel = nullptr;
    QLabel* m_note = nullptr;
    QCheckBox* m_noQuestionText = nullptr;
    QPushButton* m_deleteAll = nullptr;
};

} // namespace lotse::ui
