// SPDX-License-Identifier: GPL-3.0-or-later
#include "SseParser.h"

namespace lotse {

namespace {

QByteArray fieldValue(const QByteArray& line, qsizetype nameLength)
{
    QByteArray value = line.mid(nameLength);
    if (value.startsWith(' '))
        value.remove(0, 1);
    return value;
}

} // namespace

void SseParser::endEvent(QList<SseEvent>& events)
{
    if (m_hasData) {
        if (m_event.data == "[DONE]")
            m_done = true;
        else
            events.append(m_event);
    }
    m_event = SseEvent();
    m_hasData = false;
}

QList<SseEvent> SseParser::feed(const QByteArray& bytes)
{
    QList<SseEvent> events;
    if (m_done)
        return events;
    for (char c : bytes) {
        if (c != '\n') {
            m_line.append(c);
            continue;
        }
        if (m_line.endsWith('\r'))
            m_line.chop(1);
        if (m_line.isEmpty()) {
            endEvent(events); // a blank line ends the event
            if (m_done)
                return events;
        } else if (m_line.startsWith("data:")) {
            if (m_hasData)
                m_event.data.append('\n');
            m_event.data.append(fieldValue(m_line, 5));
            m_hasData = true;
        } else if (m_line.startsWith("event:")) {
            m_event.type = fieldValue(m_line, 6).trimmed();
        }
        m_line.clear();
    }
    return events;
}

} // namespace lotse
