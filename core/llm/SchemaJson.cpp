// SPDX-License-Identifier: GPL-3.0-or-later
#include "SchemaJson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace lotse {

namespace {

void writeValue(QByteArray& out, const QJsonValue& value);

void writeObject(QByteArray& out, const QJsonObject& object, const QStringList& order)
{
    QStringList keys;
    for (const QString& key : order) {
        if (object.contains(key) && !keys.contains(key))
            keys.append(key);
    }
    for (const QString& key : object.keys()) {
        if (!keys.contains(key))
            keys.append(key);
    }
    out += '{';
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (i > 0)
            out += ',';
        writeValue(out, keys.at(i));
        out += ':';
        const QJsonValue member = object.value(keys.at(i));
        // The properties of a schema go in the order its "required" array gives them.
        const bool schemaProperties = keys.at(i) == QLatin1String("properties") && member.isObject()
                                      && object.value(QLatin1String("required")).isArray();
        if (schemaProperties) {
            QStringList required;
            for (const QJsonValue& r : object.value(QLatin1String("required")).toArray())
                required.append(r.toString());
            writeObject(out, member.toObject(), required);
        } else {
            writeValue(out, member);
        }
    }
    out += '}';
}

void writeValue(QByteArray& out, const QJsonValue& value)
{
    if (value.isObject()) {
        writeObject(out, value.toObject(), {});
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        out += '[';
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i > 0)
                out += ',';
            writeValue(out, array.at(i));
        }
        out += ']';
    } else {
        // Scalars as Qt writes them (escaping, number format): the one element of an array, unwrapped.
        const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
        out += wrapped.mid(1, wrapped.size() - 2);
    }
}

} // namespace

QByteArray SchemaJson::write(const QJsonObject& object)
{
    QByteArray out;
    writeObject(out, object, {});
    return out;
}

} // namespace lotse
