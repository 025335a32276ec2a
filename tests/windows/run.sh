#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds tst_jobprocess and its child (the Windows side of the reader process, without Qt) and runs
# it: on Linux with MinGW and under Wine (ctest's tst_jobprocess_wine), on Windows natively with the
# MinGW that builds Lotse (the release workflow). On Linux it first compiles the reader's Qt side for
# Windows against this machine's Qt headers (syntax only: there is no Qt for Windows to link with),
# so that code under Q_OS_WIN cannot rot unseen. Usage: run.sh OUTDIR
set -euo pipefail
SRC=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:?usage: run.sh OUTDIR}
mkdir -p "$OUT"
case "$(uname -s)" in
MINGW* | MSYS* | CYGWIN*)
    CXX=${CXX:-g++}
    run() { "$@"; }
    child="$(cygpath -w "$OUT/child.exe")"
    ;;
*)
    CXX=${LOTSE_MINGW_CXX:-x86_64-w64-mingw32-g++-posix}
    WINE=${LOTSE_WINE:-$(command -v wine64 || echo /usr/lib/wine/wine64)}
    for tool in "$CXX" "$WINE"; do
        command -v "$tool" >/dev/null || {
            echo "error: $tool not found: install g++-mingw-w64-x86-64-posix and wine64 (scripts/setup-deps.sh)" >&2
            exit 1
        }
    done
    # A prefix of its own beside the programs, made once (about 20 s); no Mono or Gecko installers,
    # and no debugger for the child that crashes on purpose (it would write its report to the pipe).
    export WINEPREFIX="$OUT/wine-prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml,winedbg.exe=d"
    unset DISPLAY WAYLAND_DISPLAY
    run() { "$WINE" "$@"; }
    child="Z:$(echo "$OUT/child.exe" | tr / '\\')"
    QT=${LOTSE_QT_HEADERS:-$(qtpaths6 --query QT_INSTALL_HEADERS 2>/dev/null || /usr/lib/qt6/bin/qtpaths6 --query QT_INSTALL_HEADERS)}
    for file in core/ingest/reader/ReaderProcessWindows.cpp core/ingest/reader/ReaderLoop.cpp \
        core/ingest/reader/ReaderPool.cpp app/lotse-reader/main.cpp; do
        # -Wno-attributes: Linux's Qt headers declare no dllimport, which MinGW notes on every inline
        "$CXX" -std=c++17 -fsyntax-only -Wall -Wextra -Werror -Wno-attributes -I"$SRC/core" -I"$SRC/app" -I"$QT" -I"$QT/QtCore" \
            -I"$QT/QtNetwork" -I"$QT/QtSql" "$SRC/$file"
    done
    echo "PASS the reader's Qt side compiles for Windows"
    ;;
esac
FLAGS=(-std=c++17 -O1 -Wall -Wextra -Werror -static)
"$CXX" "${FLAGS[@]}" -municode -I"$SRC/core" -o "$OUT/tst_jobprocess.exe" \
    "$SRC/tests/windows/tst_jobprocess.cpp" "$SRC/core/ingest/reader/windows/JobProcess.cpp"
"$CXX" "${FLAGS[@]}" -o "$OUT/child.exe" "$SRC/tests/windows/child.cpp"
run "$OUT/tst_jobprocess.exe" "$child"
