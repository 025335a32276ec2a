// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AccessTokenSource.h"

#include <QByteArray>
#include <QCoreApplication>

namespace lotse {

// Access tokens from the Azure CLI, as developers and CI sign in: `az account get-access-token
// --resource https://cognitiveservices.azure.com --output json`. The CLI keeps its own sign-in
// (`az login`); Lotse reads only the token it prints and keeps it in memory.
class AzureCliTokenSource final : public AccessTokenSource
{
    Q_DECLARE_TR_FUNCTIONS(lotse::AzureCliTokenSource)

public:
    static constexpr int timeoutMs = 60000;

    // `note`: why the Azure CLI is used although the settings name a sign-in in the window (the
    // keychain could not be read); it leads every failure's message.
    explicit AzureCliTokenSource(QString note = {})
        : m_note(std::move(note))
    {}

    QString origin() const override { return tr("the Azure CLI"); }
    // The token in the CLI's JSON output: accessToken with expires_on (seconds since the epoch) or,
    // from older CLIs, expiresOn (local time).
    static Result<AccessToken> parse(const QByteArray& json);

protected:
    void fetch(QObject* context, Done done) override;

private:
    const QString m_note;
};

} // namespace lotse
