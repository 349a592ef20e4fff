#!/usr/bin/env bash
# The browser suite drives Debian's Chromium headless shell (package chromium-headless-shell; no
# browser download is possible here). CHROMIUM_PATH names another binary, such as /usr/bin/chromium.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
[ -x "$path" ] && exit 0
if [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium's headless shell not found: installing Debian's chromium-headless-shell package"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell >/dev/null
elif [ -z "${CHROMIUM_PATH:-}" ] && [ -x /usr/bin/chromium ]; then
  echo "Chromium's headless shell not found: the browser suite runs on /usr/bin/chromium (slower; apt-get install chromium-headless-shell)"
else
  echo "Chromium not found at $path: install Debian's headless shell (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH" >&2
  exit 1
fi
