// SPDX-License-Identifier: GPL-3.0-or-later
#include "shared/UiLog.h"

Q_LOGGING_CATEGORY(lcUi, "lotse.ui", QtInfoMsg)
