// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/Trace.h"

#include <QJsonObject>
#include <QWidget>

class QPlainTextEdit;
class QTreeWidget;

namespace lotse::ui {

// Each round's verdict of a stored trace: the round, sufficient or not, the rationale and what was
// missing; the selected verdict's raw output from the grader, pretty-printed and highlighted.
class VerdictsView final : public QWidget
{
    Q_OBJECT
public:
    explicit VerdictsView(QWidget* parent = nullptr);

    void setTrace(const Trace& trace);
    void selectRound(int round);
    int verdictCount() const;
    QString rawJson() const; // what the raw view shows

private:
    void showRaw();
    static QString verdictText(bool sufficient, bool ambiguous);
    static QString noVerdictText();

    QTreeWidget* m_list = nullptr;
    QPlainTextEdit* m_raw = nullptr;
    QList<QJsonObject> m_verdicts;
};

} // namespace lotse::ui
