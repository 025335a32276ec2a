// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentTypes.h"
#include "llm/ProviderConfig.h"
#include "trace/TraceTypes.h"

#include <QDialog>
#include <functional>
#include <initializer_list>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QNetworkAccessManager;
class QSettings;
class QScrollArea;
class QSpinBox;
class QTabWidget;

namespace lotse {
class KeyStore;
}

namespace lotse::ui {

class Dialogs;
class DocumentLimitsBox;
class HistorySettingsBox;
class ProviderForm;

// Settings in four tabs: Provider (offline, Azure OpenAI v1 or legacy, an OpenAI-compatible server,
// with its API key or Entra ID sign-in and "Test connection"), Retrieval (how the loop searches,
// where to ask instead, document limits), History & privacy, Interface (the language). It reads and
// writes the default QSettings (ProviderSettings, AgentSettings, TraceSettings, "ui/language"); the
// key goes only into the KeyStore, and only when the dialog is accepted. OK is refused while the
// form is invalid, with the reason under the tabs and the field's tab brought forward. Show it with
// open() or show(); nothing in it waits in an event loop of its own.
class SettingsDialog final : public QDialog
{
    Q_OBJECT
public:
    SettingsDialog(KeyStore& keys, QNetworkAccessManager& network, QWidget* parent = nullptr);
    ~SettingsDialog() override;

    // What the form shows now (nullopt: offline), valid or not.
    std::optional<ProviderConfig> provider() const;
    AgentOptions agentOptions() const;
    QString language() const; // "system", "en" or "de"
    TraceOptions traceOptions() const;
    // Who asks "Delete all history?" (tests answer it themselves).
    void setDialogs(Dialogs* dialogs);

    // "system", "en" or "de", as stored under "ui/language"; accepting the dialog applies a new one at once.
    static QString storedLanguage(const QSettings& settings);

    // Stores a typed key first, then the settings; closes only when both worked.
    void accept() override;
    void reject() override;
    void done(int result) override;

Q_SIGNALS:
    // Emitted after the dialog closed with new settings: re-read them (ProviderSettings::load,
    // AgentSettings::load, CredentialResolver::resolve for the key or sign-in).
    void settingsChanged();
    // A Microsoft Entra ID sign-in was stored or removed (at once, whether or not the dialog is
    // accepted): what answers with the previous one must resolve its credential again.
    void signInChanged();
    // The user confirmed "Delete all history…": delete it now, whether or not the dialog is accepted.
    void historyDeletionRequested();

protected:
    void showEvent(QShowEvent* event) override;

private:
    QWidget* buildAnswering();
    QWidget* buildInterface();
    // A tab of its own for `parts`, one above the other, scrolling up and down.
    void addPage(const QString& name, std::initializer_list<QWidget*> parts);
    void setFocusChain();
    void load();
    void save();
    // The first problem of the form, with the field to fix; empty when it can be saved.
    QString problem(QWidget** field = nullptr) const;
    void validate();
    void setSaving(bool saving);
    // `message` is asked again when the interface language changes; empty: no message.
    void showMessage(std::function<QString()> message);
    // Grows the window when wrapped text needs more lines than it has room for.
    void fitHeight();

    bool m_saving = false;
    QTabWidget* m_tabs = nullptr;
    QList<QScrollArea*> m_pages; // one per tab, in the tabs' order
    ProviderForm* m_provider = nullptr;
    QSpinBox* m_maxRounds = nullptr;
    QSpinBox* m_topK = nullptr;
    QDoubleSpinBox* m_coverage = nullptr;
    QDoubleSpinBox* m_minScore = nullptr;
    QComboBox* m_language = nullptr;
    QGroupBox* m_answering = nullptr;
    QWidget* m_interface = nullptr;
    QLabel* m_maxRoundsLabel = nullptr;
    QLabel* m_topKLabel = nullptr;
    QLabel* m_coverageLabel = nullptr;
    QLabel* m_minScoreLabel = nullptr;
    QLineEdit* m_contact = nullptr; // shown under refusals
    QLabel* m_contactLabel = nullptr;
    QCheckBox* m_speculate = nullptr; // AgentOptions::speculate
    QLabel* m_languageLabel = nullptr;
    std::function<QString()> m_messageText;
    HistorySettingsBox* m_history = nullptr;
    DocumentLimitsBox* m_documents = nullptr;
    QLabel* m_message = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace lotse::ui
