// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

namespace lotse {

// One server-sent event: its type ("message" unless an "event:" line names another, e.g. "error")
// and its data.
struct SseEvent
{
    QByteArray type = QByteArrayLiteral("message");
    QByteArray data;
};

// Server-sent events as OpenAI-style streams use them: "data: {json}" lines, events separated by a
// blank line, "data: [DONE]" at the end. Bytes arrive in arbitrary pieces (readyRead), so the parser
// keeps the unfinished line. Comments (": keep-alive") and fields other than event: and data: are
// ignored; several data lines of one event are joined with a newline, as the SSE specification says.
// An event without data (a gateway's keep-alive) is no event.
class SseParser final
{
public:
    // The events completed by these bytes, in order. Nothing after [DONE].
    QList<SseEvent> feed(const QByteArray& bytes);
    bool isDone() const { return m_done; }
    // True when bytes of an unfinished event are pending (a stream cut off mid-event).
    bool hasPartialEvent() const { return !m_line.isEmpty() || !m_event.data.isEmpty(); }

private:
    void endEvent(QList<SseEvent>& events);

    QByteArray m_line;
    SseEvent m_event;
    bool m_hasData = false;
    bool m_done = false;
};

} // namespace lotse
