// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inspect/ContentGaps.h"

#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace lotse {
class TraceStore;
}

namespace lotse::ui {

class StatusLine;

class ContradictionTree;
class Dialogs;

// The content-gap report: stored questions that were refused or needed every round, grouped by
// the word they share (ContentGaps explains how), so HR sees which policies are missing or unclear.
// Exported as CSV or Markdown.
class GapsTab final : public QWidget
{
    Q_OBJECT
public:
    explicit GapsTab(const TraceStore* traces, QWidget* parent = nullptr);

    void setDialogs(Dialogs* dialogs) { m_dialogs = dialogs; }
    void refresh();
    bool exportTo(const QString& path);
    const QList<GapGroup>& groups() const { return m_groups; }
    QTreeWidget* tree() const { return m_tree; }
    ContradictionTree* contradictionTree() const { return m_contradictions; }

private:
    void showGroups(); // fills the tree from m_groups

    const TraceStore* m_traces = nullptr;
    Dialogs* m_dialogs = nullptr;
    QList<GapGroup> m_groups;
    QTreeWidget* m_tree = nullptr;
    QPushButton* m_export = nullptr;
    ContradictionTree* m_contradictions = nullptr;
    StatusLine* m_status = nullptr;
};

} // namespace lotse::ui
