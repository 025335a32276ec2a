// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace lotse::fake {

// Structured output as strict as the service: response_format's json_schema needs a name of
// [a-zA-Z0-9_-]{1,64} and a schema; with strict, every object at every level needs
// "additionalProperties": false and every property in "required".
class FakeSchemaCheck final
{
public:
    // The service's error body (400) for a response_format it refuses, or empty.
    static QByteArray check(const QJsonObject& responseFormat);

private:
    static QString checkObject(const QJsonObject& schema, const QString& context);
};

} // namespace lotse::fake
