// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

// One category per module, e.g. QT_LOGGING_RULES="lotse.core.agent.debug=true".
Q_DECLARE_LOGGING_CATEGORY(lcStore)
Q_DECLARE_LOGGING_CATEGORY(lcTeam)
Q_DECLARE_LOGGING_CATEGORY(lcIngest)
Q_DECLARE_LOGGING_CATEGORY(lcRetrieval)
Q_DECLARE_LOGGING_CATEGORY(lcAgent)
Q_DECLARE_LOGGING_CATEGORY(lcText)
Q_DECLARE_LOGGING_CATEGORY(lcLlm)
Q_DECLARE_LOGGING_CATEGORY(lcAuth)
