#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it when missing (needs root, as on CI and dev machines).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing at $chromium: install Debian's 'chromium' package (apt-get install chromium)." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core
