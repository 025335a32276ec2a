// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inspect/HandbookContradictions.h"

#include <QTreeWidget>

namespace lotse::ui {

// Where the handbook contradicts itself, as the answer check found it across the stored questions:
// a row per contradiction (its subject, how many questions ran into it, when last), a child row per
// passage with the value it gives and the sentence that says so (its tooltip).
class ContradictionTree final : public QTreeWidget
{
    Q_OBJECT

public:
    explicit ContradictionTree(QWidget* parent = nullptr);
    void setContradictions(const QList<HandbookContradiction>& contradictions);
    const QList<HandbookContradiction>& contradictions() const { return m_contradictions; }

private:
    void fill();

    QList<HandbookContradiction> m_contradictions;
};

} // namespace lotse::ui
