#!/usr/bin/env bash
# Builds the web app of another commit into a folder of its own, for benchmarks that set two
# builds side by side (crew-planner-render.ts). node_modules are hard links to this checkout's.
# Usage: bash bench/build-web-at.sh <git ref> <folder>; the build lands in <folder>/apps/web/dist.
set -euo pipefail
ref=$1
dir=$2
root=$(git rev-parse --show-toplevel)
rm -rf "$dir"
mkdir -p "$dir"
git -C "$root" archive "$ref" | tar -x -C "$dir"
cp -al "$root/node_modules" "$dir/node_modules"
(cd "$dir" && npm run build -w @crewhub/web)
