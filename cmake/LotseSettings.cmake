# SPDX-License-Identifier: GPL-3.0-or-later
# One INTERFACE target carries the settings every Lotse target shares.
add_library(lotse_settings INTERFACE)
add_library(Lotse::settings ALIAS lotse_settings)
target_compile_features(lotse_settings INTERFACE cxx_std_20)
target_compile_definitions(lotse_settings INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CONTEXTLESS_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_NO_URL_CAST_FROM_STRING
    QT_DISABLE_DEPRECATED_UP_TO=0x060400)
target_compile_options(lotse_settings INTERFACE
    -Wall -Wextra -Wpedantic -Wnon-virtual-dtor -Wold-style-cast
    # clang (the fuzz build) spells GCC's -Wshadow=local differently.
    $<IF:$<CXX_COMPILER_ID:GNU>,-Wshadow=local,-Wshadow-uncaptured-local>
    $<$<BOOL:${LOTSE_WERROR}>:-Werror>)
