// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace lotse {

// A failed provider call, classified so the user is told what to do (fix the key, the deployment
// name, wait for quota, rephrase a filtered question, check the network).
struct ProviderError
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ProviderError)

public:
    enum class Kind {
        Unauthorized,      // 401: wrong key or endpoint
        Forbidden,         // 403: network rules, suspended resource
        NotFound,          // 404: deployment or base path wrong
        RateLimited,       // 429 that retries did not get past
        QuotaExhausted,    // 429 asking for an absurd wait
        ContentFiltered,   // the provider's content filter blocked the prompt or the answer
        ContextTooLong,    // the prompt does not fit the model
        BadRequest,        // other 400s: a parameter the model does not take, …
        ServerError,       // 5xx after retries
        Timeout,           // no answer, or the stream stalled
        Unreachable,       // DNS, TLS, connection refused, proxy
        MalformedResponse, // a body that is not what the API promises
        Cancelled,
    };

    Kind kind = Kind::ServerError;
    int httpStatus = 0;
    QString code;      // the API's error code, e.g. "DeploymentNotFound", "content_filter"
    QString detail;    // the API's own message, for the log and the inspector
    QString requestId; // apim-request-id / x-request-id, for support requests

    // What to tell the user, including what to do about it.
    QString userMessage() const;
    Error toError() const;

    // Classifies an HTTP error response; the body is parsed leniently (code as string, int or null;
    // {"error":{…}} or a top-level {"object":"error","message":…}).
    static ProviderError fromResponse(int httpStatus, const QByteArray& body,
                                      const QHash<QByteArray, QByteArray>& headers);
    static QString kindName(Kind kind);
};

} // namespace lotse
