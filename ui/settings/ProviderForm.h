// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/ProviderConfig.h"

#include <QGroupBox>
#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QNetworkAccessManager;
class QSpinBox;

namespace lotse {
class KeyStore;
}

namespace lotse::ui {

class ApiKeyField;
class ConnectionPanel;
class EntraSignInBox;
class GroundingCheckRow;
class ReasoningEffortRow;

// The model provider part of the settings: which provider, where it is, its deployments, what
// model answers (detected, or said), how long a reasoning model may think, how requests
// authenticate (an API key, or Microsoft Entra ID with a sign-in) and "Test connection". Fields
// that do not apply to the chosen provider are hidden; offline mode says what it does instead.
class ProviderForm final : public QGroupBox
{
    Q_OBJECT
public:
    struct Problem
    {
        QString message; // what is wrong and what to enter
        QWidget* field = nullptr;
    };

    ProviderForm(KeyStore& keys, QNetworkAccessManager& network, QWidget* parent = nullptr);

    void setProvider(const std::optional<ProviderConfig>& config);
    // What the form shows now (nullopt: offline), valid or not; settings the form does not show
    // (a timeout set with lotse-cli) are kept as they were.
    std::optional<ProviderConfig> provider() const;
    // The first thing that keeps the provider from being usable.
    std::optional<Problem> problem() const;
    ApiKeyField* keyField() const { return m_key; }
    EntraSignInBox* signInBox() const { return m_signIn; }
    // The inputs in the order Tab visits them.
    QList<QWidget*> focusChain() const;
    // Stops a running connection test and forgets its results.
    void stopConnectionTest();

Q_SIGNALS:
    void edited();
    void resized();       // rows or result lines appeared or went: the window may need more height
    void signInChanged(); // a Microsoft Entra ID sign-in was stored or removed, at once

private:
    void buildModelRows();
    void buildAuthRows(KeyStore& keys);
    void onEdited();
    void updateRows();
    void testConnection();
    EntraConfig entra() const;

    ProviderConfig m_base; // what setProvider() gave, for the settings the form does not show
    QFormLayout* m_form = nullptr;
    QComboBox* m_provider = nullptr;
    QLabel* m_providerLabel = nullptr;
    QLabel* m_endpointLabel = nullptr;
    QLabel* m_dimensionsLabel = nullptr;
    QLabel* m_apiVersionLabel = nullptr;
    QLabel* m_keyLabel = nullptr;
    QLabel* m_offlineNote = nullptr;
    QLineEdit* m_endpoint = nullptr;
    QLabel* m_chatLabel = nullptr;
    QLineEdit* m_chatDeployment = nullptr;
    QLabel* m_embeddingLabel = nullptr;
    QLineEdit* m_embeddingDeployment = nullptr;
    QSpinBox* m_dimensions = nullptr;
    QLineEdit* m_apiVersion = nullptr;
    QComboBox* m_reasoning = nullptr;
    QLabel* m_reasoningLabel = nullptr;
    ReasoningEffortRow* m_efforts = nullptr;
    QLabel* m_effortsLabel = nullptr;
    GroundingCheckRow* m_grounding = nullptr;
    QLabel* m_groundingLabel = nullptr;
    QComboBox* m_auth = nullptr;
    QLabel* m_authLabel = nullptr;
    QLineEdit* m_tenant = nullptr;
    QLabel* m_tenantLabel = nullptr;
    QLineEdit* m_clientId = nullptr;
    QLabel* m_clientIdLabel = nullptr;
    QLineEdit* m_authority = nullptr;
    QLabel* m_authorityLabel = nullptr;
    EntraSignInBox* m_signIn = nullptr;
    ApiKeyField* m_key = nullptr;
    ConnectionPanel* m_connection = nullptr;
};

} // namespace lotse::ui
