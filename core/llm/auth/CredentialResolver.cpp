// SPDX-License-Identifier: GPL-3.0-or-later
#include "CredentialResolver.h"

#include "AzureCliTokenSource.h"
#include "EntraRefreshTokenSource.h"
#include "common/Logging.h"
#include "llm/ProviderSettings.h"

#include <QCryptographicHash>
#include <QPointer>
#include <QSettings>

namespace lotse {

namespace {

QString entraKey(const EntraConfig& entra)
{
    return QStringLiteral("%1/%2/%3")
        .arg(entra.authority.toString(QUrl::StripTrailingSlash).toLower(), entra.tenant.toLower(),
             entra.clientId.toLower());
}

// The settings key of a sign-in's account: a hash, since QSettings keys cannot hold URLs.
QString accountSetting(const EntraConfig& entra)
{
    const QByteArray hash = QCryptographicHash::hash(entraKey(entra).toUtf8(), QCryptographicHash::Sha256).toHex();
    return QStringLiteral("entra/accounts/") + QString::fromLatin1(hash.left(16));
}

void resolveKey(KeyStore& keys, const ProviderConfig& provider, const CredentialResolver::Done& done)
{
    const QString fromEnvironment = qEnvironmentVariable(qPrintable(ProviderSettings::keyVariable()));
    if (!fromEnvironment.isEmpty()) {
        done(Credential::key(fromEnvironment));
        return;
    }
    keys.read(KeyStore::accountFor(provider.endpoint.toString()), [provider, done](Result<QString> key) {
        if (provider.kind == ProviderConfig::Kind::OpenAiCompatible) {
            done(Credential::key(key ? key.value() : QString())); // a local server usually needs no key
            return;
        }
        if (!key) {
            done(key.error());
            return;
        }
        if (key.value().isEmpty()) {
            done(Error::make(Error::Code::MissingCredential,
                             CredentialResolver::tr("Azure OpenAI needs an API key. Store it with `lotse-cli config "
                                                    "set-key`, or set the environment variable %1 (never stored). "
                                                    "Or sign in with Microsoft Entra ID: `lotse-cli config set auth "
                                                    "entra`.")
                                 .arg(ProviderSettings::keyVariable())));
            return;
        }
        done(Credential::key(key.value()));
    });
}

} // namespace

QString CredentialResolver::refreshTokenAccount(const EntraConfig& entra)
{
    return QStringLiteral("entra-refresh-token:") + entraKey(entra);
}

QString CredentialResolver::signedInAccount(const QSettings& settings, const EntraConfig& entra)
{
    return settings.value(accountSetting(entra)).toString();
}

void CredentialResolver::setSignedInAccount(QSettings& settings, const EntraConfig& entra, const QString& account)
{
    if (account.isEmpty())
        settings.remove(accountSetting(entra));
    else
        settings.setValue(accountSetting(entra), account);
}

void CredentialResolver::resolve(KeyStore& keys, QObject* owner, const ProviderConfig& provider, Done done)
{
    if (provider.auth == ProviderConfig::Auth::Key) {
        resolveKey(keys, provider, done);
        return;
    }
    if (!provider.isAzure()) {
        done(Error::make(Error::Code::InvalidSetting,
                         tr("Microsoft Entra ID sign-in is for Azure OpenAI. For an OpenAI-compatible server, use "
                            "`lotse-cli config set auth key`.")));
        return;
    }
    const EntraConfig entra = provider.entra;
    const QString account = refreshTokenAccount(entra);
    keys.read(account, [&keys, owner = QPointer<QObject>(owner), entra, account, done](Result<QString> stored) {
        if (!stored) {
            qCWarning(lcAuth) << "the keychain could not be read, using the Azure CLI:" << stored.error().message;
            done(Credential::tokens(std::make_shared<AzureCliTokenSource>(
                tr("The OS keychain could not be read (%1), so a sign-in in Lotse's window cannot be used; the Azure "
                   "CLI's account is tried instead.")
                    .arg(stored.error().message))));
            return;
        }
        if (stored.value().isEmpty() || entra.clientId.isEmpty()) {
            done(Credential::tokens(std::make_shared<AzureCliTokenSource>()));
            return;
        }
        // A replaced refresh token goes back to the keychain on the owner's thread, but only while
        // the keychain still holds the one it replaces: after a sign-out or another sign-in, a
        // session that is still running must not bring the old sign-in back.
        auto rotated = [&keys, owner, account](const QString& previous, const QString& next) {
            if (!owner)
                return;
            QMetaObject::invokeMethod(owner, [&keys, owner, account, previous, next] {
                if (!owner)
                    return;
                keys.read(account, [&keys, account, previous, next](Result<QString> current) {
                    if (!current || current.value() != previous)
                        return;
                    keys.write(account, next, [](Status s) {
                        if (!s)
                            qCWarning(lcAuth) << "the new refresh token was not stored:" << s.error().message;
                    });
                });
            });
        };
        done(Credential::tokens(std::make_shared<EntraRefreshTokenSource>(
            entra, stored.value(), signedInAccount(QSettings(), entra), rotated)));
    });
}

} // namespace lotse
