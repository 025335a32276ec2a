// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/Allocator.h"

#include <cstdlib>

#ifdef LOTSE_HAVE_JEMALLOC
#include <jemalloc/jemalloc.h>
#endif

namespace lotse {

bool Allocator::built()
{
#ifdef LOTSE_HAVE_JEMALLOC
    return true;
#else
    return false;
#endif
}

bool Allocator::owns(const void* block)
{
#ifdef LOTSE_HAVE_JEMALLOC
    // The arena a block belongs to; jemalloc answers only for its own blocks.
    unsigned arena = 0;
    size_t size = sizeof(arena);
    return block && mallctl("arenas.lookup", &arena, &size, &block, sizeof(block)) == 0;
#else
    Q_UNUSED(block)
    return false;
#endif
}

bool Allocator::replacesMalloc()
{
    // Asks the real thing: a block from the C library's allocation symbols, whichever library
    // resolved them for this process.
    void* block = std::calloc(1, 64);
    const bool ours = owns(block);
    std::free(block);
    return ours;
}

QString Allocator::name()
{
#ifdef LOTSE_HAVE_JEMALLOC
    const char* version = nullptr;
    size_t size = sizeof(version);
    if (replacesMalloc() && mallctl("version", &version, &size, nullptr, 0) == 0 && version) {
        const QString full = QString::fromLatin1(version); // "5.3.0-0-g54eaed1d…"
        return QStringLiteral("jemalloc ") + full.left(full.indexOf(QLatin1Char('-')));
    }
#endif
    return QStringLiteral("system");
}

} // namespace lotse
