// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

// The GUI's logging category: what the user was shown as an error also goes to the log, so a
// support request can include it (QT_LOGGING_RULES="lotse.ui.debug=true" for more).
Q_DECLARE_LOGGING_CATEGORY(lcUi)
