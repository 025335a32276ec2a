// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FakeReply.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace lotse::fake {

// Bodies as Azure OpenAI and OpenAI send them (see shared/docs/azure-openai-wire.md).
class FakeResponses final
{
public:
    // Deterministic vectors from the text: words hashed into signed buckets and normalised, so texts
    // that share words are similar and the same text always gives the same vector.
    static QList<float> embed(const QString& text, int dimensions);
    static QJsonObject embeddings(const QStringList& inputs, const QString& model, int dimensions, bool base64);

    static QJsonObject chatCompletion(const FakeReply& reply);
    // A streamed reply's chunk around `choices`, and the content filter's verdicts (FakeChatStream).
    static QJsonObject chunk(const QString& model, const QJsonArray& choices);
    static QJsonObject filterResults(const QStringList& filtered = {});
    static QJsonObject usage(const FakeReply& reply);

    static QByteArray error(const QString& code, const QString& message, const QString& type = {});
    // An OpenAI-style 400 body: type invalid_request_error, with param and code (null when empty).
    static QByteArray invalid(const QString& message, const QString& param, const QString& code);
    static int tokens(const QString& text);
};

} // namespace lotse::fake
