#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium and never download a browser of their own: install the
# Debian package when it is missing (the one network install `npm test` may do).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Debian's chromium is missing: installing it with apt-get"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq chromium
