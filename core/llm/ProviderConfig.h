// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReasoningEffort.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>

namespace lotse {

using HttpHeaders = QList<QPair<QByteArray, QByteArray>>;

// The app registration and identity provider of a Microsoft Entra ID sign-in in the window.
struct EntraConfig
{
    static constexpr const char* defaultAuthority = "https://login.microsoftonline.com";
    static constexpr const char* scope = "https://cognitiveservices.azure.com/.default";
    static constexpr const char* resource = "https://cognitiveservices.azure.com";

    QString tenant;   // the directory: a tenant id or domain; "organizations" for a multi-tenant registration
    QString clientId; // the app registration's application (client) id
    QUrl authority = QUrl(QString::fromLatin1(defaultAuthority)); // tests point it at a fake identity provider

    QUrl authorizeUrl() const;
    QUrl tokenUrl() const;
    bool operator==(const EntraConfig&) const = default;
};

// Where and how to reach a model provider. Secrets are not part of it: API keys and refresh
// tokens live only in the OS keychain and are handed to the clients at run time (Credential).
struct ProviderConfig
{
    enum class Kind {
        AzureV1,          // https://RESOURCE.openai.azure.com/openai/v1/…, deployment in "model"
        AzureLegacy,      // …/openai/deployments/DEPLOYMENT/…?api-version=…
        OpenAiCompatible, // a base URL such as http://localhost:11434/v1 (Ollama, vLLM, llama.cpp)
    };
    enum class Auth {
        Key,   // api-key header (Azure) or a Bearer key (OpenAI-compatible)
        Entra, // Microsoft Entra ID: Authorization: Bearer with a token for cognitiveservices
    };
    // Whether the chat model reasons. Auto: learned from the deployment's replies and rejections
    // (ModelProfile); the other two override what was learned.
    enum class Reasoning { Auto, Yes, No };

    // The legacy form's default: the first api-version that serves reasoning models.
    static constexpr const char* defaultApiVersion = "2025-04-01-preview";
    static constexpr const char* firstReasoningApiVersion = "2024-12-01-preview";

    Kind kind = Kind::AzureV1;
    Auth auth = Auth::Key;
    QUrl endpoint;
    QString chatDeployment;
    QString embeddingDeployment;
    QString apiVersion = QString::fromLatin1(defaultApiVersion);
    int dimensions = 0; // 0: the model's own size
    Reasoning reasoning = Reasoning::Auto;
    ReasoningEfforts efforts;
    int timeoutMs = 0; // a whole call; 0: 120 s, 300 s for a reasoning deployment (streams longer)
    EntraConfig entra;
    // Every answer's statements are checked against their passages without a model; with this, a
    // grounding call asks a model as well, on its own deployment if one is named (a second model
    // judging the first), else on the chat deployment.
    bool groundingByModel = true;
    QString groundingDeployment;

    // The configuration of the grounding call: the chat settings with its deployment.
    ProviderConfig forGrounding() const;

    bool isAzure() const { return kind != Kind::OpenAiCompatible; }
    // Vectors are stored under this name: another deployment or size means other vectors.
    QString embeddingModelKey() const;
    QUrl chatUrl() const;
    QUrl embeddingsUrl() const;
    // The endpoint as the URLs use it: for Azure the resource's base URL, whatever form was typed.
    QUrl baseUrl() const;
    // Names the endpoint in learned model profiles: scheme, host, port and path, lower case.
    QString endpointKey() const;
    // Azure takes max_completion_tokens (reasoning models accept nothing else); Ollama ignores it.
    QString maxTokensField() const;

    struct Timeouts
    {
        int totalMs = 0; // the whole call, streamed or not
        int idleMs = 0;  // streams: between two data events (keep-alive comments do not count)
    };
    Timeouts timeouts(bool reasoningModel, bool stream) const;

    static QString kindName(Kind kind);
    static QString authName(Auth auth);
    static QString reasoningName(Reasoning reasoning);
};

// Header values safe for logs: credentials are replaced by "***".
QByteArray redactedHeaders(const HttpHeaders& headers);

} // namespace lotse
