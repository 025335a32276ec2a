// SPDX-License-Identifier: GPL-3.0-or-later
#include "shared/Identity.h"

#include "shared/Format.h"

#include <QPalette>
#include <QWidget>

namespace lotse::ui {

QIcon Identity::icon()
{
    QIcon icon;
    for (const int size : {48, 128, 256})
        icon.addFile(QStringLiteral(":/icons/org.lotse.Lotse-%1.png").arg(size), QSize(size, size));
    return icon;
}

QColor Identity::accent(const QPalette& palette)
{
    return Format::isDark(palette) ? QColor(0x6e, 0xa8, 0xdc) : QColor(0x1f, 0x4e, 0x7e);
}

void Identity::markPrimary(QWidget* button)
{
    // The palette rather than a style sheet: the style keeps drawing the button (focus frame,
    // pressed state, disabled look), only in the accent.
    QPalette palette = button->palette();
    const QColor accent = Identity::accent(palette);
    palette.setColor(QPalette::Active, QPalette::Button, accent);
    palette.setColor(QPalette::Inactive, QPalette::Button, accent);
    const QColor text = accent.lightnessF() < 0.55 ? QColor(Qt::white) : QColor(0x10, 0x1c, 0x2a);
    palette.setColor(QPalette::Active, QPalette::ButtonText, text);
    palette.setColor(QPalette::Inactive, QPalette::ButtonText, text);
    button->setPalette(palette);
}

} // namespace lotse::ui
