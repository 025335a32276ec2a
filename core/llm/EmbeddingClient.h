// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChatTypes.h"
#include "HttpCall.h"

#include <QObject>

namespace lotse {

using Vector = QList<float>;

// Embeddings for a batch of texts (at most 2,048 per request, as Azure allows), in input order.
class EmbeddingClient final : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxInputsPerRequest = 2048;

    EmbeddingClient(QNetworkAccessManager& network, ProviderConfig config, Credential credential,
                    RetryPolicy policy = {}, QObject* parent = nullptr);

    void embed(const QStringList& texts);
    void cancel();
    // The model behind the deployment, as the last reply named it.
    const QString& model() const { return m_model; }

Q_SIGNALS:
    void finished(const QList<lotse::Vector>& vectors, const lotse::TokenUsage& usage);
    void failed(const lotse::ProviderError& error);
    void rateLimits(const lotse::RateLimits& limits);

private:
    void onSucceeded(const QByteArray& body);

    ProviderConfig m_config;
    Credential m_credential;
    HttpCall m_call;
    QString m_model;
    qsizetype m_expected = 0;
};

} // namespace lotse
