// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingClient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstring>

namespace lotse {

EmbeddingClient::EmbeddingClient(QNetworkAccessManager& network, ProviderConfig config, Credential credential,
                                 RetryPolicy policy, QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_credential(std::move(credential))
    , m_call(network, policy)
{
    connect(&m_call, &HttpCall::succeeded, this, [this](int, const QByteArray& body) { onSucceeded(body); });
    connect(&m_call, &HttpCall::failed, this, &EmbeddingClient::failed);
    connect(&m_call, &HttpCall::rateLimits, this, &EmbeddingClient::rateLimits);
}

void EmbeddingClient::embed(const QStringList& texts)
{
    if (texts.isEmpty() || texts.size() > maxInputsPerRequest) {
        Q_EMIT failed(ProviderError::make(
            ProviderError::Kind::BadRequest,
            tr("an embedding request takes 1 to %1 texts, not %2").arg(maxInputsPerRequest).arg(texts.size())));
        return;
    }
    m_expected = texts.size();
    QJsonObject body{{QStringLiteral("model"), m_config.embeddingDeployment},
                     {QStringLiteral("input"), QJsonArray::fromStringList(texts)},
                     {QStringLiteral("encoding_format"), QStringLiteral("float")}};
    if (m_config.dimensions > 0)
        body.insert(QStringLiteral("dimensions"), m_config.dimensions);
    m_call.start(HttpCall::Request::to(m_config, m_credential, m_config.embeddingsUrl(), body));
}

void EmbeddingClient::cancel()
{
    m_call.abort();
}

void EmbeddingClient::onSucceeded(const QByteArray& body)
{
    const QJsonObject root = QJsonDocument::fromJson(body).object();
    const QJsonArray data = root.value(QStringLiteral("data")).toArray();
    QList<Vector> vectors(m_expected);
    int dimensions = -1;
    for (const QJsonValue& item : data) {
        const QJsonObject o = item.toObject();
        const int index = o.value(QStringLiteral("index")).toInt(-1); // order is not guaranteed: use index
        const QJsonValue e = o.value(QStringLiteral("embedding"));
        Vector v;
        if (e.isString()) {
            const QByteArray raw = QByteArray::fromBase64(e.toString().toLatin1()); // little-endian float32
            v.resize(raw.size() / qsizetype(sizeof(float)));
            std::memcpy(v.data(), raw.constData(), size_t(v.size()) * sizeof(float));
        } else {
            for (const QJsonValue& x : e.toArray())
                v.append(float(x.toDouble()));
        }
        if (index < 0 || index >= m_expected || v.isEmpty() || (dimensions >= 0 && v.size() != dimensions)) {
            Q_EMIT failed(ProviderError::make(ProviderError::Kind::MalformedResponse,
                                              tr("an embedding has an invalid index or size"), 200));
            return;
        }
        dimensions = int(v.size());
        vectors[index] = v;
    }
    for (const Vector& v : std::as_const(vectors)) {
        if (v.isEmpty()) {
            Q_EMIT failed(ProviderError::make(ProviderError::Kind::MalformedResponse,
                                              tr("the response lacks embeddings for some texts"), 200));
            return;
        }
    }
    m_model = root.value(QStringLiteral("model")).toString();
    TokenUsage usage;
    usage.promptTokens = root.value(QStringLiteral("usage")).toObject().value(QStringLiteral("prompt_tokens")).toInt();
    Q_EMIT finished(vectors, usage);
}

} // namespace lotse
