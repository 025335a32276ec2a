// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfPage.h"

#include <cstring>

namespace lotse {

quint32 PdfPage::pixel(int x, int y) const
{
    if (x < 0 || y < 0 || x >= width || y >= height)
        return 0;
    quint32 value = 0;
    std::memcpy(&value, argb32.constData() + y * stride + x * 4, sizeof value);
    return value;
}

} // namespace lotse
