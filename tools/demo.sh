#!/usr/bin/env bash
# demo.sh: the main job end to end: set up, compile a sample to C, show the C,
# then build and run it (loopc run compiles the C with cc and calls @main).
# Usage: tools/demo.sh [SAMPLE.mlir]   (default: samples/conditional_reduce.mlir)
set -euo pipefail
cd "$(dirname "$0")/.."
sample="${1:-samples/conditional_reduce.mlir}"
tools/setup.sh
mkdir -p build/demo
out="build/demo/$(basename "${sample%.mlir}").c"
build/tools/loopc "$sample" --emit=c -o "$out"
echo "== $sample compiled to $out:"
cat "$out"
echo "== loopc run $sample -e main:"
build/tools/loopc run "$sample" -e main
