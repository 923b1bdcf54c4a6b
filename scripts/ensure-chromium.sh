#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium and never download a browser of their own: install the
# Debian packages when they are missing (the one network install `npm test` may do). The specs
# run in `chromium-headless-shell`, Chromium's lean headless build (the one Playwright itself
# runs headless), at half the CPU of the full browser's headless mode; the benchmarks and
# screenshots for people use the full `chromium`.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  exit 0
fi
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Debian's ${missing[*]} missing: installing with apt-get"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
