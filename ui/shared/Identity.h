// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QIcon>

class QPalette;
class QWidget;

namespace lotse::ui {

// Lotse's small visual identity: the app icon (the installers' images, compiled in) and one calm
// accent taken from it, mixed to stay readable on the system's light or dark palette. Everything
// else follows the system palette.
class Identity final
{
public:
    static QIcon icon();
    // The icon's navy on light palettes, a lighter blue on dark ones.
    static QColor accent(const QPalette& palette);
    // The main action of a view (Ask) drawn in the accent, with text that contrasts with it.
    static void markPrimary(QWidget* button);
};

} // namespace lotse::ui
