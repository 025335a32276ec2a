// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/LaneVerdict.h"

#include <QLabel>

namespace lotse::ui {

// A sub-question's own verdict at the top of its lane: whether its passages answer that part, the
// grader's rationale in the tooltip, or why it could not be graded. The round's badge stays the
// decision (the check of the whole question); this shows which part was found.
class LaneVerdictLabel final : public QLabel
{
    Q_OBJECT
public:
    explicit LaneVerdictLabel(const LaneVerdict& lane, QWidget* parent = nullptr);
};

} // namespace lotse::ui
