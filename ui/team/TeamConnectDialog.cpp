// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/TeamConnectDialog.h"

#include "llm/KeyStore.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"
#include "store/pg/DatabasePassword.h"
#include "store/pg/TeamSettings.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace lotse::ui {

TeamConnectDialog::TeamConnectDialog(KeyStore& keys, QWidget* parent)
    : QDialog(parent)
    , m_keys(keys)
{
    setObjectName(QStringLiteral("teamConnectDialog"));
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_urlEdit = new QLineEdit(this);
    m_urlEdit->setObjectName(QStringLiteral("teamUrlEdit"));
    m_urlEdit->setPlaceholderText(QStringLiteral("postgresql://name@db.example.com:5432/lotse"));
    m_urlEdit->setMinimumWidth(m_urlEdit->fontMetrics().averageCharWidth() * 48);
    if (const auto stored = TeamSettings::load(QSettings()))
        m_urlEdit->setText(stored->toString());
    m_password = new QLineEdit(this);
    m_password->setObjectName(QStringLiteral("teamPasswordEdit"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setAttribute(Qt::WA_InputMethodEnabled, false); // no prediction or history for a secret
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("teamConnectStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("teamConnectButton"));

    auto* form = new QFormLayout;
    m_urlLabel = new QLabel(this);
    m_passwordLabel = new QLabel(this);
    m_urlLabel->setBuddy(m_urlEdit);
    m_passwordLabel->setBuddy(m_password);
    form->addRow(m_urlLabel, m_urlEdit);
    form->addRow(m_passwordLabel, m_password);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &TeamConnectDialog::tryConnect);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_sync, &TeamSyncService::synced, this, &TeamConnectDialog::onSynced);
    connect(&m_sync, &TeamSyncService::failed, this, &TeamConnectDialog::onFailed);
    retranslate(this, [this] {
        setWindowTitle(tr("Connect to a Team Knowledge Base"));
        m_intro->setText(tr("Your company keeps one knowledge base for everyone in PostgreSQL. Lotse keeps a copy "
                            "of what your groups may read on this computer and brings it up to date every few "
                            "minutes. Your administrator gives you the address."));
        m_urlLabel->setText(tr("&Address:"));
        m_passwordLabel->setText(tr("&Password:"));
        m_password->setPlaceholderText(tr("empty: stored already, or not needed (certificate, Kerberos)"));
        m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));
    });
}

void TeamConnectDialog::tryConnect()
{
    if (m_connected) { // connected; the note about the keychain was read
        finish();
        return;
    }
    const auto url = DatabaseUrl::parse(m_urlEdit->text().trimmed());
    if (!url) {
        showStatus(url.error().message, true);
        m_urlEdit->setFocus();
        return;
    }
    m_url = url.value();
    m_typedPassword = m_password->text();
    m_usedStored = false;
    setBusy(true);
    showStatus(tr("Connecting to %1 and copying what you may read…").arg(m_url.host), false);
    if (!m_typedPassword.isEmpty()) {
        connectWith(m_typedPassword);
        return;
    }
    DatabasePassword::read(m_keys, m_url, this, [this](const QString& password, bool stored) {
        m_usedStored = stored;
        connectWith(password);
    });
}

void TeamConnectDialog::connectWith(const QString& password)
{
    m_sync.start(m_url, password, std::chrono::milliseconds(0));
}

void TeamConnectDialog::onSynced(const ReplicaSync& counts)
{
    qCInfo(lcUi) << "connected to a team knowledge base:" << counts.added + counts.updated + counts.unchanged
                 << "documents";
    if (m_typedPassword.isEmpty()) {
        finish();
        return;
    }
    // It worked: for the window that opens next (in memory), and in the keychain for the next start
    // (the settings never see it).
    DatabasePassword::remember(m_url, m_typedPassword);
    m_keys.write(m_url.keychainAccount(), m_typedPassword, [guard = QPointer<TeamConnectDialog>(this)](Status kept) {
        if (!guard)
            return;
        if (kept) {
            guard->finish();
            return;
        }
        guard->m_connected = true;
        guard->setBusy(false);
        guard->m_urlEdit->setEnabled(false);
        guard->m_password->setEnabled(false);
        guard->m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Continue"));
        guard->showStatus(tr("Connected. The OS keychain could not keep the password (%1), so Lotse will ask for it "
                             "again at its next start.")
                              .arg(kept.error().message),
                          false);
    });
}

void TeamConnectDialog::finish()
{
    QSettings settings;
    TeamSettings::save(settings, m_url);
    accept();
}

void TeamConnectDialog::onFailed(const Error& error)
{
    setBusy(false);
    // The connection's own message names the command line's ways to store a password: here it is typed.
    QString text = error.message;
    if (error.code == Error::Code::MissingCredential) {
        if (!m_typedPassword.isEmpty())
            text = tr("The server refused this password for “%1”: check it and type it again.").arg(m_url.user);
        else if (m_usedStored)
            text = tr("The server refused the stored password for “%1”: type the right one above.").arg(m_url.user);
        else
            text = tr("The server wants a password for “%1”: type it above.").arg(m_url.user);
        m_password->setFocus();
    }
    showStatus(text, true);
}

void TeamConnectDialog::setBusy(bool busy)
{
    m_urlEdit->setEnabled(!busy);
    m_password->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!busy);
}

void TeamConnectDialog::showStatus(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
    QPalette palette = this->palette();
    if (error)
        palette.setColor(QPalette::WindowText, QColor(0xb0, 0x25, 0x1e));
    m_status->setPalette(palette);
}

} // namespace lotse::ui
