#!/usr/bin/env bash
# A release in one command: from a clean work tree, builds the Debian
# package (dist/deb.sh) and the Windows zip (dist/windows-zip.sh) and puts
# them, with a SHA256SUMS file, in one folder, target/release-files/VERSION.
# Prints that folder's path on standard output (all else goes to standard
# error).
#
#   dist/release.sh
#
# Needs what both scripts need: cargo-deb, rustup's x86_64-pc-windows-gnu
# target, mingw-w64, python3 with pip (.ci/run installs them all).
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "release: $*" >&2
  exit 1
}

case "${1-}" in
  "") ;;
  -h | --help)
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
  *)
    echo "release: unknown argument: $1 (try --help)" >&2
    exit 2
    ;;
esac

# What is released is what is committed: the zip carries the source of
# this commit, and the package the binary built from it.
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  fail "the work tree is not clean (commit or remove what git status lists)"
fi

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
[ -n "$version" ] || fail "no version in Cargo.toml"
folder=target/release-files/$version
rm -rf "$folder"
mkdir -p "$folder"

echo "release: the Debian package" >&2
dist/deb.sh >&2
debs=(target/debian/accessible-2048_"$version"-*.deb)
[ "${#debs[@]}" -eq 1 ] && [ -f "${debs[0]}" ] || fail "dist/deb.sh left ${debs[*]}"
cp "${debs[0]}" "$folder/"

echo "release: the Windows zip" >&2
zip=$(dist/windows-zip.sh)
[ -f "$zip" ] || fail "dist/windows-zip.sh left no zip ($zip)"
cp "$zip" "$folder/"

(cd "$folder" && sha256sum -- *.deb *.zip >SHA256SUMS && sha256sum --check --quiet SHA256SUMS) ||
  fail "SHA256SUMS does not check"
echo "release: $(ls "$folder" | tr '\n' ' ')" >&2
echo "$PWD/$folder"
