// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProviderForm.h"

#include "ApiKeyField.h"
#include "ConnectionPanel.h"
#include "FormRow.h"
#include "Retranslate.h"
#include "llm/ProviderSettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace lotse::ui {

namespace {

const QString offline = QStringLiteral("offline");

bool isHttpUrl(const QUrl& url)
{
    return url.isValid() && (url.scheme() == QStringLiteral("https") || url.scheme() == QStringLiteral("http"))
           && !url.host().isEmpty();
}

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
    m_apiVersion->setPlaceholderText(QStringLiteral("2024-10-21"));
    m_apiVersionLabel = formRow(m_form, m_apiVersion);
    m_reasoning = objectNamed(new QCheckBox(this), "reasoningCheck");
    m_form->addRow(QString(), m_reasoning);
    m_key = new ApiKeyField(keys, this);
    m_keyLabel = formRow(m_form, m_key);
    m_connection = new ConnectionPanel(keys, network, this);
    m_form->addRow(QString(), m_connection);

    connect(m_provider, &QComboBox::currentIndexChanged, this, &ProviderForm::onEdited);
    for (QLineEdit* edit : {m_endpoint, m_chatDeployment, m_embeddingDeployment, m_apiVersion, m_key->edit()})
        connect(edit, &QLineEdit::textChanged, this, &ProviderForm::onEdited);
    connect(m_endpoint, &QLineEdit::textChanged, this,
            [this](const QString& text) { m_key->setEndpoint(QUrl(text.trimmed())); });
    connect(m_dimensions, &QSpinBox::valueChanged, this, &ProviderForm::onEdited);
    connect(m_reasoning, &QCheckBox::toggled, this, &ProviderForm::onEdited);
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
        m_reasoning->setText(tr("&Reasoning model (o-series, GPT-5)"));
        m_reasoning->setAccessibleName(tr("Reasoning model"));
        m_reasoning->setToolTip(
            tr("Reasoning models take no temperature and count their thinking in the token limit."));
        m_keyLabel->setText(tr("API &key:"));
        updateRows(); // the labels and tips that depend on the provider
    });
}

void ProviderForm::setProvider(const std::optional<ProviderConfig>& config)
{
    const ProviderConfig shown = config.value_or(ProviderConfig());
    m_provider->setCurrentIndex(
        std::max(0, m_provider->findData(config ? ProviderConfig::kindName(config->kind) : offline)));
    m_endpoint->setText(shown.endpoint.toString());
    m_chatDeployment->setText(shown.chatDeployment);
    m_embeddingDeployment->setText(shown.embeddingDeployment);
    m_dimensions->setValue(shown.dimensions);
    m_apiVersion->setText(shown.apiVersion);
    m_reasoning->setChecked(shown.reasoningModel);
    m_key->setEndpoint(shown.endpoint, true);
    updateRows();
}

std::optional<ProviderConfig> ProviderForm::provider() const
{
    const auto kind = ProviderSettings::parseProvider(m_provider->currentData().toString());
    if (!kind || !kind.value())
        return std::nullopt;
    ProviderConfig c;
    c.kind = *kind.value();
    c.endpoint = QUrl(m_endpoint->text().trimmed());
    c.chatDeployment = m_chatDeployment->text().trimmed();
    c.embeddingDeployment = m_embeddingDeployment->text().trimmed();
    c.dimensions = m_dimensions->value();
    c.apiVersion = m_apiVersion->text().trimmed();
    c.reasoningModel = m_reasoning->isChecked();
    return c;
}

std::optional<ProviderForm::Problem> ProviderForm::problem() const
{
    const std::optional<ProviderConfig> c = provider();
    if (!c)
        return std::nullopt;
    const bool azure = c->kind != ProviderConfig::Kind::OpenAiCompatible;
    if (m_endpoint->text().trimmed().isEmpty()) {
        return Problem{
            azure ? tr("Enter the endpoint of your Azure OpenAI resource, e.g. "
                       "https://RESOURCE.openai.azure.com (Azure portal → the resource → Keys and Endpoint).")
                  : tr("Enter the server's base URL including /v1, e.g. http://localhost:11434/v1 for Ollama."),
            m_endpoint};
    }
    if (!isHttpUrl(c->endpoint)) {
        return Problem{tr("“%1” is not an http(s) URL. Enter it like %2.")
                           .arg(m_endpoint->text().trimmed(), m_endpoint->placeholderText()),
                       m_endpoint};
    }
    if (c->chatDeployment.isEmpty()) {
        return Problem{azure ? tr("Enter the name of the chat deployment: the name you gave it in Azure, not the "
                                  "model name.")
                             : tr("Enter the chat model the server serves, e.g. llama3.1."),
                       m_chatDeployment};
    }
    if (c->kind == ProviderConfig::Kind::AzureLegacy && c->apiVersion.isEmpty())
        return Problem{tr("Enter the API version for the legacy Azure paths, e.g. 2024-10-21."), m_apiVersion};
    // Anything the core requires that the checks above do not know about yet.
    if (const Status valid = ProviderSettings::validate(*c); !valid)
        return Problem{valid.error().message, m_endpoint};
    return std::nullopt;
}

QList<QWidget*> ProviderForm::focusChain() const
{
    return {m_provider,   m_endpoint,  m_chatDeployment, m_embeddingDeployment, m_dimensions,
            m_apiVersion, m_reasoning, m_key->edit(),    m_key->removeButton(), m_connection->button()};
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
    m_offlineNote->setVisible(!c);
    for (QWidget* field : QList<QWidget*>{m_endpoint, m_chatDeployment, m_embeddingDeployment, m_dimensions,
                                          m_reasoning, m_key, m_connection})
        m_form->setRowVisible(field, c.has_value());
    m_form->setRowVisible(m_apiVersion, c && c->kind == ProviderConfig::Kind::AzureLegacy);
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
