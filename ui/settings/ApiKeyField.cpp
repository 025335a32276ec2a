// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/ApiKeyField.h"

#include "llm/KeyStore.h"
#include "llm/ProviderSettings.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace lotse::ui {

ApiKeyField::ApiKeyField(KeyStore& keys, QWidget* parent)
    : QWidget(parent)
    , m_keys(keys)
{
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("apiKeyEdit"));
    m_edit->setEchoMode(QLineEdit::Password);
    m_edit->setClearButtonEnabled(true);
    m_edit->setAttribute(Qt::WA_InputMethodEnabled, false); // no prediction or history for a secret

    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("removeKeyButton"));
    m_remove->setAutoDefault(false);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("apiKeyStatus"));
    m_status->setWordWrap(true);
    m_status->setMinimumWidth(m_status->fontMetrics().averageCharWidth() * 50); // see ConnectionPanel
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_edit, 1);
    row->addWidget(m_remove);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_status);
    setFocusProxy(m_edit);

    m_settle = new QTimer(this);
    m_settle->setSingleShot(true);
    m_settle->setInterval(400);
    connect(m_settle, &QTimer::timeout, this, &ApiKeyField::refresh);
    connect(m_remove, &QPushButton::clicked, this, &ApiKeyField::removeStored);
    setStored(Stored::Unknown);
    retranslate(this, [this] {
        m_edit->setAccessibleName(tr("API key"));
        m_remove->setText(tr("Remove Stored Key"));
        m_remove->setAccessibleName(tr("Remove the stored API key"));
        m_remove->setToolTip(tr("Delete the key stored in the OS keychain for this endpoint"));
        showStored();
    });
}

QString ApiKeyField::typedKey() const
{
    return m_edit->text().trimmed();
}

QString ApiKeyField::account() const
{
    // The same account KeyStore::resolve() reads: the endpoint as the settings keep it.
    return KeyStore::accountFor(m_endpoint.toString());
}

void ApiKeyField::setEndpoint(const QUrl& endpoint, bool now)
{
    if (endpoint == m_endpoint && m_stored != Stored::Unknown && !now)
        return;
    // From now on the key is about this endpoint (storing, removing), even before the keychain
    // said whether it has one.
    m_endpoint = endpoint;
    ++m_generation;
    m_settle->stop();
    if (!m_endpoint.isValid() || m_endpoint.host().isEmpty()) {
        setStored(Stored::Unknown);
        return;
    }
    setStored(Stored::Checking);
    if (now)
        refresh();
    else
        m_settle->start();
}

void ApiKeyField::refresh()
{
    const int generation = ++m_generation;
    if (!m_endpoint.isValid() || m_endpoint.host().isEmpty()) {
        setStored(Stored::Unknown);
        return;
    }
    setStored(Stored::Checking);
    QPointer<ApiKeyField> self(this);
    m_keys.read(account(), [self, generation](Result<QString> key) {
        if (!self || generation != self->m_generation)
            return;
        if (!key)
            self->setStored(Stored::Unreadable, key.error().message);
        else
            self->setStored(key.value().isEmpty() ? Stored::No : Stored::Yes);
    });
}

void ApiKeyField::removeStored()
{
    if (m_stored != Stored::Yes || m_removing)
        return;
    m_removing = true;
    m_remove->setEnabled(false);
    const int generation = ++m_generation;
    QPointer<ApiKeyField> self(this);
    m_keys.remove(account(), [self, generation](Status status) {
        if (!self)
            return;
        self->m_removing = false;
        if (generation != self->m_generation) {
            self->refresh(); // the endpoint changed meanwhile: show the state of the new one
            return;
        }
        if (!status) {
            qCWarning(lcUi) << "removing the API key failed:" << status.error().message;
            self->setStored(Stored::Yes, status.error().message);
            return;
        }
        self->setStored(Stored::No, {}, true);
    });
}

void ApiKeyField::storeTypedKey(std::function<void(Status)> done)
{
    const QString key = typedKey();
    if (key.isEmpty() || !m_endpoint.isValid() || m_endpoint.host().isEmpty()) {
        done(Error::make(Error::Code::InvalidInput, tr("Enter the endpoint and the key first.")));
        return;
    }
    const int generation = ++m_generation;
    QPointer<ApiKeyField> self(this);
    m_keys.write(account(), key, [self, generation, done](Status status) {
        if (self && generation == self->m_generation) {
            if (status) {
                self->m_edit->clear(); // the key is in the keychain now, not in this window
                self->setStored(Stored::Yes);
            } else {
                qCWarning(lcUi) << "storing the API key failed:" << status.error().message;
                self->setStored(self->m_stored, status.error().message);
            }
        }
        done(status);
    });
}

void ApiKeyField::setStored(Stored stored, const QString& note, bool removed)
{
    m_stored = stored;
    m_note = note;
    m_removed = removed;
    showStored();
    Q_EMIT storedChanged(stored);
}

void ApiKeyField::showStored()
{
    QString placeholder;
    switch (m_stored) {
    case Stored::Unknown:
        placeholder = tr("Enter the endpoint first: the key belongs to it");
        break;
    case Stored::Checking:
        placeholder = tr("Checking the keychain…");
        break;
    case Stored::Yes:
        placeholder = tr("A key is stored in the keychain; type a new one to replace it");
        break;
    case Stored::No:
        placeholder = tr("No key stored yet");
        break;
    case Stored::Unreadable:
        placeholder = tr("The keychain cannot be read");
        break;
    }
    m_edit->setPlaceholderText(placeholder);
    m_edit->setAccessibleDescription(placeholder);
    m_remove->setEnabled(m_stored == Stored::Yes && !m_removing);

    QString status = m_removed ? tr("The stored key was removed from the keychain.") : m_note;
    if (status.isEmpty() && !qEnvironmentVariableIsEmpty(qPrintable(ProviderSettings::keyVariable()))) {
        status = tr("The environment variable %1 is set: Lotse uses it instead of the stored key while it is set.")
                     .arg(ProviderSettings::keyVariable());
    }
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
}

} // namespace lotse::ui
