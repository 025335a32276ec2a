// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>

namespace lotse::fake {

// One HTTP answer of the fake, before the server writes it.
struct FakeHttpReply
{
    int status = 200;
    QByteArray body;
    QHash<QByteArray, QByteArray> headers; // names in lower case
    QByteArray contentType = QByteArrayLiteral("application/json");
};

} // namespace lotse::fake
