// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>

namespace lotse {

// An error as a value: a code the UI can act on and a message a person can read.
struct Error
{
    enum class Code {
        InvalidInput,      // bad arguments or input the user can fix
        NotFound,          // a file, document or chunk that does not exist
        Io,                // reading or writing a file failed
        Unsupported,       // a file type or feature Lotse cannot handle
        Database,          // SQLite reported a problem
        Cancelled,         // the user stopped the work
        MissingCredential, // a provider needs an API key or a sign-in that is not there
        InvalidSetting,    // a setting (stored, or given on the command line) is not valid
        Unreachable,       // a server that did not answer (refused, timed out, unknown host): may work later
        Internal,          // a bug: should never reach a user
    };

    Code code = Code::Internal;
    QString message;

    static Error make(Code code, const QString& message) { return Error{code, message}; }
    QString codeName() const;
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::Error)
