// SPDX-License-Identifier: GPL-3.0-or-later
#include "Credential.h"

#include <QCoreApplication>

namespace lotse {

Credential Credential::key(const QString& apiKey)
{
    Credential c;
    c.m_key = apiKey;
    return c;
}

Credential Credential::tokens(std::shared_ptr<AccessTokenSource> source)
{
    Credential c;
    c.m_source = std::move(source);
    return c;
}

QString Credential::origin() const
{
    if (m_source)
        return m_source->origin();
    return m_key.isEmpty() ? QCoreApplication::translate("lotse::Credential", "no key")
                           : QCoreApplication::translate("lotse::Credential", "API key");
}

void Credential::headers(ProviderConfig::Kind kind, QObject* context, HeadersDone done) const
{
    if (m_source) {
        m_source->token(context, [done = std::move(done)](Result<AccessToken> token) {
            if (!token)
                done(token.error());
            else
                done(HttpHeaders{{"Authorization", "Bearer " + token.value().value.toUtf8()}});
        });
        return;
    }
    if (m_key.isEmpty())
        done(HttpHeaders{});
    else if (kind == ProviderConfig::Kind::OpenAiCompatible)
        done(HttpHeaders{{"Authorization", "Bearer " + m_key.toUtf8()}});
    else
        done(HttpHeaders{{"api-key", m_key.toUtf8()}});
}

} // namespace lotse
