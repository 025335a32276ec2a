// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/EntraSignInBox.h"

#include "llm/KeyStore.h"
#include "llm/auth/CredentialResolver.h"
#include "llm/auth/EntraSignIn.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QVBoxLayout>

namespace lotse::ui {

EntraSignInBox::EntraSignInBox(KeyStore& keys, QWidget* parent)
    : QWidget(parent)
    , m_keys(keys)
    , m_browser([](const QUrl& url) { QDesktopServices::openUrl(url); })
{
    m_signIn = new QPushButton(this);
    m_signIn->setObjectName(QStringLiteral("signInButton"));
    m_signIn->setAutoDefault(false);
    m_signOut = new QPushButton(this);
    m_signOut->setObjectName(QStringLiteral("signOutButton"));
    m_signOut->setAutoDefault(false);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("signInStatus"));
    m_status->setWordWrap(true);
    m_status->setMinimumWidth(m_status->fontMetrics().averageCharWidth() * 50); // see ConnectionPanel
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);

    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_signIn);
    row->addWidget(m_signOut);
    row->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_status);

    m_settle = new QTimer(this);
    m_settle->setSingleShot(true);
    m_settle->setInterval(400);
    connect(m_settle, &QTimer::timeout, this, &EntraSignInBox::refresh);
    connect(m_signIn, &QPushButton::clicked, this, &EntraSignInBox::toggleSignIn);
    connect(m_signOut, &QPushButton::clicked, this, &EntraSignInBox::signOut);
    retranslate(this, [this] {
        m_signOut->setText(tr("Sign &Out"));
        m_signOut->setToolTip(tr("Forget this sign-in: its refresh token is removed from the OS keychain"));
        m_status->setAccessibleName(tr("Sign-in status"));
        showState();
    });
}

EntraSignInBox::~EntraSignInBox() = default;

void EntraSignInBox::setConfig(const EntraConfig& config, bool now)
{
    if (config == m_config && !now && m_generation > 0)
        return; // the keychain was asked about this one already (or is being asked)
    // From now on a sign-in is for this registration, even before the keychain said whether it has one.
    m_config = config;
    ++m_generation;
    if (m_flow) {
        m_flow->cancel(); // it was for another registration
        m_flow->deleteLater();
    }
    setState(State::Checking);
    if (now)
        refresh();
    else
        m_settle->start();
}

void EntraSignInBox::refresh()
{
    m_settle->stop();
    const int generation = ++m_generation;
    setState(State::Checking);
    QPointer<EntraSignInBox> self(this);
    m_keys.read(CredentialResolver::refreshTokenAccount(m_config), [self, generation](Result<QString> token) {
        if (!self || generation != self->m_generation)
            return;
        if (!token) {
            self->setState(State::Failed, token.error().message);
            return;
        }
        self->m_account = CredentialResolver::signedInAccount(QSettings(), self->m_config);
        self->setState(token.value().isEmpty() ? State::SignedOut : State::SignedIn);
    });
}

void EntraSignInBox::toggleSignIn()
{
    if (m_state == State::SigningIn) {
        if (m_flow) {
            m_flow->cancel();
            m_flow->deleteLater();
        }
        refresh();
        return;
    }
    auto* flow = new EntraSignIn(m_config, this);
    m_flow = flow;
    connect(flow, &EntraSignIn::browserRequested, this, [this](const QUrl& url) { m_browser(url); });
    connect(flow, &EntraSignIn::signedIn, this, [this, flow](const EntraAccount& account) {
        flow->deleteLater();
        onSignedIn(account);
    });
    connect(flow, &EntraSignIn::failed, this, [this, flow](const QString& message) {
        flow->deleteLater();
        setState(State::Failed, message);
    });
    setState(State::SigningIn);
    flow->start();
}

void EntraSignInBox::onSignedIn(const EntraAccount& account)
{
    const int generation = ++m_generation;
    const EntraConfig config = m_config;
    QPointer<EntraSignInBox> self(this);
    // Only the refresh token is kept, and only in the keychain; the access token is fetched again
    // with it when a request needs one.
    m_keys.write(CredentialResolver::refreshTokenAccount(config), account.refreshToken,
                 [self, generation, config, username = account.username](Status stored) {
                     if (!stored) {
                         if (self)
                             self->setState(State::Failed, stored.error().message);
                         return;
                     }
                     QSettings settings;
                     CredentialResolver::setSignedInAccount(settings, config, username);
                     if (!self)
                         return;
                     Q_EMIT self->signInChanged();
                     if (generation != self->m_generation)
                         return;
                     self->m_account = username;
                     self->setState(State::SignedIn);
                 });
}

void EntraSignInBox::signOut()
{
    const int generation = ++m_generation;
    const EntraConfig config = m_config;
    QPointer<EntraSignInBox> self(this);
    m_keys.remove(CredentialResolver::refreshTokenAccount(config), [self, generation, config](Status removed) {
        if (!self || generation != self->m_generation)
            return;
        if (!removed) {
            self->setState(State::Failed, removed.error().message);
            return;
        }
        QSettings settings;
        CredentialResolver::setSignedInAccount(settings, config, {});
        Q_EMIT self->signInChanged();
        self->m_account.clear();
        self->setState(State::SignedOut);
    });
}

void EntraSignInBox::setState(State state, const QString& note)
{
    m_state = state;
    m_note = note;
    showState();
    Q_EMIT stateChanged(state);
}

void EntraSignInBox::showState()
{
    m_signIn->setText(m_state == State::SigningIn ? tr("Cancel &Sign-in") : tr("&Sign In…"));
    m_signIn->setEnabled(m_state != State::Checking);
    m_signOut->setVisible(m_state == State::SignedIn);
    switch (m_state) {
    case State::Checking:
        m_status->setText(tr("Checking the OS keychain for a sign-in…"));
        break;
    case State::SignedOut:
        m_status->setText(tr("Not signed in. Requests use the Azure CLI's account (`az login`) if there is one."));
        break;
    case State::SigningIn:
        m_status->setText(tr("Finish the sign-in in your browser; Lotse waits for it."));
        break;
    case State::SignedIn:
        m_status->setText(m_account.isEmpty() ? tr("Signed in.") : tr("Signed in as %1.").arg(m_account));
        break;
    case State::Failed:
        m_status->setText(tr("✗ %1").arg(m_note));
        break;
    }
}

} // namespace lotse::ui
