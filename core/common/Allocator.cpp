// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/Allocator.h"

#include <cstdlib>

#ifdef LOTSE_HAVE_MIMALLOC
#include <mimalloc.h>
#endif

namespace lotse {

bool Allocator::built()
{
#ifdef LOTSE_HAVE_MIMALLOC
    return true;
#else
    return false;
#endif
}

bool Allocator::replacesMalloc()
{
#ifdef LOTSE_HAVE_MIMALLOC
    // Asks the real thing: a block from the C library's allocation symbols, whichever library
    // resolved them for this process.
    void* block = std::calloc(1, 64);
    const bool ours = mi_is_in_heap_region(block);
    std::free(block);
    return ours;
#else
    return false;
#endif
}

QString Allocator::name()
{
#ifdef LOTSE_HAVE_MIMALLOC
    if (replacesMalloc()) {
        const int v = mi_version(); // e.g. 209
        return QStringLiteral("mimalloc %1.%2.%3").arg(v / 100).arg(v / 10 % 10).arg(v % 10);
    }
#endif
    return QStringLiteral("system");
}

} // namespace lotse
