// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QUrl>

namespace lotse {

// Endpoints as users type or paste them. An Azure OpenAI endpoint is the resource's base URL,
// https://RESOURCE.openai.azure.com or https://RESOURCE.cognitiveservices.azure.com; the portal
// also shows it with /openai or /openai/v1, and with or without a final /. All of those mean the
// same resource. What cannot be one (the portal, OpenAI's own API, the URL of one request, an AI
// Foundry project) gets an error that says what to enter instead.
class ProviderEndpoint final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ProviderEndpoint)

public:
    // The resource's base URL (scheme, host, port; no path) for the Azure kinds.
    static Result<QUrl> azure(const QUrl& typed);
    // The server's base URL as typed, without a final /, for OpenAI-compatible servers.
    static Result<QUrl> compatible(const QUrl& typed);
    // Either of them, as `azure` says.
    static Result<QUrl> normalise(const QUrl& typed, bool azureKind);
};

} // namespace lotse
