// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocxNumbering.h"

#include "XmlReading.h"

#include <QXmlStreamReader>

namespace lotse {

namespace {

QStringView val(const QXmlStreamReader& xml)
{
    return xml.attributes().value(QStringLiteral("w:val"));
}

} // namespace

Result<DocxNumbering> DocxNumbering::read(const QByteArray& numberingXml, const FormatLimits& limits)
{
    DocxNumbering out;
    if (numberingXml.isEmpty())
        return out;
    QXmlStreamReader xml(numberingXml);
    int depth = 0;
    QString abstractId, numId;
    int ilvl = -1;
    int overrideLevel = -1;
    while (!xml.atEnd()) {
        xml.readNext();
        if (auto error = XmlReading::check(xml, depth, limits, QStringLiteral("word/numbering.xml")))
            return *error;
        if (xml.isEndElement()) {
            --depth;
            if (xml.name() == u"abstractNum")
                abstractId.clear();
            else if (xml.name() == u"num")
                numId.clear();
            else if (xml.name() == u"lvl")
                ilvl = -1;
            continue;
        }
        if (!xml.isStartElement())
            continue;
        ++depth;
        const QStringView name = xml.name();
        const QXmlStreamAttributes a = xml.attributes();
        if (name == u"abstractNum") {
            abstractId = a.value(QStringLiteral("w:abstractNumId")).toString();
            out.m_definitions[abstractId].resize(9);
        } else if (name == u"lvl" && !abstractId.isEmpty()) {
            ilvl = a.value(QStringLiteral("w:ilvl")).toInt();
        } else if (ilvl >= 0 && ilvl < 9 && !abstractId.isEmpty()) {
            ListNumbering::Level& level = out.m_definitions[abstractId][ilvl];
            if (name == u"start")
                level.start = val(xml).toInt();
            else if (name == u"numFmt")
                level.style = ListNumbering::wordStyle(val(xml));
            else if (name == u"lvlText")
                level.pattern = val(xml).toString();
        } else if (name == u"num") {
            numId = a.value(QStringLiteral("w:numId")).toString();
        } else if (!numId.isEmpty() && name == u"abstractNumId") {
            out.m_nums[numId].abstractId = val(xml).toString();
        } else if (!numId.isEmpty() && name == u"lvlOverride") {
            overrideLevel = a.value(QStringLiteral("w:ilvl")).toInt();
        } else if (!numId.isEmpty() && name == u"startOverride" && overrideLevel >= 0) {
            out.m_nums[numId].startOverrides.insert(overrideLevel, val(xml).toInt());
        }
    }
    return out;
}

QString DocxNumbering::next(const QString& numId, int ilvl)
{
    const auto num = m_nums.find(numId);
    if (num == m_nums.end() || !m_definitions.contains(num->abstractId))
        return {};
    // A list that restarts levels counts on its own (as Word does: pandoc gives a nested list a w:num
    // of its own that restarts every level); the others count on from their definition's last list.
    const QString key =
        num->startOverrides.isEmpty() ? QStringLiteral("a") + num->abstractId : QStringLiteral("n") + numId;
    const auto counters = m_counters.find(key);
    ListNumbering& list = counters != m_counters.end() ? *counters : m_counters[key];
    if (counters == m_counters.end()) {
        const QList<ListNumbering::Level>& levels = m_definitions.value(num->abstractId);
        for (int l = 0; l < levels.size(); ++l)
            list.setLevel(l, levels.at(l));
    }
    if (!num->counted) {
        num->counted = true;
        for (auto it = num->startOverrides.cbegin(); it != num->startOverrides.cend(); ++it)
            list.restartAt(it.key(), it.value());
    }
    return list.next(ilvl);
}

} // namespace lotse
