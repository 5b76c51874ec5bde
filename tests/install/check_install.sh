#!/usr/bin/env bash
# Installs the build into a temporary prefix, as `cmake --install` does for a player, and checks
# what a desktop needs: both programs, the assets, the .desktop file, every icon size and the
# AppStream metainfo (checked by desktop-file-validate and appstreamcli; without them, a skip),
# and that the installed game, started from another working directory, uses the installed assets.
#   check_install.sh BUILD_DIR APP_ID
set -euo pipefail
build=$1 id=$2
prefix=$(mktemp -d "${TMPDIR:-/tmp}/gomoku-install.XXXXXX")
trap 'rm -rf "$prefix"' EXIT
fail() { echo "check_install: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" >/dev/null
for file in bin/gomoku bin/pbrain-gomoku bin/gomoku-lobby lib/systemd/system/gomoku-lobby.service share/gomoku/LICENSES.md share/gomoku/fonts/wenkai-subset.ttf \
    share/gomoku/textures/wood.png share/gomoku/textures/background.jpg share/gomoku/music/theme.ogg \
    share/gomoku/sounds/click.wav "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml"; do
  [[ -s $prefix/$file ]] || fail "$file was not installed"
done
for size in 16 24 32 48 64 128 256 512; do
  icon="share/icons/hicolor/${size}x${size}/apps/$id.png"
  [[ -s $prefix/$icon ]] || fail "$icon was not installed"
done

# A validator that is missing leaves its file unchecked: the rest is checked, and the test then
# reports a skip (status 77, CTest's SKIP_RETURN_CODE), not a pass.
unchecked=()
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$prefix/share/applications/$id.desktop" || fail "desktop-file-validate refused $id.desktop"
else
  unchecked+=("desktop-file-validate is not installed (desktop-file-utils)")
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml" >/dev/null ||
    fail "appstreamcli refused $id.metainfo.xml: $(appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml")"
else
  unchecked+=("appstreamcli is not installed (appstream)")
fi

# The installed game, started from /, must take its assets from the prefix (the source tree it
# was built from also has them, so a wrong path would go unnoticed without this check).
unset GOMOKU_ASSETS
report=$(cd / && SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy GOMOKU_PREF_DIR="$prefix/pref" \
  "$prefix/bin/gomoku" --windowed --first-frame-ms 2>&1) || fail "the installed game did not start: $report"
grep -q "(assets: $prefix/share/gomoku)" <<<"$report" || fail "the installed game did not use its assets: $report"
if grep -E "\((not found|damaged)\)" <<<"$report"; then fail "the installed game misses assets"; fi
"$prefix/bin/pbrain-gomoku" <<<"END" >/dev/null || fail "the installed pbrain-gomoku did not run"
"$prefix/bin/gomoku-lobby" --help >/dev/null || fail "the installed gomoku-lobby did not run"
grep -q "^ExecStart=$prefix/bin/gomoku-lobby " "$prefix/lib/systemd/system/gomoku-lobby.service" ||
  fail "the lobby's unit does not start the lobby"
if ((${#unchecked[@]})); then
  printf '%s: not validated\n' "${unchecked[@]}"
  exit 77
fi
echo "installed and checked: $id"
