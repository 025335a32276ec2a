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

qint64 Allocator::allocatedByThisThread()
{
#ifdef LOTSE_HAVE_JEMALLOC
    uint64_t bytes = 0;
    size_t size = sizeof(bytes);
    if (mallctl("thread.allocated", &bytes, &size, nullptr, 0) == 0)
        return qint64(bytes);
#endif
    return -1;
}

bool Allocator::replacesMalloc()
{
    // Asks the real thing: a block from the C library's allocation symbols, whichever library
    // resolved them for this process, counted by jemalloc or not.
    const qint64 before = allocatedByThisThread();
    if (before < 0)
        return false;
    void* block = std::calloc(1, 4096);
    const qint64 after = allocatedByThisThread();
    std::free(block);
    return block && after - before >= 4096;
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
