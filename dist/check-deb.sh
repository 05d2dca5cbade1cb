#!/usr/bin/env bash
# Installs the package dist/deb.sh built on this machine (as root, with
# apt-get), checks what a player gets, then removes it and checks nothing of
# it is left: it depends on no libspeechd, the game starts and plays a
# line-mode game, speaks from a cold start, `man 6` finds its page, bash
# completes through the installed script, the menu entry is valid and
# starts the game with Orca reading, and finds the hint network when the
# package carries one. For CI (.ci/run): it changes the
# machine's /usr.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "check-deb: $*" >&2
  exit 1
}

packages=(target/debian/accessible-2048_*.deb)
[ "${#packages[@]}" -eq 1 ] && [ -f "${packages[0]}" ] || fail "build exactly one package first (dist/deb.sh): ${packages[*]}"
package=${packages[0]}
if dpkg-query -W -f='${Status}' accessible-2048 2>/dev/null | grep -q "install ok installed"; then
  fail "accessible-2048 is installed already; remove it first"
fi

export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq "./$package" >/dev/null
files=$(dpkg -L accessible-2048)
remove() { apt-get remove -y -qq accessible-2048 >/dev/null; }
trap remove EXIT

echo "check-deb: installed $(dpkg-query -W -f='${Package} ${Version}, depends: ${Depends}' accessible-2048)"
# Speech goes to speech-dispatcher over its socket (pure Rust): the package
# needs no libspeechd.
depends=$(dpkg-query -W -f='${Depends}' accessible-2048)
case "$depends" in *libspeechd*) fail "the package depends on libspeechd: $depends" ;; esac
[ "$(command -v accessible-2048)" = /usr/bin/accessible-2048 ] || fail "not on PATH as /usr/bin/accessible-2048"
version=$(accessible-2048 --version)
[ "$version" = "accessible-2048 $(dpkg-query -W -f='${Version}' accessible-2048 | sed 's/-[^-]*$//')" ] || fail "--version says: $version"
file /usr/bin/accessible-2048 | grep -q ", stripped" || fail "the binary is not stripped: $(file /usr/bin/accessible-2048)"

data=$(mktemp -d)
game=$(printf 'left\nquit\n' | accessible-2048 --no-speech --no-sound --lang en-US --data-dir "$data")
echo "$game"
[ "$(printf '%s\n' "$game" | wc -l)" -ge 3 ] || fail "the game said too little"
printf '%s\n' "$game" | grep -q "^New game" || fail "no new game started"
rm -rf "$data"

# The hint engine's trained network: when the package carries it, the
# installed game finds it and searches with it, for a plain user (who can
# only read it); without it, the game says it uses its heuristic.
network=/usr/share/accessible-2048/ntuple-4x6.weights
carried=no
if printf '%s\n' "$files" | grep -qxF "$network"; then
  carried=yes
  [ "$(stat -c %a "$network")" = 644 ] || fail "$network has mode $(stat -c %a "$network")"
  # "n-tuple network (" or "n-tuple network of two stages, ... (".
  expected="evaluation: n-tuple network"
else
  expected="evaluation: heuristic (no network file)"
fi
report=$(cd / && env -u ACCESSIBLE_2048_NETWORK runuser -u nobody -- accessible-2048 autoplay \
  --games 1 --seed 1 --budget-ms 1 --four-chance 0.9 --threads 1) ||
  fail "autoplay failed as a plain user"
evaluation=$(printf '%s\n' "$report" | grep '^evaluation: ') || fail "autoplay named no evaluation: $report"
echo "check-deb: $evaluation"
case "$evaluation" in
  "$expected"*) ;;
  *) fail "the installed game says $evaluation, expected $expected" ;;
esac
if [ "$carried" = yes ]; then
  case "$evaluation" in *", $network)") ;; *) fail "the network was not read from $network: $evaluation" ;; esac
fi

# The installed game speaks from a cold start: no speech server running, the
# stock espeak-ng module, sound through a private PulseAudio null sink.
ACCESSIBLE_2048_GAME=/usr/bin/accessible-2048 \
  cargo test --release --locked --test speech_cold_start -- --nocapture 2>&1 | grep -E "^(test |first words)" ||
  fail "the installed game did not speak from a cold start"

page=$(man -w 6 accessible-2048) || fail "man -w 6 accessible-2048 finds no page"
[ "$page" = /usr/share/man/man6/accessible-2048.6.gz ] || fail "man finds $page"
man 6 accessible-2048 2>/dev/null | grep -q "accessible-2048" || fail "man 6 accessible-2048 renders nothing"

for doc in copyright README.md LICENSE-MIT LICENSE-APACHE THIRD-PARTY; do
  [ -s "/usr/share/doc/accessible-2048/$doc" ] || fail "/usr/share/doc/accessible-2048/$doc is missing"
done
for script in /usr/share/bash-completion/completions/accessible-2048 \
  /usr/share/zsh/vendor-completions/_accessible-2048 \
  /usr/share/fish/vendor_completions.d/accessible-2048.fish; do
  [ -s "$script" ] || fail "$script is missing"
done

# The applications menu's entry and the software centres' listing: in
# place, valid, and the entry starts the game in a terminal that Orca reads
# (tests/e2e_orca.rs, on the installed entry).
entry=/usr/share/applications/io.github.accessible_2048.accessible_2048.desktop
metainfo=/usr/share/metainfo/io.github.accessible_2048.accessible_2048.metainfo.xml
[ -s "$entry" ] || fail "$entry is missing"
[ -s "$metainfo" ] || fail "$metainfo is missing"
desktop-file-validate "$entry" || fail "$entry is not a valid desktop entry"
appstreamcli validate --no-net --pedantic "$metainfo" || fail "$metainfo is not valid AppStream"
ACCESSIBLE_2048_DESKTOP_ENTRY="$entry" \
  cargo test --release --locked --test e2e_orca the_menu_entry -- --ignored --nocapture 2>&1 | grep -E "^test " ||
  fail "the game did not start from its menu entry with Orca reading"

# Bash completion, through the function the installed script registers:
# after a subcommand, and the values of --verbosity.
complete_line() {
  bash -c '
    source /usr/share/bash-completion/completions/accessible-2048
    spec=$(complete -p accessible-2048)
    function=${spec#*-F }; function=${function%% *}
    COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 ))
    "$function" accessible-2048 "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}" 2>/dev/null
    echo "${COMPREPLY[*]}"
  ' complete "$@"
}
[ "$(complete_line accessible-2048 play --verb)" = "--verbosity" ] || fail "bash does not complete after play: $(complete_line accessible-2048 play --verb)"
[ "$(complete_line accessible-2048 --verbosity '')" = "brief normal full" ] || fail "bash offers $(complete_line accessible-2048 --verbosity '') for --verbosity"

trap - EXIT
remove
dpkg-query -W -f='${Status}' accessible-2048 2>/dev/null | grep -q "install ok installed" && fail "still installed"
left=()
while IFS= read -r path; do
  # Directories the package shares with others (/usr/share/man, ...) stay.
  if [ -e "$path" ] && ! [ -d "$path" ]; then left+=("$path"); fi
  case "$path" in */accessible-2048) [ -d "$path" ] && left+=("$path") ;; esac
done <<<"$files"
[ "${#left[@]}" -eq 0 ] || fail "left behind after remove: ${left[*]}"
echo "check-deb: installed, played, found the manual page and completions, removed without a trace"
