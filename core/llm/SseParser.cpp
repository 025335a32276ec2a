// SPDX-License-Identifier: GPL-3.0-or-later
#include "SseParser.h"

namespace lotse {

QList<QByteArray> SseParser::feed(const QByteArray& bytes)
{
    QList<QByteArray> events;
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
            // A blank line ends the event.
            if (m_hasData) {
                if (m_data == "[DONE]") {
                    m_done = true;
                    m_data.clear();
                    m_hasData = false;
                    return events;
                }
                events.append(m_data);
            }
            m_data.clear();
            m_hasData = false;
        } else if (m_line.startsWith("data:")) {
            QByteArray value = m_line.mid(5);
            if (value.startsWith(' '))
                value.remove(0, 1);
            if (m_hasData)
                m_data.append('\n');
            m_data.append(value);
            m_hasData = true;
        }
        m_line.clear();
    }
    return events;
}

} // namespace lotse
