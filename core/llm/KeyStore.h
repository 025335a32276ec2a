// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <functional>

namespace lotse {

// Where secrets live: only the OS keychain (a fake in tests where the keychain is not the point):
// API keys and the refresh tokens of Microsoft Entra ID sign-ins. Calls are asynchronous; the
// callbacks run on the caller's thread.
class KeyStore
{
public:
    virtual ~KeyStore() = default;
    using ReadDone = std::function<void(Result<QString>)>; // an empty string: nothing stored
    using Done = std::function<void(Status)>;
    virtual void read(const QString& account, ReadDone done) = 0;
    virtual void write(const QString& account, const QString& key, Done done) = 0;
    virtual void remove(const QString& account, Done done) = 0;

    // One key per provider endpoint.
    static QString accountFor(const QString& endpoint);
};

} // namespace lotse
