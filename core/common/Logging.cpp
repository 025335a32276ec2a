// SPDX-License-Identifier: GPL-3.0-or-later
#include "Logging.h"

Q_LOGGING_CATEGORY(lcStore, "lotse.core.store", QtInfoMsg)
Q_LOGGING_CATEGORY(lcTeam, "lotse.core.team", QtInfoMsg)
Q_LOGGING_CATEGORY(lcIngest, "lotse.core.ingest", QtInfoMsg)
Q_LOGGING_CATEGORY(lcRetrieval, "lotse.core.retrieval", QtInfoMsg)
Q_LOGGING_CATEGORY(lcAgent, "lotse.core.agent", QtInfoMsg)
Q_LOGGING_CATEGORY(lcText, "lotse.core.text", QtInfoMsg)
Q_LOGGING_CATEGORY(lcLlm, "lotse.core.llm", QtInfoMsg)
Q_LOGGING_CATEGORY(lcAuth, "lotse.core.auth", QtInfoMsg)
