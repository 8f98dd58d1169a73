#!/bin/sh
# onnx_node_count.sh [BUILD_DIR]: runs every ONNX backend node test of
# Debian's libonnx-testdata (932 folders; several minutes) and checks that
#  * at least as many pass as tests/onnx/node-count.txt records, and
#  * every failure is a rejection at import or lowering (a clear message
#    naming the operator, type or attribute) or of test data that does not
#    fit the model's declared input types, never a wrong output, a crash or
#    a compiler error.
# Prints the totals; exits 1 on a regression. Update node-count.txt when
# more pass.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
data=/usr/share/libonnx-testdata/data/node
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$build/tools/loopc" onnx-test --timeout 60 "$data"/test_* > "$out" || true
tail -n 1 "$out"
bad=$(grep '^FAIL' "$out" | grep -v -E '^FAIL [^:]*: (import|lowering): |^FAIL [^:]*: input [0-9]+ is ' || true)
if [ -n "$bad" ]; then
  echo "onnx_node_count.sh: failures other than clear rejections:"
  echo "$bad"
  exit 1
fi
passed=$(tail -n 1 "$out" | sed -E 's/^([0-9]+) passed.*/\1/')
want=$(cat "$here/tests/onnx/node-count.txt")
if [ "$passed" -lt "$want" ]; then
  echo "onnx_node_count.sh: $passed pass, fewer than the $want recorded in tests/onnx/node-count.txt"
  exit 1
fi
echo "onnx_node_count.sh: $passed pass (at least $want recorded), no wrong output"
