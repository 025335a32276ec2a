// SPDX-License-Identifier: GPL-3.0-or-later
#include "Hit.h"

#include "store/Records.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace lotse {

QString Hit::label() const
{
    QStringList parts{title};
    parts.append(headingPath);
    parts.removeAll(QString());
    if (page <= 0)
        return joinHeadings(parts);
    return QCoreApplication::translate("lotse::Hit", "%1 (p. %2)").arg(joinHeadings(parts)).arg(page);
}

QJsonObject Hit::toJson() const
{
    QJsonObject json{
        {QStringLiteral("chunkId"), chunkId}, {QStringLiteral("source"), path},
        {QStringLiteral("title"), title},     {QStringLiteral("heading"), QJsonArray::fromStringList(headingPath)},
        {QStringLiteral("rank"), rank},       {QStringLiteral("lane"), lane},
        {QStringLiteral("score"), score},     {QStringLiteral("rawScore"), rawScore},
        {QStringLiteral("text"), text}};
    if (page > 0) // only formats with pages have one: traces of Markdown stay as they were
        json.insert(QStringLiteral("page"), page);
    if (!instructions.isEmpty()) {
        QJsonArray spans;
        for (const TextSpan& s : instructions)
            spans.append(QJsonArray{s.start, s.end});
        json.insert(QStringLiteral("instructions"), spans);
    }
    return json;
}

Hit Hit::fromChunk(const ChunkRecord& chunk)
{
    Hit h;
    h.chunkId = chunk.id;
    h.documentId = chunk.documentId;
    h.path = chunk.documentPath;
    h.title = chunk.documentTitle;
    h.headingPath = chunk.headingPath;
    h.text = chunk.text;
    h.page = chunk.page;
    return h;
}

Hit Hit::fromJson(const QJsonObject& json)
{
    Hit hit;
    hit.chunkId = json.value(QStringLiteral("chunkId")).toInteger();
    hit.path = json.value(QStringLiteral("source")).toString();
    hit.title = json.value(QStringLiteral("title")).toString();
    hit.headingPath = json.value(QStringLiteral("heading")).toVariant().toStringList();
    hit.rank = json.value(QStringLiteral("rank")).toInt();
    hit.lane = json.value(QStringLiteral("lane")).toInt();
    hit.score = json.value(QStringLiteral("score")).toDouble();
    hit.rawScore = json.value(QStringLiteral("rawScore")).toDouble();
    hit.text = json.value(QStringLiteral("text")).toString();
    hit.page = json.value(QStringLiteral("page")).toInt();
    for (const QJsonValue& span : json.value(QStringLiteral("instructions")).toArray())
        hit.instructions.append({span.toArray().at(0).toInteger(), span.toArray().at(1).toInteger()});
    return hit;
}

} // namespace lotse
