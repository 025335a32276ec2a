// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace lotse {

// A failed provider call, classified so the user is told what to do (fix the key, the deployment
// name, wait for quota, rephrase a filtered question, check the network).
struct ProviderError
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ProviderError)

public:
    enum class Kind {
        Unauthorized,      // 401: wrong key, endpoint or token
        Forbidden,         // 403: network rules, suspended resource
        KeyAuthDisabled,   // 403: the resource takes Microsoft Entra ID tokens only
        NotFound,          // 404: deployment or base path wrong
        RateLimited,       // 429 that retries did not get past
        QuotaExhausted,    // 429 asking for an absurd wait
        ContentFiltered,   // the provider's content filter blocked the prompt or the answer
        ContextTooLong,    // the prompt does not fit the model
        ApiVersionTooOld,  // a legacy api-version that does not serve this (reasoning) model
        BadRequest,        // other 400s: a parameter the model does not take, …
        ServerError,       // 5xx after retries
        StreamError,       // the service broke off a stream with an error event
        Timeout,           // no answer in time, or the stream stalled
        Unreachable,       // DNS, TLS, connection refused, proxy
        MalformedResponse, // a body that is not what the API promises
        TooLarge,          // a reply larger than Lotse reads
        Truncated,         // the model ran out of its token budget (finish_reason "length")
        CredentialFailed,  // no token could be had (Azure CLI, sign-in): detail says what to do
        Cancelled,
    };

    Kind kind = Kind::ServerError;
    int httpStatus = 0;
    QString code;                 // the API's error code, e.g. "DeploymentNotFound", "content_filter"
    QString detail;               // the API's own message, for the log and the inspector
    QString requestId;            // apim-request-id / x-request-id, for support requests
    QString param;                // the request parameter the error is about ("temperature"), if it says
    QStringList filterCategories; // ContentFiltered: "hate", "jailbreak", "indirect_attack", …
    bool bearerToken = false;     // the request carried a Microsoft Entra ID token, not a key

    static ProviderError make(Kind kind, const QString& detail = {}, int httpStatus = 0);

    // What to tell the user, including what to do about it.
    QString userMessage() const;
    Error toError() const;

    // Classifies an HTTP error response; the body is parsed leniently (code as string, int or null;
    // {"error":{…}} or a top-level {"object":"error","message":…}).
    static ProviderError fromResponse(int httpStatus, const QByteArray& body,
                                      const QHash<QByteArray, QByteArray>& headers);
    // An error the service sent inside a stream (an "error" event, or a chunk with "error").
    static ProviderError fromStreamError(const QJsonObject& error);
    // The categories an Azure content-filter result marks as filtered, e.g. {"hate":{"filtered":true,…}}.
    static QStringList filteredCategories(const QJsonObject& results);
    static QString kindName(Kind kind);

private:
    QString filterMessage() const;
};

} // namespace lotse
