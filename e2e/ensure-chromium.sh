#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell; install it when missing (needs root, as on CI
# and dev machines). CHROMIUM_PATH may name another Chromium, which is then expected to be there.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$chromium" ]; then exit 0; fi
if [ -n "${CHROMIUM_PATH:-}" ] || [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing at $chromium: install Debian's 'chromium-headless-shell' package." >&2
  exit 1
fi
echo "Installing Debian's chromium-headless-shell for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-dejavu-core
