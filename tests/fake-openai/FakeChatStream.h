// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FakeReply.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace lotse::fake {

// A streamed chat reply's events, [DONE] excluded: Azure's prompt-filter event, the role, content
// pieces of 12 characters (about 3 tokens), the finish chunk and, when asked for, the usage chunk.
// Each event is made when it is sent: a runaway reply of 50 MB is millions of them, and a client
// that stops reading early must not wait for all of them to be built.
class FakeChatStream final
{
public:
    FakeChatStream(FakeReply reply, bool includeUsage);

    qsizetype size() const;
    qsizetype textPieces() const;
    const FakeReply& reply() const { return m_reply; }
    // Event `index` as compact JSON, the text after "data: ".
    QByteArray event(qsizetype index) const;

private:
    QJsonObject object(qsizetype index) const;
    QJsonObject finish() const;

    FakeReply m_reply;
    bool m_includeUsage;
    QString m_text;
    QString m_field;
};

} // namespace lotse::fake
