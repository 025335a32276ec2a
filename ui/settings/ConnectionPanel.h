// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/ConnectionTest.h"

#include <QPointer>
#include <QWidget>
#include <functional>
#include <optional>

class QLabel;
class QNetworkAccessManager;
class QProgressBar;
class QPushButton;

namespace lotse {
class KeyStore;
}

namespace lotse::ui {

// "Test connection": checks the chat and the embedding deployment of the configuration the form
// shows and reports one line per deployment (✓ with what answered, ✗ with the exact problem).
// Everything runs on signals and callbacks: the window stays responsive while it waits.
class ConnectionPanel final : public QWidget
{
    Q_OBJECT
public:
    ConnectionPanel(KeyStore& keys, QNetworkAccessManager& network, QWidget* parent = nullptr);

    QPushButton* button() const { return m_button; }
    bool isBusy() const { return m_busy; }
    // Tests `config` with `typedKey`, or with the stored key (or LOTSE_API_KEY) when it is empty; with
    // Microsoft Entra ID, with the window's sign-in or the Azure CLI's.
    void test(const ProviderConfig& config, const QString& typedKey);
    // A reason the test cannot run (e.g. the form is incomplete), shown where the results go; asked
    // again when the interface language changes.
    void showProblem(std::function<QString()> message);
    // Forgets earlier results: they described other settings.
    void clear();

Q_SIGNALS:
    void testRequested(); // the button was pressed; the owner answers with test() or showProblem()
    void busyChanged(bool busy);
    void resultsChanged(); // lines were shown or hidden: the window may need more height

private:
    void run(const ProviderConfig& config, const Credential& credential);
    void showReport(const ConnectionReport& report);
    // The problem or the report in the result lines (again after a language change).
    void showResults();
    void setBusy(bool busy);

    KeyStore& m_keys;
    QNetworkAccessManager& m_network;
    QPointer<ConnectionTest> m_test;
    std::function<QString()> m_problem;       // shown instead of results
    std::optional<ConnectionReport> m_report; // of the last test that finished
    int m_generation = 0;
    bool m_busy = false;
    bool m_hadFocus = false; // the button had the focus when the test began: it gets it back
    QPushButton* m_button = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_chat = nullptr;
    QLabel* m_embeddings = nullptr;
};

} // namespace lotse::ui
