#!/usr/bin/env bash
# The browser suite drives Debian's Chromium (no browser download is possible here).
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$path" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found: installing Debian's chromium package"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
else
  echo "Chromium not found at $path: install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM_PATH" >&2
  exit 1
fi
