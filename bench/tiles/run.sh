#!/bin/bash
# run.sh: the MatMul tile shapes lower-onnx could emit, built for several
# targets, timed on one core (bench/tiles/tile.c); prints a markdown table.
# The shapes lower-onnx picks (matmul_tile in passes/onnx_lower_tensor.c):
# 8 rows of one vector for 512-bit vectors, 4 rows of four vectors for
# 256-bit, 4x32 otherwise. See docs/performance.md, "MatMul tiles".
# usage: bench/tiles/run.sh   (environment: CC, default cc; TARGETS, default
# "native x86-64-v3 x86-64" where the machine runs them)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CC=${CC:-cc}
TARGETS=${TARGETS:-"native x86-64-v3 x86-64"}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/loopc-tiles-XXXXXX")
trap 'rm -rf "$WORK"' EXIT
echo "| target (-march=) | type | tile | ms per 256^3 product | GFMA/s | result |"
echo "|---|---|---|---:|---:|---|"
for target in $TARGETS; do
  for ty in float double; do
    for shape in "8 16" "4 16" "4 32" "4 64" "8 8" "2 64"; do
      set -- $shape
      $CC -O3 -march="$target" -ffp-contract=off -DT="$ty" -DROWS="$1" -DCOLS="$2" \
        -DTARGET="\"$target\"" "$HERE/tile.c" -o "$WORK/tile" -lm
      "$WORK/tile"
    done
  done
done
echo
echo "$($CC --version | head -1); $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-);" \
  "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
