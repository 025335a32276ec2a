// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "llm/ProviderConfig.h"

#include <functional>

namespace lotse {

// Where API keys live: only the OS keychain (a fake in tests where the keychain is not the point).
// Calls are asynchronous; the callbacks run on the caller's thread.
class KeyStore
{
public:
    virtual ~KeyStore() = default;
    using ReadDone = std::function<void(Result<QString>)>; // an empty string: no key stored
    using Done = std::function<void(Status)>;
    virtual void read(const QString& account, ReadDone done) = 0;
    virtual void write(const QString& account, const QString& key, Done done) = 0;
    virtual void remove(const QString& account, Done done) = 0;

    // One key per provider endpoint.
    static QString accountFor(const QString& endpoint);
    // The key for `provider`: LOTSE_API_KEY (headless use, CI) if set, else this store. An error
    // that says what to do when the provider needs a key and none is there (InvalidInput) or the
    // store cannot be read (Io); OpenAI-compatible servers may do without one.
    void resolve(const ProviderConfig& provider, ReadDone done);
};

} // namespace lotse
