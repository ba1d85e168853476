#!/usr/bin/env bash
# The web client's browser test drives Debian's Chromium (a test tool's own browser download
# does not work on the project's machines). Installs it with apt-get when it is missing.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  chromium --version
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: install Debian's chromium (sudo apt-get install chromium) and run again." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser test..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
chromium --version
