// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlVisibility.h"

#include <QRegularExpression>

namespace lotse {

HtmlVisibility::Effect HtmlVisibility::declarations(QStringView css)
{
    Effect e{};
    for (const QStringView declaration : css.split(QLatin1Char(';'))) {
        const qsizetype colon = declaration.indexOf(QLatin1Char(':'));
        if (colon < 0)
            continue;
        const QString name = declaration.left(colon).trimmed().toString().toLower();
        QString value = declaration.mid(colon + 1).trimmed().toString().toLower();
        value.remove(QStringLiteral("!important"));
        value = value.trimmed();
        if (name == QStringLiteral("display"))
            e.displayNone = value == QStringLiteral("none");
        static const QRegularExpression zero(QStringLiteral(R"(^(0+(\.0*)?|\.0+)([a-z%]*)$)"));
        if ((name == QStringLiteral("opacity") || name == QStringLiteral("font-size")) && !value.isEmpty()
            && zero.match(value).hasMatch())
            e.invisible = true;
        if (name == QStringLiteral("visibility") && value == QStringLiteral("visible"))
            e.visible = true;
        else if (name == QStringLiteral("visibility")
                 && (value == QStringLiteral("hidden") || value == QStringLiteral("collapse")))
            e.visible = false;
    }
    return e;
}

void HtmlVisibility::addStyleSheet(QStringView css)
{
    // Comments out; rules inside at-rules (@media print, @supports) do not apply to the page as read.
    static const QRegularExpression comment(QStringLiteral(R"(/\*.*?\*/)"),
                                            QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression simple(QStringLiteral(R"(^[a-z][a-z0-9]*$|^[a-z0-9]*(\.[\w-]+|#[\w-]+)$)"),
                                           QRegularExpression::CaseInsensitiveOption);
    QString text = css.toString();
    text.remove(comment);
    int depth = 0;
    bool inAtRule = false;
    qsizetype selectorStart = 0;
    QString selectors;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('{')) {
            if (depth == 0) {
                selectors = text.mid(selectorStart, i - selectorStart).trimmed();
                inAtRule = selectors.startsWith(QLatin1Char('@'));
            }
            ++depth;
            selectorStart = i + 1;
        } else if (c == QLatin1Char('}')) {
            if (depth == 1 && !inAtRule) {
                const Effect effect = declarations(QStringView(text).mid(selectorStart, i - selectorStart));
                if (effect.matters()) {
                    for (const QString& s : selectors.split(QLatin1Char(','))) {
                        const QString selector = s.trimmed().toLower();
                        if (simple.match(selector).hasMatch())
                            m_rules.insert(selector, effect);
                    }
                }
            }
            depth = std::max(0, depth - 1);
            if (depth == 0)
                inAtRule = false;
            selectorStart = i + 1;
        } else if (c == QLatin1Char(';') && depth == 0) {
            selectorStart = i + 1; // "@import …;" and the like
        }
    }
}

HtmlVisibility::Element HtmlVisibility::of(const QString& tag, const Attributes& attributes) const
{
    Effect combined;
    auto apply = [&combined](const Effect& effect) {
        if (effect.displayNone)
            combined.displayNone = effect.displayNone;
        combined.invisible = combined.invisible || effect.invisible;
        if (effect.visible)
            combined.visible = effect.visible;
    };
    if (!m_rules.isEmpty()) {
        QStringList selectors{tag};
        for (const QString& c : attributes.value(QStringLiteral("class")).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            selectors.append(QLatin1Char('.') + c.toLower());
            selectors.append(tag + QLatin1Char('.') + c.toLower());
        }
        if (const QString id = attributes.value(QStringLiteral("id")).toLower(); !id.isEmpty()) {
            selectors.append(QLatin1Char('#') + id);
            selectors.append(tag + QLatin1Char('#') + id);
        }
        for (const QString& s : std::as_const(selectors)) {
            if (const auto it = m_rules.constFind(s); it != m_rules.cend())
                apply(*it);
        }
    }
    // The inline style comes last: it wins over the style sheet.
    if (const auto style = attributes.constFind(QStringLiteral("style")); style != attributes.cend())
        apply(declarations(*style));
    Element e;
    e.removed =
        attributes.contains(QStringLiteral("hidden")) || combined.displayNone.value_or(false) || combined.invisible;
    e.visible = combined.visible;
    return e;
}

} // namespace lotse
