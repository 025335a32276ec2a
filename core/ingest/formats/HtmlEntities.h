// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse {

// Replaces character references (&amp; &#8211; &#x2014; and the named ones handbooks use) in HTML
// text. Unknown or malformed references stay as written, as browsers do.
QString decodeHtmlEntities(QStringView text);

} // namespace lotse
