// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse::HtmlTags {

// What the HTML reader does with an element, by its lower-case tag name.
bool isVoid(const QString& tag);        // never has content or an end tag (br, img, meta, …)
bool isDropped(const QString& tag);     // its content is not the handbook's text (script, nav, footer, …)
bool isParagraph(const QString& tag);   // a block of text (p, div, section, …)
int headingLevel(const QString& tag);   // 1..6 for h1..h6, else 0
bool closesItself(const QString& tag);  // a browser closes it when the same tag opens again (p, li, td, …)
bool belongsInHead(const QString& tag); // may stand in <head>; anything else ends an unclosed head
bool isBoundary(const QString& tag);    // a list or table: implied closing stops there

} // namespace lotse::HtmlTags
