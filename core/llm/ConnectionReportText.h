// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ConnectionTest.h"

#include <QCoreApplication>

namespace lotse {

// A connection test's result lines for people, the same in the window and in `lotse-cli config
// test`: ✓ with what answered (the model behind the deployment, whether it reasons, what it
// refused), ✗ with the exact problem.
class ConnectionReportText final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ConnectionReportText)

public:
    static QString chat(const ConnectionCheck& check);
    static QString embeddings(const ConnectionCheck& check);
    // One line for both when they failed the same way (a wrong key, an unreachable host), else empty.
    static QString sharedFailure(const ConnectionReport& report);
    // What the check learned about the chat model, e.g. "gpt-5.4-mini, a reasoning model".
    static QString model(const ConnectionCheck& check);
};

} // namespace lotse
