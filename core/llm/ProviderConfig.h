// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>

namespace lotse {

using HttpHeaders = QList<QPair<QByteArray, QByteArray>>;

// Where and how to reach a model provider. The API key is not part of it: keys live only in the
// OS keychain and are handed to the clients at run time.
struct ProviderConfig
{
    enum class Kind {
        AzureV1,          // https://RESOURCE.openai.azure.com/openai/v1/…, deployment in "model"
        AzureLegacy,      // …/openai/deployments/DEPLOYMENT/…?api-version=…
        OpenAiCompatible, // a base URL such as http://localhost:11434/v1 (Ollama, vLLM, llama.cpp)
    };

    Kind kind = Kind::AzureV1;
    QUrl endpoint;
    QString chatDeployment;
    QString embeddingDeployment;
    QString apiVersion = QStringLiteral("2024-10-21"); // the legacy form's last GA version
    int dimensions = 0;                                // 0: the model's own size
    bool reasoningModel = false;                       // no sampling parameters, max_completion_tokens only
    int timeoutMs = 120000;                            // a whole non-streamed call
    int idleTimeoutMs = 30000;                         // between two pieces of a stream, or before the first byte

    // Vectors are stored under this name: another deployment or size means other vectors.
    QString embeddingModelKey() const;
    QUrl chatUrl() const;
    QUrl embeddingsUrl() const;
    // api-key for Azure, a Bearer token for OpenAI-compatible servers (none when the key is empty).
    HttpHeaders authHeaders(const QString& apiKey) const;
    // Azure takes max_completion_tokens (reasoning models accept nothing else); Ollama ignores it.
    QString maxTokensField() const;
    static QString kindName(Kind kind);
};

// Header values safe for logs: credentials are replaced by "***".
QByteArray redactedHeaders(const HttpHeaders& headers);

} // namespace lotse
