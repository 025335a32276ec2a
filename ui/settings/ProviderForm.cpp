// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/ProviderForm.h"

#include "llm/ProviderEndpoint.h"
#include "llm/ProviderSettings.h"
#include "settings/ApiKeyField.h"
#include "settings/ConnectionPanel.h"
#include "settings/EntraSignInBox.h"
#include "settings/FormRow.h"
#include "settings/GroundingCheckRow.h"
#include "settings/ReasoningEffortRow.h"
#include "shared/Retranslate.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace lotse::ui {

namespace {

const QString offline = QStringLiteral("offline");

template <typename T>
T* objectNamed(T* widget, const char* objectName)
{
    widget->setObjectName(QString::fromLatin1(objectName));
    return widget;
}

} // namespace

ProviderForm::ProviderForm(KeyStore& keys, QNetworkAccessManager& network, QWidget* parent)
    : QGroupBox(parent)
{
    // Texts are set in the retranslate block at the end.
    setObjectName(QStringLiteral("providerForm"));
    m_form = new QFormLayout(this);
    m_provider = objectNamed(new QComboBox(this), "providerCombo");
    m_provider->addItem(QString(), offline);
    m_provider->addItem(QString(), ProviderConfig::kindName(ProviderConfig::Kind::AzureV1));
    m_provider->addItem(QString(), ProviderConfig::kindName(ProviderConfig::Kind::AzureLegacy));
    m_provider->addItem(QString(), ProviderConfig::kindName(ProviderConfig::Kind::OpenAiCompatible));
    m_providerLabel = formRow(m_form, m_provider);

    m_offlineNote = new QLabel(this);
    m_offlineNote->setObjectName(QStringLiteral("offlineNote"));
    m_offlineNote->setWordWrap(true);
    m_form->addRow(m_offlineNote);

    m_endpoint = objectNamed(new QLineEdit(this), "endpointEdit");
    m_endpointLabel = formRow(m_form, m_endpoint);
    m_chatDeployment = objectNamed(new QLineEdit(this), "chatDeploymentEdit");
    m_chatLabel = formRow(m_form, m_chatDeployment);
    m_embeddingDeployment = objectNamed(new QLineEdit(this), "embeddingDeploymentEdit");
    m_embeddingLabel = formRow(m_form, m_embeddingDeployment);
    m_dimensions = objectNamed(new QSpinBox(this), "dimensionsSpin");
    m_dimensions->setRange(0, 8192);
    m_dimensionsLabel = formRow(m_form, m_dimensions);
    m_apiVersion = objectNamed(new QLineEdit(this), "apiVersionEdit");
    m_apiVersion->setPlaceholderText(QString::fromLatin1(ProviderConfig::defaultApiVersion));
    m_apiVersionLabel = formRow(m_form, m_apiVersion);
    buildModelRows();
    buildAuthRows(keys);
    m_connection = new ConnectionPanel(keys, network, this);
    m_form->addRow(QString(), m_connection);

    connect(m_provider, &QComboBox::currentIndexChanged, this, &ProviderForm::onEdited);
    for (QLineEdit* edit : {m_endpoint, m_chatDeployment, m_embeddingDeployment, m_apiVersion, m_key->edit(), m_tenant,
                            m_clientId, m_authority})
        connect(edit, &QLineEdit::textChanged, this, &ProviderForm::onEdited);
    connect(m_endpoint, &QLineEdit::textChanged, this,
            [this](const QString& text) { m_key->setEndpoint(QUrl(text.trimmed())); });
    connect(m_dimensions, &QSpinBox::valueChanged, this, &ProviderForm::onEdited);
    for (QComboBox* combo : {m_reasoning, m_auth})
        connect(combo, &QComboBox::currentIndexChanged, this, &ProviderForm::onEdited);
    connect(m_efforts, &ReasoningEffortRow::edited, this, &ProviderForm::onEdited);
    connect(m_grounding, &GroundingCheckRow::edited, this, &ProviderForm::onEdited);
    connect(m_signIn, &EntraSignInBox::stateChanged, this, &ProviderForm::resized);
    connect(m_signIn, &EntraSignInBox::signInChanged, this, &ProviderForm::signInChanged);
    connect(m_connection, &ConnectionPanel::testRequested, this, &ProviderForm::testConnection);
    connect(m_connection, &ConnectionPanel::resultsChanged, this, &ProviderForm::resized);

    retranslate(this, [this] {
        setTitle(tr("Model Provider"));
        m_provider->setAccessibleName(tr("Provider"));
        m_provider->setItemText(0, tr("Offline (no model)"));
        m_provider->setItemText(1, tr("Azure OpenAI"));
        m_provider->setItemText(2, tr("Azure OpenAI (legacy api-version)"));
        m_provider->setItemText(3, tr("OpenAI-compatible server"));
        m_providerLabel->setText(tr("&Provider:"));
        m_offlineNote->setText(
            tr("Offline mode needs no model and sends nothing over the network: Lotse finds passages by keywords, "
               "judges them with a heuristic and answers with sentences quoted from your documents, each with its "
               "citation. Choose a provider for answers written by a model."));
        m_endpoint->setAccessibleName(tr("Endpoint URL"));
        m_endpointLabel->setText(tr("&Endpoint:"));
        m_chatDeployment->setAccessibleName(tr("Chat deployment"));
        m_embeddingDeployment->setAccessibleName(tr("Embedding deployment"));
        m_embeddingDeployment->setPlaceholderText(tr("Optional: enables search by meaning"));
        m_dimensions->setAccessibleName(tr("Embedding dimensions"));
        m_dimensions->setSpecialValueText(tr("Model default"));
        m_dimensions->setToolTip(tr("Shorter vectors for text-embedding-3 models; 0 keeps the model's own size. "
                                    "Changing it embeds all passages again."));
        m_dimensionsLabel->setText(tr("&Dimensions:"));
        m_apiVersion->setAccessibleName(tr("API version"));
        m_apiVersionLabel->setText(tr("API &version:"));
        m_reasoningLabel->setText(tr("Model t&ype:"));
        m_reasoning->setAccessibleName(tr("Kind of model"));
        m_reasoning->setItemText(0, tr("Detect from the deployment's replies"));
        m_reasoning->setItemText(1, tr("Reasoning model (GPT-5 family, o-series)"));
        m_reasoning->setItemText(2, tr("Model without reasoning (e.g. gpt-4o-mini)"));
        m_reasoning->setToolTip(tr("Reasoning models take no temperature and count their thinking in the token "
                                   "limit. Lotse learns which kind a deployment runs from its first reply."));
        m_effortsLabel->setText(tr("Reasoning effort:"));
        m_groundingLabel->setText(tr("Answer check:"));
        m_authLabel->setText(tr("A&uthentication:"));
        m_auth->setAccessibleName(tr("Authentication"));
        m_auth->setItemText(0, tr("API key"));
        m_auth->setItemText(1, tr("Microsoft Entra ID"));
        m_tenantLabel->setText(tr("Te&nant:"));
        m_tenant->setAccessibleName(tr("Tenant"));
        m_tenant->setPlaceholderText(tr("contoso.onmicrosoft.com or the tenant id"));
        m_clientIdLabel->setText(tr("Appl&ication (client) ID:"));
        m_clientId->setAccessibleName(tr("Application (client) ID"));
        m_clientId->setPlaceholderText(tr("From your organisation's app registration"));
        m_authorityLabel->setText(tr("Sign-in &address:"));
        m_authority->setAccessibleName(tr("Sign-in address"));
        m_keyLabel->setText(tr("API &key:"));
        updateRows(); // the labels and tips that depend on the provider
    });
}

void ProviderForm::buildModelRows()
{
    m_reasoning = objectNamed(new QComboBox(this), "reasoningCombo");
    for (auto r : {ProviderConfig::Reasoning::Auto, ProviderConfig::Reasoning::Yes, ProviderConfig::Reasoning::No})
        m_reasoning->addItem(QString(), ProviderConfig::reasoningName(r));
    m_reasoningLabel = formRow(m_form, m_reasoning);
    m_efforts = objectNamed(new ReasoningEffortRow(this), "reasoningEffortRow");
    m_effortsLabel = new QLabel(this);
    m_form->addRow(m_effortsLabel, m_efforts);
    m_grounding = objectNamed(new GroundingCheckRow(this), "groundingCheckRow");
    m_groundingLabel = new QLabel(this);
    m_form->addRow(m_groundingLabel, m_grounding);
}

void ProviderForm::buildAuthRows(KeyStore& keys)
{
    m_auth = objectNamed(new QComboBox(this), "authCombo");
    m_auth->addItem(QString(), ProviderConfig::authName(ProviderConfig::Auth::Key));
    m_auth->addItem(QString(), ProviderConfig::authName(ProviderConfig::Auth::Entra));
    m_authLabel = formRow(m_form, m_auth);
    m_key = new ApiKeyField(keys, this);
    m_keyLabel = formRow(m_form, m_key);
    m_tenant = objectNamed(new QLineEdit(this), "entraTenantEdit");
    m_tenantLabel = formRow(m_form, m_tenant);
    m_clientId = objectNamed(new QLineEdit(this), "entraClientIdEdit");
    m_clientIdLabel = formRow(m_form, m_clientId);
    m_authority = objectNamed(new QLineEdit(this), "entraAuthorityEdit");
    m_authority->setPlaceholderText(QString::fromLatin1(EntraConfig::defaultAuthority));
    m_authorityLabel = formRow(m_form, m_authority);
    m_signIn = new EntraSignInBox(keys, this);
    m_form->addRow(QString(), m_signIn);
}

void ProviderForm::setProvider(const std::optional<ProviderConfig>& config)
{
    m_base = config.value_or(ProviderConfig());
    const ProviderConfig& shown = m_base;
    m_provider->setCurrentIndex(
        std::max(0, m_provider->findData(config ? ProviderConfig::kindName(config->kind) : offline)));
    m_endpoint->setText(shown.endpoint.toString());
    m_chatDeployment->setText(shown.chatDeployment);
    m_embeddingDeployment->setText(shown.embeddingDeployment);
    m_dimensions->setValue(shown.dimensions);
    m_apiVersion->setText(shown.apiVersion);
    m_reasoning->setCurrentIndex(std::max(0, m_reasoning->findData(ProviderConfig::reasoningName(shown.reasoning))));
    m_efforts->setEfforts(shown.efforts);
    m_grounding->setCheck(shown.groundingByModel, shown.groundingDeployment);
    m_auth->setCurrentIndex(std::max(0, m_auth->findData(ProviderConfig::authName(shown.auth))));
    m_tenant->setText(shown.entra.tenant);
    m_clientId->setText(shown.entra.clientId);
    const bool defaultAuthority = shown.entra.authority == QUrl(QString::fromLatin1(EntraConfig::defaultAuthority));
    m_authority->setText(defaultAuthority ? QString() : shown.entra.authority.toString());
    m_key->setEndpoint(shown.endpoint, true);
    m_signIn->setConfig(shown.entra, true);
    updateRows();
}

EntraConfig ProviderForm::entra() const
{
    EntraConfig e = m_base.entra;
    e.tenant = m_tenant->text().trimmed();
    e.clientId = m_clientId->text().trimmed();
    const QString authority = m_authority->text().trimmed();
    e.authority = authority.isEmpty() ? QUrl(QString::fromLatin1(EntraConfig::defaultAuthority)) : QUrl(authority);
    return e;
}

std::optional<ProviderConfig> ProviderForm::provider() const
{
    const auto kind = ProviderSettings::parseProvider(m_provider->currentData().toString());
    if (!kind || !kind.value())
        return std::nullopt;
    ProviderConfig c = m_base;
    c.kind = *kind.value();
    c.endpoint = QUrl(m_endpoint->text().trimmed());
    c.chatDeployment = m_chatDeployment->text().trimmed();
    c.embeddingDeployment = m_embeddingDeployment->text().trimmed();
    c.dimensions = m_dimensions->value();
    c.apiVersion = m_apiVersion->text().trimmed();
    c.reasoning = ProviderSettings::parseReasoning(m_reasoning->currentData().toString())
                      .value_or(ProviderConfig::Reasoning::Auto);
    c.efforts = m_efforts->efforts();
    c.groundingByModel = m_grounding->byModel();
    c.groundingDeployment = m_grounding->deployment();
    // An OpenAI-compatible server takes a key (or nothing); Entra ID is for Azure.
    c.auth = c.isAzure()
                 ? ProviderSettings::parseAuth(m_auth->currentData().toString()).value_or(ProviderConfig::Auth::Key)
                 : ProviderConfig::Auth::Key;
    c.entra = entra();
    return c;
}

std::optional<ProviderForm::Problem> ProviderForm::problem() const
{
    const std::optional<ProviderConfig> c = provider();
    if (!c)
        return std::nullopt;
    const bool azure = c->isAzure();
    if (m_endpoint->text().trimmed().isEmpty()) {
        return Problem{
            azure ? tr("Enter the endpoint of your Azure OpenAI resource, e.g. "
                       "https://RESOURCE.openai.azure.com (Azure portal → the resource → Keys and Endpoint).")
                  : tr("Enter the server's base URL including /v1, e.g. http://localhost:11434/v1 for Ollama."),
            m_endpoint};
    }
    // Also the forms an endpoint cannot have: the portal, OpenAI's own API, one request's URL.
    if (const auto endpoint = ProviderEndpoint::normalise(c->endpoint, azure); !endpoint)
        return Problem{endpoint.error().message, m_endpoint};
    if (c->chatDeployment.isEmpty()) {
        return Problem{azure ? tr("Enter the name of the chat deployment: the name you gave it in Azure, not the "
                                  "model name.")
                             : tr("Enter the chat model the server serves, e.g. llama3.1."),
                       m_chatDeployment};
    }
    if (c->kind == ProviderConfig::Kind::AzureLegacy && c->apiVersion.isEmpty())
        return Problem{tr("Enter the API version for the legacy Azure paths, e.g. %1.")
                           .arg(QString::fromLatin1(ProviderConfig::defaultApiVersion)),
                       m_apiVersion};
    if (c->auth == ProviderConfig::Auth::Entra && !m_authority->text().trimmed().isEmpty()
        && (!c->entra.authority.isValid() || c->entra.authority.host().isEmpty()))
        return Problem{
            tr("The sign-in address must be a URL such as %1.").arg(QString::fromLatin1(EntraConfig::defaultAuthority)),
            m_authority};
    // Anything the core requires that the checks above do not know about yet.
    if (const Status valid = ProviderSettings::validate(*c); !valid)
        return Problem{valid.error().message, m_endpoint};
    return std::nullopt;
}

QList<QWidget*> ProviderForm::focusChain() const
{
    QList<QWidget*> chain{m_provider,   m_endpoint,   m_chatDeployment, m_embeddingDeployment,
                          m_dimensions, m_apiVersion, m_reasoning};
    chain << m_efforts->focusChain() << m_grounding->focusChain() << m_auth << m_key->edit() << m_key->removeButton()
          << m_tenant << m_clientId << m_authority << m_signIn->signInButton() << m_signIn->signOutButton()
          << m_connection->button();
    return chain;
}

void ProviderForm::stopConnectionTest()
{
    m_connection->clear();
}

void ProviderForm::onEdited()
{
    m_connection->clear(); // earlier results described other values
    updateRows();
    Q_EMIT edited();
}

void ProviderForm::updateRows()
{
    const std::optional<ProviderConfig> c = provider();
    const bool compatible = c && c->kind == ProviderConfig::Kind::OpenAiCompatible;
    const bool entraAuth = c && c->auth == ProviderConfig::Auth::Entra;
    m_offlineNote->setVisible(!c);
    for (QWidget* field :
         QList<QWidget*>{m_endpoint, m_chatDeployment, m_embeddingDeployment, m_dimensions, m_reasoning, m_connection})
        m_form->setRowVisible(field, c.has_value());
    m_form->setRowVisible(m_efforts, c && c->reasoning != ProviderConfig::Reasoning::No);
    m_form->setRowVisible(m_grounding, c.has_value());
    m_form->setRowVisible(m_apiVersion, c && c->kind == ProviderConfig::Kind::AzureLegacy);
    m_form->setRowVisible(m_auth, c && !compatible);
    m_form->setRowVisible(m_key, c && !entraAuth);
    for (QWidget* field : QList<QWidget*>{m_tenant, m_clientId, m_authority, m_signIn})
        m_form->setRowVisible(field, entraAuth);
    if (entraAuth)
        m_signIn->setConfig(entra());
    Q_EMIT resized();

    m_chatLabel->setText(compatible ? tr("C&hat model:") : tr("C&hat deployment:"));
    m_embeddingLabel->setText(compatible ? tr("Em&bedding model:") : tr("Em&bedding deployment:"));
    m_endpoint->setPlaceholderText(compatible ? QStringLiteral("http://localhost:11434/v1")
                                              : QStringLiteral("https://RESOURCE.openai.azure.com"));
    m_chatDeployment->setPlaceholderText(compatible ? QStringLiteral("llama3.1") : QStringLiteral("gpt-4o-mini"));
    m_key->edit()->setToolTip(compatible ? tr("Optional for local servers; sent as a Bearer token")
                                         : tr("Stored only in the OS keychain and never shown again"));
}

void ProviderForm::testConnection()
{
    const std::optional<ProviderConfig> c = provider();
    if (!c)
        return;
    if (const std::optional<Problem> p = problem()) {
        // Asked again after a language change; edits clear the panel, so the problem is still this one.
        m_connection->showProblem([this] {
            const std::optional<Problem> now = problem();
            return now ? now->message : QString();
        });
        if (p->field)
            p->field->setFocus(Qt::OtherFocusReason);
        return;
    }
    m_connection->test(*c, m_key->typedKey());
}

} // namespace lotse::ui
