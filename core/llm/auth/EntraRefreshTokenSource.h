// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AccessTokenSource.h"
#include "llm/ProviderConfig.h"

#include <QCoreApplication>

namespace lotse {

// Access tokens from the refresh token of a sign-in in the window (EntraSignIn), through the
// identity provider's token endpoint. The refresh token came from the OS keychain and stays in
// memory; when the endpoint sends a new one, `rotated` is told (with the one it replaces) so it can
// go back to the keychain.
class EntraRefreshTokenSource final : public AccessTokenSource
{
    Q_DECLARE_TR_FUNCTIONS(lotse::EntraRefreshTokenSource)

public:
    using Rotated = std::function<void(const QString& previous, const QString& next)>;

    EntraRefreshTokenSource(EntraConfig config, QString refreshToken, QString account, Rotated rotated = {});

    QString origin() const override { return m_account.isEmpty() ? tr("your Microsoft Entra ID sign-in") : m_account; }

protected:
    void fetch(QObject* context, Done done) override;

private:
    const EntraConfig m_config;
    const QString m_account;
    const Rotated m_rotated;
    QMutex m_mutex;
    QString m_refreshToken;
};

} // namespace lotse
