// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeFieldOrder.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace lotse::fake {

namespace {

// Just enough of a JSON reader to walk down a path of object keys in their written order. The
// body was already parsed by QJsonDocument, so it is valid JSON.
class Walker
{
public:
    explicit Walker(const QByteArray& text)
        : m_text(text)
    {}

    // Moves to the value of `key` in the object that starts here; false when it has no such key.
    bool enter(const QString& key)
    {
        bool found = false;
        members([&](const QString& k) { return found = k == key; });
        return found;
    }

    // The keys of the object that starts here, in their written order.
    QStringList keys()
    {
        QStringList out;
        members([&](const QString& k) {
            out.append(k);
            return false;
        });
        return out;
    }

private:
    char at() const { return m_pos < m_text.size() ? m_text.at(m_pos) : '\0'; }
    void skipSpace()
    {
        while (m_pos < m_text.size() && QByteArrayView(" \t\r\n").contains(m_text.at(m_pos)))
            ++m_pos;
    }
    QString readString()
    {
        const qsizetype begin = m_pos;
        ++m_pos;
        while (m_pos < m_text.size() && m_text.at(m_pos) != '"')
            m_pos += m_text.at(m_pos) == '\\' ? 2 : 1;
        ++m_pos;
        const QJsonArray one = QJsonDocument::fromJson("[" + m_text.mid(begin, m_pos - begin) + "]").array();
        return one.isEmpty() ? QString() : one.first().toString();
    }
    void skipValue()
    {
        skipSpace();
        if (at() == '"') {
            readString();
            return;
        }
        if (at() != '{' && at() != '[') {
            while (m_pos < m_text.size() && !QByteArrayView(",}] \t\r\n").contains(m_text.at(m_pos)))
                ++m_pos;
            return;
        }
        int depth = 0;
        do {
            if (at() == '"') {
                readString();
                continue;
            }
            if (at() == '{' || at() == '[')
                ++depth;
            else if (at() == '}' || at() == ']')
                --depth;
            ++m_pos;
        } while (depth > 0 && m_pos < m_text.size());
    }

    // Calls `stop` with each member's key; when it returns true, stays at that member's value.
    template <typename F>
    void members(F stop)
    {
        skipSpace();
        if (at() != '{')
            return;
        ++m_pos;
        while (skipSpace(), at() == '"') {
            const QString key = readString();
            skipSpace();
            ++m_pos; // the colon
            skipSpace();
            if (stop(key))
                return;
            skipValue();
            skipSpace();
            if (at() == ',')
                ++m_pos;
        }
    }

    const QByteArray& m_text;
    qsizetype m_pos = 0;
};

} // namespace

QStringList FakeFieldOrder::propertyOrder(const QByteArray& rawBody)
{
    Walker walker(rawBody);
    for (const char* key : {"response_format", "json_schema", "schema", "properties"}) {
        if (!walker.enter(QString::fromLatin1(key)))
            return {};
    }
    return walker.keys();
}

QByteArray FakeFieldOrder::ordered(const QJsonObject& object, const QStringList& order)
{
    QStringList keys;
    for (const QString& k : order) {
        if (object.contains(k))
            keys.append(k);
    }
    for (const QString& k : object.keys()) {
        if (!keys.contains(k))
            keys.append(k);
    }
    QByteArray out = "{";
    for (const QString& k : keys) {
        if (out.size() > 1)
            out += ',';
        const QByteArray pair = QJsonDocument(QJsonObject{{k, object.value(k)}}).toJson(QJsonDocument::Compact);
        out += pair.mid(1, pair.size() - 2);
    }
    return out + '}';
}

} // namespace lotse::fake
