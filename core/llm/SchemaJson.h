// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>

namespace lotse {

// Compact JSON for request bodies, with a JSON Schema's properties in the order its "required" array
// lists them. QJsonObject keeps keys sorted, but structured output writes a reply's fields in the
// order of the schema's properties: the grader's decision ("sufficient") must come first so that a
// streamed verdict can be acted on before its rationale arrives. Every other object keeps Qt's order.
class SchemaJson final
{
public:
    static QByteArray write(const QJsonObject& object);
};

} // namespace lotse
