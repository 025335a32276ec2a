// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

namespace lotse {

// Server-sent events as OpenAI-style streams use them: "data: {json}" lines, events separated by a
// blank line, "data: [DONE]" at the end. Bytes arrive in arbitrary pieces (readyRead), so the parser
// keeps the unfinished line. Comments (": keep-alive") and other fields (event:, id:) are ignored;
// several data lines of one event are joined with a newline, as the SSE specification says.
class SseParser final
{
public:
    // The data payloads of the events completed by these bytes, in order. Nothing after [DONE].
    QList<QByteArray> feed(const QByteArray& bytes);
    bool isDone() const { return m_done; }
    // True when bytes of an unfinished event are pending (a stream cut off mid-event).
    bool hasPartialEvent() const { return !m_line.isEmpty() || !m_data.isEmpty(); }

private:
    QByteArray m_line;
    QByteArray m_data;
    bool m_hasData = false;
    bool m_done = false;
};

} // namespace lotse
