// SPDX-License-Identifier: GPL-3.0-or-later
#include "LaneVerdictLabel.h"

#include "shared/Format.h"
#include "shared/Retranslate.h"

namespace lotse::ui {

LaneVerdictLabel::LaneVerdictLabel(const LaneVerdict& lane, QWidget* parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("laneVerdict"));
    setWordWrap(true);
    setProperty("sufficient", lane.sufficient());
    setProperty("graded", lane.graded());
    // The colours of the round's badge, as text: a lane is a detail of the round, not a second badge.
    const QColor colour = !lane.graded()           ? palette().color(QPalette::PlaceholderText)
                          : lane.sufficient()      ? QColor(0x2e, 0x9d, 0x4f)
                          : lane.verdict.ambiguous ? QColor(0x2f, 0x6f, 0xb5)
                                                   : QColor(0xd9, 0x83, 0x1f);
    setStyleSheet(QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(colour.name()));
    retranslate(this, [this, lane] {
        const QString mark = !lane.graded()      ? QStringLiteral("–")
                             : lane.sufficient() ? QStringLiteral("✓")
                                                 : QStringLiteral("✗");
        const QString word = !lane.graded()           ? tr("Not graded on its own")
                             : lane.sufficient()      ? tr("This part is answered")
                             : lane.verdict.ambiguous ? tr("This part is answered only in part")
                                                      : tr("This part is not answered");
        setText(QStringLiteral("%1 %2").arg(mark, word));
        setAccessibleName(tr("Verdict on the sub-question “%1”: %2").arg(lane.subQuestion, word));
        QString tip = lane.graded() ? lane.verdict.rationale : lane.error;
        if (lane.graded() && !lane.verdict.missing.isEmpty())
            tip += QLatin1Char('\n') + tr("Missing: %1").arg(lane.verdict.missing.join(QStringLiteral(", ")));
        setToolTip(tr("%1\nGraded on this sub-question's own passages in %2.").arg(tip, Format::duration(lane.ms)));
    });
}

} // namespace lotse::ui
