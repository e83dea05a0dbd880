#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Inference Console authors
# SPDX-License-Identifier: GPL-2.0-or-later
# Builds every libFuzzer target with clang (ASan + UBSan) and runs each for a few seconds.
# Usage: run-smoke.sh SOURCE_DIR BUILD_DIR SECONDS. Exit 77 (skipped) when clang is missing.
set -eu
src=$1 build=$2 secs=${3:-10}
command -v clang++ >/dev/null 2>&1 || { echo "clang++ not found: fuzz smoke skipped"; exit 77; }
CC=clang CXX=clang++ cmake -S "$src" -B "$build" -G Ninja -DIC_BUILD_FUZZERS=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$build.configure.log" 2>&1 || { cat "$build.configure.log"; exit 1; }
cmake --build "$build" -j2
found=0
for f in "$build"/tests/fuzz_*; do
  [ -f "$f" ] && [ -x "$f" ] || continue
  found=1
  name=$(basename "$f")
  corpus="$build/corpus-$name"
  mkdir -p "$corpus"
  seeds="$src/tests/fixtures"
  echo "== $name (${secs}s)"
  "$f" -max_total_time="$secs" -max_len=65536 -rss_limit_mb=2048 -print_final_stats=1 "$corpus" "$seeds" \
    "$src/tests/fuzz/regressions" \
    2>"$build/$name.log" || { tail -40 "$build/$name.log"; exit 1; }
  grep -E 'stat::number_of_executed_units' "$build/$name.log" || true
done
[ "$found" = 1 ] || { echo "no fuzz targets built"; exit 1; }
