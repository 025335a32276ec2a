// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse::ui {

// A widget with the objectName tests and tools find it by, and the name a screen reader says.
template <typename T>
T* named(T* widget, const char* objectName, const QString& accessibleName)
{
    widget->setObjectName(QString::fromLatin1(objectName));
    widget->setAccessibleName(accessibleName);
    return widget;
}

} // namespace lotse::ui
