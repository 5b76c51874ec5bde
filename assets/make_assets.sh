#!/usr/bin/env bash
# Regenerate every file under assets/ from Debian packages only, deterministically.
#   bash assets/make_assets.sh            (from anywhere; writes into this script's folder)
# Needs: python3 with numpy and Pillow (python3-numpy, python3-pil), sox, vorbis-tools
# (oggenc), fonttools (pyftsubset), fonts-lxgw-wenkai. Run as root, it installs what is missing.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
PY=/usr/bin/python3          # Debian's python, where python3-numpy / python3-pil live

need_pkgs=()
[ -x "$PY" ] || need_pkgs+=(python3)
"$PY" -c 'import numpy' 2>/dev/null || need_pkgs+=(python3-numpy)
"$PY" -c 'import PIL' 2>/dev/null || need_pkgs+=(python3-pil)
"$PY" -c 'import fontTools' 2>/dev/null && command -v pyftsubset >/dev/null || need_pkgs+=(fonttools)
command -v oggenc >/dev/null || need_pkgs+=(vorbis-tools)
command -v sox >/dev/null || need_pkgs+=(sox)
font=""
for f in /usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf \
         /usr/share/fonts/truetype/lxgw/LXGWWenKai-Regular.ttf; do
    [ -f "$f" ] && font="$f" && break
done
[ -n "$font" ] || need_pkgs+=(fonts-lxgw-wenkai)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need_pkgs+=(fonts-dejavu-core)

if [ ${#need_pkgs[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
        echo "installing: ${need_pkgs[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_pkgs[@]}"
    else
        echo "missing packages: ${need_pkgs[*]} (run as root, or: sudo apt-get install ${need_pkgs[*]})" >&2
        exit 1
    fi
fi
if [ -z "$font" ]; then
    font="$(dpkg -L fonts-lxgw-wenkai | grep '/LXGWWenKai-Regular.ttf$' | head -n1)"
fi

mkdir -p "$here/textures" "$here/sounds" "$here/music" "$here/fonts" "$here/icons"

echo "== textures"
"$PY" "$here/tools/textures.py" "$here"

echo "== icons"
"$PY" "$here/tools/icons.py" "$here"

echo "== sounds and music"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$PY" "$here/tools/sounds.py" "$here" "$tmp/theme.wav"
# Fixed serial number so the .ogg is byte-for-byte reproducible.
oggenc -Q -q 3 --serial 20241 -o "$here/music/theme.ogg" "$tmp/theme.wav"

echo "== font"
"$PY" "$here/tools/font_subset.py" "$font" "$here/fonts/wenkai-subset.ttf" "$root"
# The OFL text, from the Debian package's copyright file.
"$PY" "$here/tools/extract_ofl.py" /usr/share/doc/fonts-lxgw-wenkai/copyright "$here/fonts/OFL.txt"
"$PY" "$here/tools/figures_font.py" /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$here/fonts/figures.ttf"
awk '/^Files: \*/{f=1} /^Files: debian/{f=0} f' /usr/share/doc/fonts-dejavu-core/copyright |
    sed 's/^ \.$//; s/^ //' >"$here/fonts/DejaVu-LICENSE.txt"

echo "== check"
for f in "$here"/sounds/*.wav; do
    printf '%s: ' "$(basename "$f")"
    sox "$f" -n stat 2>&1 | awk '/Length/{l=$3} /Maximum amplitude/{mx=$3} /Minimum amplitude/{mn=$3} END{printf "%.3f s, peak %+.3f/%+.3f\n", l, mx, mn}'
done
du -ch "$here"/textures/*.png "$here"/textures/*.jpg "$here"/sounds/*.wav "$here"/music/*.ogg "$here"/fonts/*.ttf | tail -n1
echo "done"
