// SPDX-License-Identifier: GPL-3.0-or-later
#include "UiLog.h"

Q_LOGGING_CATEGORY(lcUi, "lotse.ui", QtInfoMsg)
