// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace lotse::fake {

// A request body checked as the service checks it, with its error bodies (400): parameters it does
// not know, types and ranges as the API reference documents them, then what the deployment's
// model refuses (a reasoning model: temperature, top_p, penalties, logprobs, max_tokens; a model
// without reasoning: reasoning_effort), and what a legacy api-version cannot serve.
class FakeRequestCheck final
{
public:
    // Empty when the service would take it. `apiVersion` is empty on the v1 paths.
    static QByteArray chat(const QJsonObject& body, const QString& model, const QString& apiVersion);
    static QByteArray embeddings(const QJsonObject& body, const QString& model);

private:
    static QByteArray unknownParameter(const QJsonObject& body, const QStringList& known);
    static QByteArray types(const QJsonObject& body);
    static QByteArray messages(const QJsonObject& body);
    static QByteArray forModel(const QJsonObject& body, const QString& model, const QString& apiVersion);
};

} // namespace lotse::fake
