// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Error.h"

#include <QString>

namespace lotse::cli {

// Output for the CLI: results to stdout, progress and problems to stderr. Knows whether it
// writes to a terminal (progress bars, redrawn lines) or to a pipe (plain lines).
class Console final
{
public:
    static void out(const QString& text);
    static void err(const QString& text);
    static bool errIsTerminal();
    // Redraws one status line on a terminal; clearLine() removes it before normal output.
    static void status(const QString& line);
    static void clearLine();
    static int width();
};

// Process exit codes, as documented in --help.
enum ExitCode { Ok = 0, UsageError = 1, PartialFailure = 2, Failure = 3 };

// Errors the user fixes by what they type or set (exit code UsageError): wrong input, a setting that
// is not valid, a missing key or sign-in; not failures of the work itself.
inline bool isUsersToFix(const Error& error)
{
    return error.code == Error::Code::InvalidInput || error.code == Error::Code::InvalidSetting
           || error.code == Error::Code::MissingCredential;
}

} // namespace lotse::cli
