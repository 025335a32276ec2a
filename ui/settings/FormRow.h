// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFormLayout>
#include <QLabel>

namespace lotse::ui {

// A form row whose label the caller keeps, so a retranslate() block can set its text again; the
// label is the field's buddy, so its &-shortcut focuses the field.
inline QLabel* formRow(QFormLayout* form, QWidget* field)
{
    auto* label = new QLabel(field->parentWidget());
    label->setBuddy(field);
    form->addRow(label, field);
    return label;
}

} // namespace lotse::ui
