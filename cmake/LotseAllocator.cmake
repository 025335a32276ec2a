# SPDX-License-Identifier: GPL-3.0-or-later
# jemalloc serves every allocation of every Lotse program where pkg-config finds it (Debian:
# libjemalloc-dev): lotse_core links it publicly, so each program names it ahead of the C library.
# Ingestion makes and frees many short strings on two threads at once; glibc's malloc took a fifth of
# the PDF parse time (docs/performance.md, "the allocator"). mimalloc, measured too, made ingestion as
# fast but hybrid retrieval 15 % slower. Elsewhere the system's malloc is used.
option(LOTSE_JEMALLOC "Use jemalloc as the allocator of every Lotse program when pkg-config finds it" ON)
set(LOTSE_USE_JEMALLOC OFF)
if(LOTSE_JEMALLOC)
    find_package(PkgConfig QUIET)
    if(PkgConfig_FOUND)
        pkg_check_modules(JEMALLOC QUIET IMPORTED_TARGET GLOBAL jemalloc>=5)
    endif()
    if(JEMALLOC_FOUND)
        set(LOTSE_USE_JEMALLOC ON)
    endif()
endif()
add_feature_info(jemalloc LOTSE_USE_JEMALLOC "jemalloc serves every allocation of the Lotse programs")
