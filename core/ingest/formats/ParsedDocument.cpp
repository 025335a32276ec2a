// SPDX-License-Identifier: GPL-3.0-or-later
#include "ParsedDocument.h"

#include <algorithm>

namespace lotse {

int ParsedDocument::pageAt(qsizetype offset) const
{
    if (pageStarts.isEmpty())
        return 0;
    // The last page that starts at or before the offset.
    const auto it = std::upper_bound(pageStarts.cbegin(), pageStarts.cend(), offset);
    return std::max(1, int(it - pageStarts.cbegin()));
}

qsizetype ParsedDocument::pageStart(int page) const
{
    if (page < 1 || page > pageStarts.size())
        return 0;
    return pageStarts.at(page - 1);
}

} // namespace lotse
