#!/usr/bin/env bash
# The Windows download in one command: cross-builds the release .exe with
# mingw-w64 and puts it in target/dist/accessible-2048-VERSION-windows-x86_64.zip
# with Tolk's screen-reader client DLLs beside it, the hint engine's trained
# network (dist/network/ntuple-4x6.weights, when it exists; without it the
# game hints with its heuristic), a README.txt for players,
# the licences of everything in the zip, and the source Tolk's licence asks
# for. Prints the zip's path on standard output (all else goes to standard
# error).
#
#   dist/windows-zip.sh [--allow-dirty]
#
# Needs: rustup's x86_64-pc-windows-gnu target, Debian's gcc-mingw-w64-x86-64
# and g++-mingw-w64-x86-64 (.ci/run installs them), git, python3 with pip.
# NVDA's client DLL comes from the PyPI package cytolk (its Windows wheel
# carries Tolk's nvdaControllerClient64.dll), pinned below by version and by
# the SHA-256 of the wheel and of the DLL; it is downloaded into target/dist
# and never committed. The wheel's SAAPI64.dll (System Access) is left out:
# it states no licence, so it is not ours to ship.
#
# Tolk itself (LGPL-3.0) is linked into the .exe (the tolk-sys crate builds
# it as a static library); the zip meets the LGPL for that by shipping the
# game's complete source and Tolk's (source/), with the licences and the
# notices in LICENSES.txt. The source archive is of the commit checked out,
# so the script refuses a work tree with uncommitted changes unless told
# --allow-dirty (for trying the script, not for a release).
set -euo pipefail
cd "$(dirname "$0")/.."

allow_dirty=false
for arg in "$@"; do
  case "$arg" in
    --allow-dirty) allow_dirty=true ;;
    -h | --help)
      sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "windows-zip: unknown argument: $arg (try --help)" >&2
      exit 2
      ;;
  esac
done

target=x86_64-pc-windows-gnu
cytolk_version=0.1.13
cytolk_wheel=cytolk-$cytolk_version-cp311-cp311-win_amd64.whl
cytolk_wheel_sha256=feb3c7b72dfd75024a0d3ac54e30148510bfc47a87e897a31c140efb851faf14
# The DLL taken from that wheel, by name; the same bytes as in Tolk's own
# release (and in the tolk-sys crate).
declare -A dll_sha256=(
  [nvdaControllerClient64.dll]=41c1f5df5997e798fcfbf7c8f2589de811e768b069a60710600cf57cb23a0b09
)
tolk_sys_version=0.2.2

fail() {
  echo "windows-zip: $*" >&2
  exit 1
}

# Checks that file $1 has SHA-256 $2.
check_sha256() {
  local got
  got=$(sha256sum "$1" | cut -d' ' -f1)
  [ "$got" = "$2" ] || fail "$1 has SHA-256 $got, expected $2"
}

for tool in cargo git python3 sha256sum x86_64-w64-mingw32-strip; do
  command -v "$tool" >/dev/null || fail "$tool is needed (see docs/development.md, Windows)"
done
python3 -m pip --version >/dev/null 2>&1 || fail "pip is needed: python3 -m pip"
if [ -n "$(git status --porcelain --untracked-files=no)" ] && ! $allow_dirty; then
  fail "the work tree has uncommitted changes; the zip's source archive would not match the .exe (commit, or pass --allow-dirty to try the script)"
fi

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
name=accessible-2048-$version-windows-x86_64
dist=target/dist
stage=$dist/$name
downloads=$dist/downloads
rm -rf "$stage" "$dist/$name.zip"
mkdir -p "$stage/licenses" "$stage/source" "$downloads"

echo "windows-zip: building the release .exe for $target" >&2
# Built whole (CARGO_INCREMENTAL=0), as the .deb's binary is.
CARGO_INCREMENTAL=0 cargo build --release --locked --target "$target" -p accessible-2048
# Stamped with the commit's time, as every file in the zip, so the same
# build gives the same zip.
epoch=$(git log -1 --format=%ct)
SOURCE_DATE_EPOCH=$epoch x86_64-w64-mingw32-strip -o "$stage/accessible-2048.exe" \
  "target/$target/release/accessible-2048.exe"

# The hint engine's trained network, compressed as it is, where the game
# looks first: beside the .exe.
if [ -f dist/network/ntuple-4x6.weights ]; then
  echo "windows-zip: the network dist/network/ntuple-4x6.weights" >&2
  cp dist/network/ntuple-4x6.weights "$stage/ntuple-4x6.weights"
fi

echo "windows-zip: NVDA's client DLL from cytolk $cytolk_version (PyPI)" >&2
wheel=$downloads/$cytolk_wheel
if [ ! -f "$wheel" ] || [ "$(sha256sum "$wheel" | cut -d' ' -f1)" != "$cytolk_wheel_sha256" ]; then
  rm -f "$wheel"
  python3 -m pip download --quiet --no-deps --only-binary=:all: --platform win_amd64 \
    --python-version 3.11 "cytolk==$cytolk_version" -d "$downloads"
fi
[ -f "$wheel" ] || fail "pip did not leave $wheel"
check_sha256 "$wheel" "$cytolk_wheel_sha256"
for dll in "${!dll_sha256[@]}"; do
  python3 - "$wheel" "cytolk/$dll" "$stage/$dll" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel, open(sys.argv[3], "wb") as out:
    out.write(wheel.read(sys.argv[2]))
PY
  check_sha256 "$stage/$dll" "${dll_sha256[$dll]}"
done

echo "windows-zip: licences and source" >&2
# Tolk, as the tolk-sys crate vendors it: its source and licences, and the
# crate archive itself (its checksum is in Cargo.lock).
tolk_sys=$(cargo metadata --format-version 1 --locked --filter-platform "$target" |
  python3 -c 'import json, os, sys
for p in json.load(sys.stdin)["packages"]:
    if p["name"] == "tolk-sys" and p["version"] == sys.argv[1]:
        print(os.path.dirname(p["manifest_path"]))' "$tolk_sys_version")
[ -d "$tolk_sys/vendor/tolk" ] || fail "tolk-sys $tolk_sys_version is not in the build (Cargo.lock changed?)"
crate_file=$(dirname "$(dirname "$tolk_sys")")/../cache/$(basename "$(dirname "$tolk_sys")")/tolk-sys-$tolk_sys_version.crate
[ -f "$crate_file" ] || fail "the tolk-sys $tolk_sys_version crate archive is not in cargo's cache"
crate_sha256=$(sed -n '/^name = "tolk-sys"$/,/^$/s/^checksum = "\(.*\)"$/\1/p' Cargo.lock)
check_sha256 "$crate_file" "$crate_sha256"
cp "$crate_file" "$stage/source/tolk-sys-$tolk_sys_version.crate"
cp "$tolk_sys/vendor/tolk/LICENSE.txt" "$stage/licenses/Tolk-LGPL-3.0.txt"
cp "$tolk_sys/vendor/tolk/LICENSE-NVDA.txt" "$stage/licenses/nvdaControllerClient-LGPL-2.1.txt"
# The LGPL-3.0 adds to the GPL-3.0, which must come with it.
cp /usr/share/common-licenses/GPL-3 "$stage/licenses/GPL-3.0.txt"
cp LICENSE-MIT "$stage/licenses/accessible-2048-LICENSE-MIT.txt"
cp LICENSE-APACHE "$stage/licenses/accessible-2048-LICENSE-APACHE.txt"
cp /usr/share/common-licenses/MPL-2.0 "$stage/licenses/MPL-2.0.txt"
# What mingw-w64 links in: its runtime, and GCC's libgcc and libstdc++ (for
# Tolk's C++), as Debian's packages state their licences.
cp /usr/share/doc/mingw-w64-common/copyright "$stage/licenses/mingw-w64-runtime-copyright.txt"
cp /usr/share/doc/gcc-mingw-w64-base/copyright "$stage/licenses/gcc-runtime-copyright.txt"
python3 dist/windows/crate_licenses.py "$target" "$stage/licenses/crates" >&2
# The network is beside the .exe already (and left out of the crate too):
# the source archive does not carry it twice.
git archive --format=zip --prefix="accessible-2048-$version/" -o "$stage/source/accessible-2048-$version-source.zip" \
  HEAD -- . ':(exclude)*.weights'

# The player's texts, with Windows line ends.
for text in README.txt LICENSES.txt; do
  sed -e "s/@VERSION@/$version/g" -e "s/@CYTOLK_VERSION@/$cytolk_version/g" \
    -e "s/@TOLK_SYS_VERSION@/$tolk_sys_version/g" -e 's/$/\r/' \
    "dist/windows/$text" >"$stage/$text"
done

echo "windows-zip: zipping" >&2
python3 - "$dist" "$name" "$epoch" <<'PY'
import os, sys, time, zipfile
dist, name = sys.argv[1], sys.argv[2]
stamp = time.gmtime(max(int(sys.argv[3]), 315532800))[:6]
paths = []
for folder, folders, files in os.walk(os.path.join(dist, name)):
    folders.sort()
    paths += sorted(os.path.join(folder, f) for f in files)
with zipfile.ZipFile(os.path.join(dist, name + ".zip"), "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for path in paths:
        info = zipfile.ZipInfo(os.path.relpath(path, dist).replace(os.sep, "/"), stamp)
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        with open(path, "rb") as f:
            archive.writestr(info, f.read(), compresslevel=9)
PY
zip=$dist/$name.zip
echo "windows-zip: $(du -k "$zip" | cut -f1) KiB, SHA-256 $(sha256sum "$zip" | cut -d' ' -f1)" >&2
echo "$PWD/$zip"
