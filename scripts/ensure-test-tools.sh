#!/usr/bin/env bash
# The tests use a few programs from Debian: Chromium's headless shell for the browser tests and Chromium for the
# Lighthouse bench (Playwright's own download cannot work offline), oathtool (an independent TOTP implementation), pdftotext (reads the PDFs the API makes) and
# python3-icalendar (an independent parser of the agenda feed, in Debian's /usr/bin/python3) and haproxy. Installs the
# missing ones when this user may; otherwise says exactly what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v oathtool >/dev/null || missing+=(oathtool)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
/usr/bin/python3 -c 'import icalendar' 2>/dev/null || missing+=(python3-icalendar)
# The load balancer of the cross-process tests and of `npm run start:cluster`.
command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing for the tests: ${missing[*]}. Install them (sudo apt-get install -y ${missing[*]})" \
  "or set CHROMIUM_PATH to your Chromium." >&2
exit 1
