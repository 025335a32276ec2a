// SPDX-License-Identifier: GPL-3.0-or-later
#include "OdtListStyles.h"

#include "XmlReading.h"

#include <QXmlStreamReader>

namespace lotse {

namespace {

ListNumbering::Level levelFrom(const QXmlStreamAttributes& a, bool bullet)
{
    ListNumbering::Level level;
    level.style =
        bullet ? ListNumbering::Style::Bullet : ListNumbering::odfStyle(a.value(QStringLiteral("style:num-format")));
    bool ok = false;
    const int start = a.value(QStringLiteral("text:start-value")).toInt(&ok);
    level.start = ok ? start : 1;
    level.prefix = a.value(QStringLiteral("style:num-prefix")).toString();
    level.suffix = a.value(QStringLiteral("style:num-suffix")).toString();
    const int shown = a.value(QStringLiteral("text:display-levels")).toInt(&ok);
    level.displayLevels = ok ? shown : 1;
    return level;
}

} // namespace

QList<ListNumbering::Level> OdtListStyles::bullets()
{
    ListNumbering::Level bullet;
    bullet.style = ListNumbering::Style::Bullet;
    return QList<ListNumbering::Level>(10, bullet);
}

QList<ListNumbering::Level> OdtListStyles::levels(const QString& listStyle) const
{
    return lists.value(listStyle, bullets());
}

Status OdtListStyles::read(const QByteArray& xml, const QString& part, const FormatLimits& limits)
{
    if (outline.isEmpty()) {
        outline.resize(10);
        for (ListNumbering::Level& l : outline)
            l.style = ListNumbering::Style::None;
    }
    if (xml.isEmpty())
        return success();
    QXmlStreamReader reader(xml);
    int depth = 0;
    QString list;
    bool inOutline = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (auto error = XmlReading::check(reader, depth, limits, part))
            return *error;
        const QStringView name = reader.name();
        if (reader.isEndElement()) {
            --depth;
            if (name == u"list-style")
                list.clear();
            else if (name == u"outline-style")
                inOutline = false;
            continue;
        }
        if (!reader.isStartElement())
            continue;
        ++depth;
        const QXmlStreamAttributes a = reader.attributes();
        const int n = a.value(QStringLiteral("text:level")).toInt() - 1;
        if (name == u"list-style") {
            list = a.value(QStringLiteral("style:name")).toString();
            lists[list] = bullets();
        } else if (name == u"outline-style") {
            inOutline = true;
        } else if (name == u"style" && a.hasAttribute(QStringLiteral("style:list-style-name"))) {
            paragraphLists.insert(a.value(QStringLiteral("style:name")).toString(),
                                  a.value(QStringLiteral("style:list-style-name")).toString());
        } else if (n >= 0 && n < 10 && (name == u"list-level-style-number" || name == u"list-level-style-bullet")
                   && !list.isEmpty()) {
            lists[list][n] = levelFrom(a, name == u"list-level-style-bullet");
        } else if (n >= 0 && n < 10 && name == u"outline-level-style" && inOutline) {
            outline[n] = levelFrom(a, false);
        }
    }
    return success();
}

} // namespace lotse
