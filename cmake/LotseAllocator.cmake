# SPDX-License-Identifier: GPL-3.0-or-later
# mimalloc serves every allocation of every Lotse program where CMake finds it (Debian:
# libmimalloc-dev). Ingestion makes and frees many short strings on two threads at once; glibc's
# malloc took a fifth of the parse thread's time, and folder add got 10-15 % faster without it
# (docs/performance.md, "the allocator"). Elsewhere the system's malloc is used.
option(LOTSE_MIMALLOC "Use mimalloc as the allocator of every Lotse program when CMake finds it" ON)
set(LOTSE_USE_MIMALLOC OFF)
if(LOTSE_MIMALLOC)
    find_package(mimalloc 2.0 CONFIG QUIET)
    set_package_properties(mimalloc PROPERTIES TYPE RECOMMENDED
        PURPOSE "a faster allocator for ingestion (else the system malloc)")
    if(mimalloc_FOUND AND TARGET mimalloc)
        set(LOTSE_USE_MIMALLOC ON)
    endif()
endif()
add_feature_info(mimalloc LOTSE_USE_MIMALLOC "mimalloc serves every allocation of the Lotse programs")
