// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

class QObject;
class QWidget;

namespace lotse::ui {

// The research panel's animations in one place, so that "reduce motion" turns all of them off:
// every animation is a QPropertyAnimation on the event loop (nothing waits), and with motion
// reduced the property is set to its end value at once.
class Motion final
{
public:
    static bool reduced();
    static void setReduced(bool reduced);

    // Animates `property` of `target` from `from` to `to`, starting after `delayMs`.
    static void animate(QObject* target, const QByteArray& property, qreal from, qreal to, int durationMs,
                        int delayMs = 0);
    // Fades a widget in (an opacity effect that removes itself when done).
    static void fadeIn(QWidget* widget, int durationMs = 260, int delayMs = 0);

private:
    static bool s_reduced;
};

} // namespace lotse::ui
