// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AccessToken.h"
#include "llm/ProviderConfig.h"

#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QNetworkAccessManager;
class QNetworkReply;
class QOAuth2AuthorizationCodeFlow;
class QOAuthHttpServerReplyHandler;

namespace lotse {

// The account of a finished sign-in. The refresh token goes to the OS keychain and nowhere else.
struct EntraAccount
{
    QString username;
    QString refreshToken;
    AccessToken access;
};

// An interactive Microsoft Entra ID sign-in for a desktop app: OAuth 2.0 authorization code with
// PKCE (S256) in the system browser, answered on a loopback redirect (http://127.0.0.1:PORT/)
// that only this process listens on. Built on QtNetworkAuth's authorization-code flow and its
// HTTP reply handler; Qt 6.4 has no PKCE of its own, so it is added to the flow's requests. The owner
// opens the browser on browserRequested (tests follow the redirect themselves).
class EntraSignIn final : public QObject
{
    Q_OBJECT
public:
    static constexpr int timeoutMs = 5 * 60 * 1000; // then the loopback port is closed again

    explicit EntraSignIn(EntraConfig config, QObject* parent = nullptr);
    ~EntraSignIn() override;

    // Listens on the loopback port and asks for the browser; signedIn or failed follows once.
    void start();
    void cancel();
    bool isRunning() const { return m_running; }
    // RFC 7636: the S256 challenge of a verifier (base64url of its SHA-256, without padding).
    static QByteArray challengeOf(const QByteArray& verifier);

Q_SIGNALS:
    void browserRequested(const QUrl& url);
    void signedIn(const lotse::EntraAccount& account);
    void failed(const QString& message);

private:
    void onGranted();
    void onTokenReply(QNetworkReply* reply);
    void fail(const QString& message);
    void stop();

    EntraConfig m_config;
    QByteArray m_verifier;
    QNetworkAccessManager* m_network = nullptr;
    QPointer<QOAuthHttpServerReplyHandler> m_handler;
    QPointer<QOAuth2AuthorizationCodeFlow> m_flow;
    QTimer m_timeout;
    bool m_running = false;
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::EntraAccount)
