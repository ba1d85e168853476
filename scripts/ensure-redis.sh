#!/usr/bin/env bash
# The CLI's queue test (packages/cli/test/queue.test.ts) starts Debian's redis-server on a free
# local port. Installs it with apt-get when it is missing; the test itself starts and stops it
# (the package's own service is not needed, and is not started here).
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then
  redis-server --version
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "redis-server is missing: install Debian's redis-server (sudo apt-get install redis-server) and run again, or the queue test is skipped." >&2
  exit 1
fi
echo "Installing Debian's redis-server for the queue test..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# policy-rc.d keeps apt from starting the package's own service: the test starts its own server.
policy=/usr/sbin/policy-rc.d
made_policy=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod +x "$policy"
  made_policy=1
fi
apt-get install -y -qq redis-server >/dev/null
if [ "$made_policy" = "1" ]; then rm -f "$policy"; fi
redis-server --version
