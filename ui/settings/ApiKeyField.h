// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QUrl>
#include <QWidget>
#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;

namespace lotse {
class KeyStore;
}

namespace lotse::ui {

// The API key of one endpoint: a password field that is never filled from the keychain (its
// placeholder says whether a key is stored), a button that removes the stored key, and a line for
// keychain problems. The key is written only when the settings are accepted (storeTypedKey()).
class ApiKeyField final : public QWidget
{
    Q_OBJECT
public:
    enum class Stored { Unknown, Checking, Yes, No, Unreadable };
    Q_ENUM(Stored)

    explicit ApiKeyField(KeyStore& keys, QWidget* parent = nullptr);

    // The endpoint the key belongs to. The keychain is asked whether one is stored for it once
    // typing pauses, or at once.
    void setEndpoint(const QUrl& endpoint, bool now = false);
    QString typedKey() const;
    Stored stored() const { return m_stored; }
    QLineEdit* edit() const { return m_edit; }
    QPushButton* removeButton() const { return m_remove; }
    // Writes the typed key into the keychain for the current endpoint, then calls `done` (also
    // when this field is gone by then: the callback must guard its own receiver).
    void storeTypedKey(std::function<void(Status)> done);

Q_SIGNALS:
    void storedChanged(lotse::ui::ApiKeyField::Stored stored);

private:
    void refresh();
    void removeStored();
    // note: a keychain problem; removed: the stored key was just removed (said instead of a note).
    void setStored(Stored stored, const QString& note = {}, bool removed = false);
    void showStored(); // the placeholder and the status line (again after a language change)
    QString account() const;

    KeyStore& m_keys;
    QUrl m_endpoint;
    Stored m_stored = Stored::Unknown;
    QString m_note;
    bool m_removed = false;
    int m_generation = 0; // answers for an endpoint that is no longer shown are dropped
    bool m_removing = false;
    QLineEdit* m_edit = nullptr;
    QPushButton* m_remove = nullptr;
    QLabel* m_status = nullptr;
    QTimer* m_settle = nullptr;
};

} // namespace lotse::ui
