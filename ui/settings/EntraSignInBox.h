// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/ProviderConfig.h"

#include <QPointer>
#include <QUrl>
#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;
class QTimer;

namespace lotse {
class EntraSignIn;
class KeyStore;
struct EntraAccount;
} // namespace lotse

namespace lotse::ui {

// The Microsoft Entra ID sign-in of the settings: "Sign in…" (the system browser, PKCE, a loopback
// redirect), the signed-in account, "Sign Out". The refresh token goes to the OS keychain at once
// and nowhere else; the account's name (no secret) to the settings. Without a sign-in, requests
// use the Azure CLI's account, and the status line says so.
class EntraSignInBox final : public QWidget
{
    Q_OBJECT
public:
    enum class State { Checking, SignedOut, SigningIn, SignedIn, Failed };
    Q_ENUM(State)
    using Browser = std::function<void(const QUrl&)>;

    explicit EntraSignInBox(KeyStore& keys, QWidget* parent = nullptr);
    ~EntraSignInBox() override;

    // The app registration the sign-in is for; the keychain is asked whether it has one once typing
    // pauses, or at once.
    void setConfig(const EntraConfig& config, bool now = false);
    // How the authorization page is shown: the system browser unless a test follows it itself.
    void setBrowser(Browser browser) { m_browser = std::move(browser); }
    State state() const { return m_state; }
    QString account() const { return m_account; }
    QPushButton* signInButton() const { return m_signIn; }
    QPushButton* signOutButton() const { return m_signOut; }

Q_SIGNALS:
    void stateChanged(lotse::ui::EntraSignInBox::State state);
    // A sign-in was stored or removed: whatever answers with the previous one must take the new one.
    void signInChanged();

private:
    void refresh();
    void toggleSignIn();
    void onSignedIn(const EntraAccount& account);
    void signOut();
    void setState(State state, const QString& note = {});
    void showState(); // the status line and buttons (again after a language change)

    KeyStore& m_keys;
    EntraConfig m_config;
    Browser m_browser;
    QPointer<EntraSignIn> m_flow;
    State m_state = State::Checking;
    QString m_account;
    QString m_note;
    int m_generation = 0; // keychain answers about an earlier registration are dropped
    QPushButton* m_signIn = nullptr;
    QPushButton* m_signOut = nullptr;
    QLabel* m_status = nullptr;
    QTimer* m_settle = nullptr;
};

} // namespace lotse::ui
