// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/pg/DatabaseUrl.h"
#include "team/TeamSyncService.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace lotse {
class KeyStore;
}

namespace lotse::ui {

// "Connect to a Team Knowledge Base…": the server's URL and, when the company uses one, a password.
// Connecting is a first sync of the person's local copy (what their groups may read), so a wrong
// address, password or set-up shows here, in words, before the window switches. A password that
// worked goes into the OS keychain, never into the settings; the URL is remembered (TeamSettings).
class TeamConnectDialog final : public QDialog
{
    Q_OBJECT
public:
    TeamConnectDialog(KeyStore& keys, QWidget* parent = nullptr);

    // The team knowledge base connected to (after accept()).
    const DatabaseUrl& url() const { return m_url; }

private:
    void tryConnect();
    void connectWith(const QString& password);
    void onSynced(const ReplicaSync& counts);
    void onFailed(const Error& error);
    void finish(); // remembers the knowledge base, and closes
    void setBusy(bool busy);
    void showStatus(const QString& text, bool error);

    KeyStore& m_keys;
    TeamSyncService m_sync;
    DatabaseUrl m_url;
    QString m_typedPassword;
    bool m_usedStored = false; // the password tried came from the keychain (or the environment)
    bool m_connected = false;  // connected, but the keychain could not keep the password
    QLabel* m_intro = nullptr;
    QLabel* m_urlLabel = nullptr;
    QLabel* m_passwordLabel = nullptr;
    QLineEdit* m_urlEdit = nullptr;
    QLineEdit* m_password = nullptr;
    QLabel* m_status = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace lotse::ui
