#!/usr/bin/env bash
# The browser tests use Debian's Chromium (Playwright's own download cannot work offline). Installs it when
# missing and this user may; otherwise says exactly what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $CHROMIUM: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
