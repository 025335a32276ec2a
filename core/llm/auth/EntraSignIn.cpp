// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntraSignIn.h"

#include "EntraTokenReply.h"
#include "common/Logging.h"

#include <QCryptographicHash>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QOAuth2AuthorizationCodeFlow>
#include <QOAuthHttpServerReplyHandler>
#include <QRandomGenerator>

namespace lotse {

namespace {

#if QT_VERSION < QT_VERSION_CHECK(6, 8, 0)
QByteArray randomVerifier()
{
    // 48 random bytes: 64 characters of base64url, within RFC 7636's 43 to 128.
    QByteArray bytes(48, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), bytes.size() / 4);
    return bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}
#endif

} // namespace

EntraSignIn::EntraSignIn(EntraConfig config, QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
{
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        fail(tr("No sign-in arrived within %1 minutes. Sign in again and finish it in the browser.")
                 .arg(timeoutMs / 60000));
    });
}

EntraSignIn::~EntraSignIn() = default;

QByteArray EntraSignIn::challengeOf(const QByteArray& verifier)
{
    return QCryptographicHash::hash(verifier, QCryptographicHash::Sha256)
        .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

void EntraSignIn::start()
{
    stop();
    m_running = true;
    if (m_config.clientId.trimmed().isEmpty() || m_config.tenant.trimmed().isEmpty()) {
        fail(tr("Enter the tenant and the application (client) id of your organisation's app registration "
                "first (docs/providers.md says how to make one)."));
        return;
    }
    m_network = new QNetworkAccessManager(this);
    // Only this computer can deliver the code: the redirect listens on loopback.
    m_handler = new QOAuthHttpServerReplyHandler(QHostAddress::LocalHost, 0, this);
    if (!m_handler->isListening()) {
        fail(tr("Lotse cannot listen on this computer's loopback address for the sign-in's answer."));
        return;
    }
    m_handler->setCallbackText(tr("Lotse has your sign-in. You can close this page and go back to Lotse."));
    m_flow = new QOAuth2AuthorizationCodeFlow(m_network, this);
    m_flow->setClientIdentifier(m_config.clientId.trimmed());
    m_flow->setAuthorizationUrl(m_config.authorizeUrl());
    m_flow->setAccessTokenUrl(m_config.tokenUrl());
    // offline_access for a refresh token, openid and profile for the account's name.
    m_flow->setScope(QString::fromLatin1(EntraConfig::scope) + QStringLiteral(" offline_access openid profile"));
    m_flow->setReplyHandler(m_handler);
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    m_flow->setPkceMethod(QOAuth2AuthorizationCodeFlow::PkceMethod::S256); // the default there; said anyway
    m_flow->setModifyParametersFunction([](QAbstractOAuth::Stage stage, QMultiMap<QString, QVariant>* parameters) {
        if (stage == QAbstractOAuth::Stage::RequestingAuthorization)
            parameters->insert(QStringLiteral("prompt"), QStringLiteral("select_account"));
    });
#else
    // Qt 6.4 (Debian 12) has no PKCE of its own: the challenge goes into the authorization request,
    // the verifier into the token request.
    m_verifier = randomVerifier();
    const QByteArray challenge = challengeOf(m_verifier);
    m_flow->setModifyParametersFunction(
        [this, challenge](QAbstractOAuth::Stage stage, QMultiMap<QString, QVariant>* parameters) {
            if (stage == QAbstractOAuth::Stage::RequestingAuthorization) {
                parameters->insert(QStringLiteral("code_challenge"), QString::fromLatin1(challenge));
                parameters->insert(QStringLiteral("code_challenge_method"), QStringLiteral("S256"));
                parameters->insert(QStringLiteral("prompt"), QStringLiteral("select_account"));
            } else if (stage == QAbstractOAuth::Stage::RequestingAccessToken) {
                parameters->insert(QStringLiteral("code_verifier"), QString::fromLatin1(m_verifier));
            }
        });
#endif
    connect(m_flow, &QAbstractOAuth::authorizeWithBrowser, this, &EntraSignIn::browserRequested);
    connect(m_flow, &QAbstractOAuth::granted, this, &EntraSignIn::onGranted);
    connect(m_flow, &QAbstractOAuth2::error, this,
            [this](const QString& error, const QString& description, const QUrl&) {
                fail(tr("Microsoft Entra ID refused the sign-in: %1 (%2).")
                         .arg(description.section(QLatin1Char('\n'), 0, 0).left(300), error));
            });
    // Qt 6.4's flow says nothing when the token endpoint answers with an error: read it here.
    connect(m_network, &QNetworkAccessManager::finished, this, &EntraSignIn::onTokenReply);
    m_timeout.start(timeoutMs);
    qCInfo(lcAuth) << "sign-in started, redirect" << m_handler->callback();
    m_flow->grant();
}

void EntraSignIn::onTokenReply(QNetworkReply* reply)
{
    if (!m_running || reply->url() != m_config.tokenUrl())
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 200)
        return; // the flow reads it and grants
    if (status == 0) {
        fail(tr("Microsoft Entra ID cannot be reached (%1). Check the network and the proxy settings.")
                 .arg(reply->errorString()));
        return;
    }
    const auto parsed =
        EntraTokenReply::parse(status, reply->peek(reply->bytesAvailable()), QDateTime::currentDateTimeUtc());
    fail(parsed ? tr("Microsoft Entra ID refused the sign-in (HTTP %1).").arg(status) : parsed.error().message);
}

void EntraSignIn::onGranted()
{
    if (!m_running || !m_flow)
        return;
    EntraAccount account;
    account.access.value = m_flow->token();
    account.access.expiresAt = m_flow->expirationAt().toUTC();
    account.refreshToken = m_flow->refreshToken();
    account.username = EntraTokenReply::accountOf(m_flow->extraTokens().value(QStringLiteral("id_token")).toString());
    if (account.username.isEmpty())
        account.username = EntraTokenReply::accountOf(account.access.value);
    if (account.refreshToken.isEmpty()) {
        fail(tr("Microsoft Entra ID sent no refresh token: the app registration must allow the scope "
                "offline_access."));
        return;
    }
    if (!account.access.expiresAt.isValid())
        account.access.expiresAt = QDateTime::currentDateTimeUtc().addSecs(3000);
    // Never the tokens: only who signed in.
    qCInfo(lcAuth) << "signed in as" << account.username;
    stop();
    Q_EMIT signedIn(account);
}

void EntraSignIn::fail(const QString& message)
{
    if (!m_running)
        return; // reported already
    qCWarning(lcAuth) << "sign-in failed:" << message;
    stop();
    Q_EMIT failed(message);
}

void EntraSignIn::cancel()
{
    stop();
}

void EntraSignIn::stop()
{
    m_running = false;
    m_timeout.stop();
    m_verifier.clear();
    // Deleted later: stop() may run inside one of their signals.
    if (m_handler) {
        m_handler->close();
        m_handler->deleteLater();
    }
    if (m_flow) {
        m_flow->disconnect(this);
        m_flow->deleteLater();
    }
    if (m_network) {
        m_network->disconnect(this);
        m_network->deleteLater();
        m_network = nullptr;
    }
}

} // namespace lotse
