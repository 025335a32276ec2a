// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlTags.h"

#include <QSet>

namespace lotse::HtmlTags {

bool isVoid(const QString& tag)
{
    static const QSet<QString> set = {QStringLiteral("area"),  QStringLiteral("base"),  QStringLiteral("br"),
                                      QStringLiteral("col"),   QStringLiteral("embed"), QStringLiteral("hr"),
                                      QStringLiteral("img"),   QStringLiteral("input"), QStringLiteral("link"),
                                      QStringLiteral("meta"),  QStringLiteral("param"), QStringLiteral("source"),
                                      QStringLiteral("track"), QStringLiteral("wbr"),   QStringLiteral("!doctype")};
    return set.contains(tag);
}

// Their content is not part of the handbook's text.
bool isDropped(const QString& tag)
{
    static const QSet<QString> set = {QStringLiteral("script"),   QStringLiteral("style"),  QStringLiteral("nav"),
                                      QStringLiteral("header"),   QStringLiteral("footer"), QStringLiteral("noscript"),
                                      QStringLiteral("template"), QStringLiteral("svg"),    QStringLiteral("head"),
                                      QStringLiteral("iframe"),   QStringLiteral("object"), QStringLiteral("select")};
    return set.contains(tag);
}

bool isParagraph(const QString& tag)
{
    static const QSet<QString> set = {
        QStringLiteral("p"),       QStringLiteral("div"),        QStringLiteral("section"), QStringLiteral("article"),
        QStringLiteral("main"),    QStringLiteral("blockquote"), QStringLiteral("pre"),     QStringLiteral("dd"),
        QStringLiteral("dt"),      QStringLiteral("figcaption"), QStringLiteral("address"), QStringLiteral("aside"),
        QStringLiteral("caption"), QStringLiteral("body"),       QStringLiteral("dl"),      QStringLiteral("form")};
    return set.contains(tag);
}

int headingLevel(const QString& tag)
{
    if (tag.size() == 2 && tag.at(0) == QLatin1Char('h') && tag.at(1) >= QLatin1Char('1')
        && tag.at(1) <= QLatin1Char('6'))
        return tag.at(1).unicode() - u'0';
    return 0;
}

// Tags a browser closes implicitly when the same tag opens again (unless a list or table lies between).
bool closesItself(const QString& tag)
{
    static const QSet<QString> set = {QStringLiteral("p"),  QStringLiteral("li"),    QStringLiteral("tr"),
                                      QStringLiteral("td"), QStringLiteral("th"),    QStringLiteral("dt"),
                                      QStringLiteral("dd"), QStringLiteral("option")};
    return set.contains(tag);
}

bool belongsInHead(const QString& tag)
{
    static const QSet<QString> set = {QStringLiteral("title"),    QStringLiteral("meta"),    QStringLiteral("link"),
                                      QStringLiteral("style"),    QStringLiteral("script"),  QStringLiteral("base"),
                                      QStringLiteral("noscript"), QStringLiteral("template")};
    return set.contains(tag);
}

bool isBoundary(const QString& tag)
{
    return tag == QStringLiteral("ul") || tag == QStringLiteral("ol") || tag == QStringLiteral("table");
}

} // namespace lotse::HtmlTags
