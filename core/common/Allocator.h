// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse {

// The process's memory allocator. Where the build finds jemalloc, every Lotse program links it ahead
// of the C library, so it serves every malloc and new in the process, Qt's, SQLite's and poppler's
// included. Ingestion makes and frees many short strings on two threads at once, and glibc's malloc
// spent about a fifth of the PDF parse time on them (docs/performance.md, "the allocator").
class Allocator final
{
public:
    // "jemalloc 5.3.0" when it serves this process's malloc, else "system".
    static QString name();
    // Whether the built-in allocator is in effect: malloc's memory comes from jemalloc. False for a
    // build without it, and for a program whose link lost it.
    static bool replacesMalloc();
    // Bytes the built-in allocator has handed out to the calling thread so far (-1 without one): a
    // block that comes from it raises the count by at least its size. Safe whatever allocated what,
    // unlike asking the allocator about a block it may not know.
    static qint64 allocatedByThisThread();
    // Whether this build links jemalloc at all.
    static bool built();
};

} // namespace lotse
