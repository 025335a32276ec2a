#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest tst_packaging_config: what can be checked here of the packages of all three platforms, without
# building them: the desktop entry and AppStream metadata (the validators), the Windows and macOS
# CMake code run with stand-ins (deploy scripts, lotse.rc, Info.plist), the icons, the release workflow
# (YAML and its jobs), and the CPack settings of the DEB, NSIS and DragNDrop generators as cpack reads
# them. A few seconds; output in Qt Test's line format.
#   tst_packaging_config.sh BUILD_DIR VERSION
set -euo pipefail
BUILD=$(cd "$1" && pwd)
VERSION=$2
HERE=$(cd "$(dirname "$0")" && pwd)
PKG=$(cd "$HERE/.." && pwd)
SRC=$(cd "$PKG/.." && pwd)
fail() { echo "FAIL!  : tst_packaging_config::$1() ${*:2}"; exit 1; }
pass() { echo "PASS   : tst_packaging_config::$1()"; }

for tool in desktop-file-validate appstreamcli python3; do
    command -v $tool >/dev/null || fail initTestCase "$tool is missing (scripts/setup-deps.sh installs it)"
done
python3 -c 'import yaml' 2>/dev/null || fail initTestCase "python3-yaml is missing (scripts/setup-deps.sh installs it)"
pass initTestCase

DESKTOP="$PKG/linux/org.lotse.Lotse.desktop"
out=$(desktop-file-validate "$DESKTOP" 2>&1) || fail desktopEntry "$out"
[ -z "$out" ] || fail desktopEntry "$out"
grep -qx 'Exec=lotse %F' "$DESKTOP" || fail desktopEntry "Exec is not 'lotse %F' (the offline installer rewrites that line)"
grep -qx 'Icon=org.lotse.Lotse' "$DESKTOP" || fail desktopEntry "the icon is not org.lotse.Lotse"
pass desktopEntry

METAINFO="$BUILD/packaging/org.lotse.Lotse.metainfo.xml"
[ -f "$METAINFO" ] || fail appStream "$METAINFO was not configured"
out=$(appstreamcli validate --no-net --no-color "$METAINFO" 2>&1) || fail appStream "$out"
grep -q "<release version=\"$VERSION\" date=\"[0-9-]\{10\}\"" "$METAINFO" || fail appStream "no release entry for $VERSION"
grep -q '<launchable type="desktop-id">org.lotse.Lotse.desktop</launchable>' "$METAINFO" ||
    fail appStream "the launchable is not the desktop entry"
pass appStream

# Windows.cmake and MacOS.cmake, run here with stand-ins for the programs and Qt's deploy support
# (platforms/CMakeLists.txt): their CMake code, the deploy scripts, lotse.rc and Info.plist.
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
for platform in windows macos; do
    cmake -S "$HERE/platforms" -B "$SCRATCH/$platform" -G Ninja -DPLATFORM=$platform -DVERSION="$VERSION" \
        -DLOTSE_SOURCE_DIR="$SRC" >"$SCRATCH/$platform.log" 2>&1 || fail platformScripts "$(cat "$SCRATCH/$platform.log")"
done
cmake --build "$SCRATCH/windows" >/dev/null && cmake --install "$SCRATCH/windows" --prefix "$SCRATCH/windows-installed" >/dev/null ||
    fail platformScripts "installing with the Windows deploy script failed"
[ "$(cat "$SCRATCH/windows-installed/deploy-arguments.txt")" = \
    "EXECUTABLE;bin/lotse;ADDITIONAL_EXECUTABLES;bin/lotse-cli;bin/lotse-reader;GENERATE_QT_CONF" ] ||
    fail platformScripts "windeployqt would get: $(cat "$SCRATCH/windows-installed/deploy-arguments.txt")"
grep -q "ICON \"$PKG/windows/lotse.ico\"" "$SCRATCH/windows/lotse.rc" || fail platformScripts "lotse.rc does not use lotse.ico"
grep -q "FILEVERSION ${VERSION//./,},0" "$SCRATCH/windows/lotse.rc" || fail platformScripts "lotse.rc has no version $VERSION"
grep -q 'ADDITIONAL_EXECUTABLES "${app}/Contents/MacOS/lotse-cli"' "$SCRATCH/macos/deploy-lotse.cmake" ||
    fail platformScripts "macdeployqt would not fix lotse-cli inside the bundle"
pass platformScripts

python3 - "$SCRATCH/macos/Info.plist" "$(cat "$SCRATCH/macos/output-name.txt")" "$VERSION" <<'EOF' || fail infoPlist "see above"
import plistlib, sys
plist_file, output_name, version = sys.argv[1:]
plist = plistlib.load(open(plist_file, "rb"))
problems = []
if plist["CFBundleIdentifier"] != "org.lotse.Lotse": problems.append("bundle id")
if plist["CFBundleShortVersionString"] != version or plist["CFBundleVersion"] != version: problems.append("version")
if plist["CFBundleExecutable"] != output_name: problems.append(f"CFBundleExecutable is not the program's name {output_name}")
if plist["CFBundleIconFile"] != "lotse.icns": problems.append("icon")
types = {t for d in plist["CFBundleDocumentTypes"] for t in d["LSItemContentTypes"]}
if types != {"net.daringfireball.markdown", "public.plain-text"}: problems.append(f"document types {types}")
if any(d.get("LSHandlerRank") != "Alternate" for d in plist["CFBundleDocumentTypes"]): problems.append("Lotse must not take files over")
if "@" in open(plist_file).read(): problems.append("unconfigured @VARIABLES@")
if problems: sys.exit("FAIL!  : tst_packaging_config::infoPlist() " + ", ".join(problems))
EOF
file "$PKG/macos/lotse.icns" | grep -q 'Mac OS X icon' || fail infoPlist "lotse.icns is not an icon file"
pass infoPlist

file "$PKG/windows/lotse.ico" | grep -q 'MS Windows icon resource' || fail windowsIcon "lotse.ico is not an icon file"
pass windowsIcon

python3 - "$SRC/.github/workflows/release.yml" <<'EOF' || fail releaseWorkflow "see above"
import sys, yaml
workflow = yaml.safe_load(open(sys.argv[1]))
on = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
jobs = workflow["jobs"]
problems = []
if "tags" not in on.get("push", {}): problems.append("not triggered by tags")
def run_text(job): return "\n".join(step.get("run", "") for step in jobs[job]["steps"])
def uses(job): return [step.get("uses", "") for step in jobs[job]["steps"] if "uses" in step]
expected = {"linux": ("ubuntu", "scripts/build-release.sh"), "windows": ("windows", "cpack\" -G NSIS"),
            "macos": ("macos", "cpack -G DragNDrop")}
for job, (runner, command) in expected.items():
    if job not in jobs: problems.append(f"no {job} job"); continue
    if not jobs[job]["runs-on"].startswith(runner): problems.append(f"{job} runs on {jobs[job]['runs-on']}")
    if command not in run_text(job): problems.append(f"{job} does not run {command}")
    if "lotse-cli" not in run_text(job) or " demo" not in run_text(job): problems.append(f"{job} has no smoke test")
    if not any(u.startswith("actions/upload-artifact@") for u in uses(job)): problems.append(f"{job} uploads nothing")
for job in ("windows", "macos"):
    if not any(u.startswith("jurplel/install-qt-action@") for u in uses(job)): problems.append(f"{job} has no Qt")
if jobs["linux"].get("container") != "debian:12": problems.append("the Linux packages are not built on Debian 12")
if set(jobs.get("publish", {}).get("needs", [])) != {"linux", "windows", "macos"}: problems.append("publish does not wait for all")
for job in jobs:
    for u in uses(job):
        if "@" not in u: problems.append(f"{job}: {u} is not pinned")
if problems: sys.exit("FAIL!  : tst_packaging_config::releaseWorkflow() " + ", ".join(problems))
EOF
pass releaseWorkflow

[ -f "$BUILD/CPackConfig.cmake" ] || fail cpackConfig "$BUILD/CPackConfig.cmake was not generated"
for generator in DEB NSIS DragNDrop; do
    out=$(cmake -DCONFIG="$BUILD/CPackConfig.cmake" -DGENERATOR=$generator -DVERSION="$VERSION" \
        -P "$HERE/check-cpack-config.cmake" 2>&1) || fail cpackConfig "$out"
done
pass cpackConfig
