// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "answer/Grounding.h"

#include <QFrame>

class QLabel;

namespace lotse::ui {

// The last step of the timeline: the answer's statements checked against the passages they cite.
// While the check runs it says so; then it lists every statement, ✓ with the words that support it
// or ✗ with the reason, the contradictions found in the evidence, and whether a model checked too.
// A quote is a link: it shows the passage with those words marked.
class CheckCard final : public QFrame
{
    Q_OBJECT
public:
    explicit CheckCard(QWidget* parent = nullptr);

    void setGrounding(const Grounding& grounding, qint64 checkMs);
    const Grounding& grounding() const { return m_grounding; }
    bool isChecked() const { return m_checked; }

Q_SIGNALS:
    void quoteActivated(qint64 chunkId, lotse::TextSpan quote);

private:
    void render();
    QString claimsHtml() const;
    QString contradictionsHtml() const;

    QLabel* m_label = nullptr;
    Grounding m_grounding;
    qint64 m_checkMs = 0;
    bool m_checked = false;
};

} // namespace lotse::ui
