# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash
# Sourced inside the clean Debian root by installer-inside.sh and deb-inside.sh: Qt Test style output,
# a user "tester" with a bit of their own data, and the checks both packages share.
export LC_ALL=C.UTF-8 PATH=/usr/sbin:/usr/bin:/sbin:/bin
START=$SECONDS
pass() { echo "PASS   : $TEST::$1() ($((SECONDS - START)) s)"; }
fail() { echo "FAIL!  : $TEST::$1() ${*:2}"; exit 1; }

useradd --create-home --shell /bin/bash tester
U=/home/tester
# A command, not a function: `"${AS_USER[@]}" lotse &` makes $! the program's own PID.
AS_USER=(setpriv --reuid=tester --regid=tester --init-groups --
    env -i HOME=$U USER=tester PATH=$U/.local/bin:/usr/bin:/bin LC_ALL=C.UTF-8)
as_user() { "${AS_USER[@]}" "$@"; }
# The user's own data, which no installation or removal may touch.
as_user mkdir -p $U/.local/share/Lotse $U/.config/Lotse
as_user sh -c "echo 'my notes' >$U/.local/share/Lotse/notes.txt; echo '[mine]' >$U/.config/Lotse/mine.conf"

# Both programs report the version (and commit) CMake gave them.
check_versions() { # VERSION
    local out
    out=$(as_user lotse-cli --version)
    [[ $out == "lotse-cli $1 ("*")" ]] || fail versions "lotse-cli --version: '$out'"
    out=$(as_user lotse --version)
    [[ $out == *"$1 ("*")"* ]] || fail versions "lotse --version: '$out'"
    pass versions
}

# The offline demo indexes the bundled sample handbook and answers its questions with citations.
check_demo() {
    as_user lotse-cli demo >/tmp/demo.log 2>&1 || { cat /tmp/demo.log; fail offlineDemo "lotse-cli demo failed"; }
    [ -f $U/.local/share/Lotse/lotse/demo.sqlite ] || fail offlineDemo "no demo knowledge base"
    grep -q '\[[0-9]\]' /tmp/demo.log || { cat /tmp/demo.log; fail offlineDemo "no citation in the answers"; }
    pass offlineDemo
}

# Documents other than text are read by the installed lotse-reader (bounded in time and memory), which
# the programs must find where the package put it.
check_reader() {
    as_user sh -c "printf '<html><body><h1>Reader check</h1><p>Parental leave is twelve weeks.</p></body></html>' >$U/reader.html"
    as_user lotse-cli --db $U/reader.sqlite ingest $U/reader.html >/tmp/reader.log 2>&1 ||
        { cat /tmp/reader.log; fail reader "lotse-cli could not ingest an HTML file"; }
    grep -q 'added' /tmp/reader.log || { cat /tmp/reader.log; fail reader "the HTML file was not added"; }
    local dir
    dir=$(dirname "$(readlink -f "$(as_user sh -c 'command -v lotse-cli')")")
    [ -x "$dir/lotse-reader" ] || fail reader "no lotse-reader beside $dir/lotse-cli"
    as_user rm -f $U/reader.html $U/reader.sqlite $U/reader.sqlite-wal $U/reader.sqlite-shm
    pass reader
}

# The window, offscreen: it must keep running, open its knowledge base through the SQLite driver, and
# map the libraries and plugins given as arguments (paths), and nothing that no package or bundle owns.
check_gui() { # BUNDLE_PREFIX_OR_EMPTY EXPECTED_LIBRARY...
    local bundle=$1 gui code maps lib
    shift
    "${AS_USER[@]}" QT_QPA_PLATFORM=offscreen lotse >/tmp/gui.log 2>&1 &
    gui=$!
    for _ in $(seq 100); do
        [ -f $U/.local/share/Lotse/lotse/knowledge.sqlite ] && break
        kill -0 $gui 2>/dev/null || break
        sleep 0.1
    done
    sleep 2
    if ! kill -0 $gui 2>/dev/null; then
        wait $gui && code=0 || code=$?
        cat /tmp/gui.log
        fail guiStarts "the window exited with $code before it was closed"
    fi
    maps=$(awk '$6 ~ /\.so/ { print $6 }' /proc/$gui/maps | sort -u)
    kill -TERM $gui
    wait $gui || true
    [ -f $U/.local/share/Lotse/lotse/knowledge.sqlite ] || { cat /tmp/gui.log; fail guiStarts "no knowledge base was created"; }
    for lib in "$@"; do
        grep -qx "$lib" <<<"$maps" || fail guiStarts "$lib was not loaded"
    done
    while IFS= read -r lib; do
        [ -n "$bundle" ] && [[ $lib == "$bundle/"* ]] && continue
        dpkg -S "$lib" >/dev/null 2>&1 || dpkg -S "${lib#/usr}" >/dev/null 2>&1 ||
            fail guiStarts "$lib belongs to no package${bundle:+ and is not in the bundle}"
    done <<<"$maps"
    # (Fontconfig's complaint about the base system's missing /etc/fonts is expected and harmless.)
    if grep -E 'Qt platform plugin|Cannot load library|driver not loaded|QLibrary|Failed to load' /tmp/gui.log; then
        fail guiStarts "the window reported loading errors (above)"
    fi
    pass guiStarts
}

# Everything under $U and the given directories, to compare before and after an installation.
snapshot() { { find $U "$@" -xdev 2>/dev/null || true; } | sort; }
# After removal: nothing left but the data the programs wrote, nothing of the user's own gone.
check_removed() { # NAME BEFORE_FILE DIRS...
    local name=$1 before=$2 left gone
    shift 2
    snapshot "$@" >/tmp/after
    left=$(comm -13 "$before" /tmp/after | grep -Ev "^$U/(\.local/share/Lotse|\.config/Lotse|\.cache)(/|$)" || true)
    [ -z "$left" ] || fail "$name" "left behind: $(echo $left)"
    gone=$(comm -23 "$before" /tmp/after)
    [ -z "$gone" ] || fail "$name" "removed files it did not install: $gone"
    check_user_data "$name"
}
# The user's notes and settings unchanged, the knowledge bases the programs wrote still there.
check_user_data() { # NAME
    local kb
    [ "$(cat $U/.local/share/Lotse/notes.txt)" = "my notes" ] || fail "$1" "the user's notes changed"
    [ "$(cat $U/.config/Lotse/mine.conf)" = "[mine]" ] || fail "$1" "the user's settings changed"
    for kb in knowledge.sqlite demo.sqlite; do
        [ -s $U/.local/share/Lotse/lotse/$kb ] || fail "$1" "the knowledge base $kb is gone"
    done
    pass "$1"
}
