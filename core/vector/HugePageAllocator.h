// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace lotse {

// Memory for the vector index's codes. Blocks of several MiB are aligned to 2 MiB and, on Linux,
// offered to the kernel for transparent huge pages (madvise; most distributions enable them only on
// request). A scan reads hundreds of MiB once per question: with 4 KiB pages that is one address
// translation per 4 KiB, each a nested page walk in a virtual machine; with 2 MiB pages, 512
// times fewer. Small blocks come from operator new as usual.
template <typename T>
class HugePageAllocator // not final: std::vector derives from its allocator
{
public:
    using value_type = T;

    HugePageAllocator() = default;
    template <typename U>
    HugePageAllocator(const HugePageAllocator<U>&) noexcept
    {}

    T* allocate(std::size_t count)
    {
        const std::size_t bytes = count * sizeof(T);
        if (bytes < hugeFrom)
            return static_cast<T*>(::operator new(bytes));
        void* p = ::operator new(rounded(bytes), std::align_val_t(hugePage)); // portable, unlike aligned_alloc
#ifdef __linux__
        ::madvise(p, rounded(bytes), MADV_HUGEPAGE); // a hint: without it, ordinary pages
#endif
        return static_cast<T*>(p);
    }
    void deallocate(T* p, std::size_t count) noexcept
    {
        if (count * sizeof(T) < hugeFrom)
            ::operator delete(p);
        else
            ::operator delete(p, std::align_val_t(hugePage));
    }

    template <typename U>
    bool operator==(const HugePageAllocator<U>&) const noexcept
    {
        return true;
    }

private:
    static constexpr std::size_t hugePage = std::size_t(2) << 20;
    static constexpr std::size_t hugeFrom = std::size_t(4) << 20;
    static std::size_t rounded(std::size_t bytes)
    {
        return (bytes + hugePage - 1) / hugePage * hugePage;
    }
};

} // namespace lotse
