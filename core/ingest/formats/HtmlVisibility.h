// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <optional>

namespace lotse {

// What a browser does not show is not content: an element with the `hidden` attribute, or styled
// `display: none`, `visibility: hidden`, `opacity: 0` or `font-size: 0` (inline, or by a simple
// rule of the page's own style sheets: a tag, .class, #id, or tag.class, outside @media). Text
// hidden that way is a classic place for instructions aimed at an assistant, and for stale copy.
class HtmlVisibility final
{
public:
    using Attributes = QHash<QString, QString>; // lower-case names

    struct Element
    {
        bool removed = false;        // display: none, hidden, opacity 0, font-size 0: nothing inside shows
        std::optional<bool> visible; // visibility: hidden / visible (inherited, a child may show again)
    };

    void addStyleSheet(QStringView css);
    Element of(const QString& tag, const Attributes& attributes) const;

private:
    struct Effect
    {
        std::optional<bool> displayNone; // display: none, or another display that shows it again
        bool invisible = false;          // opacity: 0, font-size: 0
        std::optional<bool> visible;
        bool matters() const { return displayNone || invisible || visible; }
    };
    static Effect declarations(QStringView css);
    QHash<QString, Effect> m_rules; // by simple selector
};

} // namespace lotse
