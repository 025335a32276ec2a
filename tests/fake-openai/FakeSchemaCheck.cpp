// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeSchemaCheck.h"

#include "FakeResponses.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace lotse::fake {

namespace {

QString join(const QString& context, const QString& key)
{
    return context.isEmpty() ? QStringLiteral("'%1'").arg(key) : context + QStringLiteral(", '%1'").arg(key);
}

} // namespace

QString FakeSchemaCheck::checkObject(const QJsonObject& schema, const QString& context)
{
    const QString where = QStringLiteral("In context=(%1), ").arg(context);
    const QJsonValue type = schema.value(QStringLiteral("type"));
    const bool object = type == QJsonValue(QStringLiteral("object"))
                        || type.toArray().contains(QJsonValue(QStringLiteral("object")))
                        || schema.contains(QStringLiteral("properties"));
    if (object) {
        if (schema.value(QStringLiteral("additionalProperties")) != QJsonValue(false))
            return where + QStringLiteral("'additionalProperties' is required to be supplied and to be false.");
        const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
        const QJsonArray required = schema.value(QStringLiteral("required")).toArray();
        for (auto it = properties.begin(); it != properties.end(); ++it) {
            if (!required.contains(QJsonValue(it.key())))
                return where
                       + QStringLiteral("'required' is required to be supplied and to be an array including every key "
                                        "in properties. Missing '%1'.")
                             .arg(it.key());
        }
        for (auto it = properties.begin(); it != properties.end(); ++it) {
            const QString inner =
                checkObject(it.value().toObject(), join(join(context, QStringLiteral("properties")), it.key()));
            if (!inner.isEmpty())
                return inner;
        }
    }
    if (schema.value(QStringLiteral("items")).isObject()) {
        const QString inner =
            checkObject(schema.value(QStringLiteral("items")).toObject(), join(context, QStringLiteral("items")));
        if (!inner.isEmpty())
            return inner;
    }
    for (const QString& key : {QStringLiteral("anyOf"), QStringLiteral("$defs")}) {
        const QJsonValue parts = schema.value(key);
        int i = 0;
        for (const QJsonValue& part : parts.isArray() ? parts.toArray() : QJsonArray()) {
            const QString inner = checkObject(part.toObject(), join(join(context, key), QString::number(i++)));
            if (!inner.isEmpty())
                return inner;
        }
        const QJsonObject named = parts.toObject();
        for (auto it = named.begin(); it != named.end(); ++it) {
            const QString inner = checkObject(it.value().toObject(), join(join(context, key), it.key()));
            if (!inner.isEmpty())
                return inner;
        }
    }
    return {};
}

QByteArray FakeSchemaCheck::check(const QJsonObject& format)
{
    const QString type = format.value(QStringLiteral("type")).toString();
    if (type != QStringLiteral("json_schema"))
        return {};
    const QJsonObject spec = format.value(QStringLiteral("json_schema")).toObject();
    static const QRegularExpression name(QStringLiteral("^[a-zA-Z0-9_-]{1,64}$"));
    if (!name.match(spec.value(QStringLiteral("name")).toString()).hasMatch())
        return FakeResponses::invalid(
            QStringLiteral("Invalid 'response_format.json_schema.name': string does not match "
                           "pattern. Expected a string that matches the pattern "
                           "'^[a-zA-Z0-9_-]+$'."),
            QStringLiteral("response_format.json_schema.name"), QStringLiteral("invalid_value"));
    if (!spec.value(QStringLiteral("schema")).isObject())
        return FakeResponses::invalid(
            QStringLiteral("Missing required parameter: 'response_format.json_schema.schema'."),
            QStringLiteral("response_format.json_schema.schema"), QStringLiteral("missing_required_parameter"));
    if (!spec.value(QStringLiteral("strict")).toBool())
        return {};
    const QString problem = checkObject(spec.value(QStringLiteral("schema")).toObject(), {});
    if (problem.isEmpty())
        return {};
    return FakeResponses::invalid(QStringLiteral("Invalid schema for response_format '%1': %2")
                                      .arg(spec.value(QStringLiteral("name")).toString(), problem),
                                  QStringLiteral("response_format"), {});
}

} // namespace lotse::fake
