// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

namespace lotse::fake {

// Structured output writes a reply's fields in the order of the schema's properties, as the request
// sent them (not alphabetically, as QJsonObject keeps them). propertyOrder() reads that order from the
// raw body; ordered() writes a reply object in it. A client that streams a verdict and acts on its
// first field relies on this.
class FakeFieldOrder final
{
public:
    // The keys of response_format.json_schema.schema.properties in the order of the raw body.
    static QStringList propertyOrder(const QByteArray& rawBody);
    // Compact JSON of `object` with `order`'s keys first, in that order; the rest after them.
    static QByteArray ordered(const QJsonObject& object, const QStringList& order);
};

} // namespace lotse::fake
