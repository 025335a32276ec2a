// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AccessTokenSource.h"
#include "llm/ProviderConfig.h"

#include <memory>

class QObject;

namespace lotse {

// What a request authenticates with: an API key (from the OS keychain or LOTSE_API_KEY), a
// Microsoft Entra ID token source, or nothing (a local server without a key). Copies share the
// token source and so its cached token. Never written anywhere; the headers it makes are
// redacted in every log line.
class Credential final
{
public:
    Credential() = default;
    static Credential key(const QString& apiKey);
    static Credential tokens(std::shared_ptr<AccessTokenSource> source);

    bool isEmpty() const { return m_key.isEmpty() && !m_source; }
    bool isToken() const { return m_source != nullptr; }
    // For people: "API key" or where the tokens come from.
    QString origin() const;
    // The headers for a request to a provider of `kind`: api-key for an Azure key, Authorization:
    // Bearer for a token or an OpenAI-compatible server's key. A token source may take a moment
    // (a new token is fetched before the old one runs out): `done` runs on the calling thread,
    // at once or later.
    using HeadersDone = std::function<void(Result<HttpHeaders>)>;
    void headers(ProviderConfig::Kind kind, QObject* context, HeadersDone done) const;

    bool operator==(const Credential& other) const { return m_key == other.m_key && m_source == other.m_source; }

private:
    QString m_key;
    std::shared_ptr<AccessTokenSource> m_source;
};

} // namespace lotse
