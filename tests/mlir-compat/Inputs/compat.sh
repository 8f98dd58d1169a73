#!/bin/bash
# compat.sh LOOPC MLIR_OPT TMPDIR FILE-OR-DIR...: loopc's modern output (custom
# and generic) of every input is accepted by mlir-opt, and mlir-opt's output
# is accepted by loopc and describes the same IR: mlir-opt prints loopc's
# re-print of it exactly as it printed it.
loopc=$1
mlir_opt=$2
tmp=$3
shift 3
mkdir -p "$tmp"
status=0
n=0
fail() { echo "FAIL: $1: $2"; status=1; }
files=()
for arg in "$@"; do
  if [ -d "$arg" ]; then
    for f in "$arg"/*.mlir; do [ -e "$f" ] && files+=("$f"); done
  else
    files+=("$arg")
  fi
done
for f in "${files[@]}"; do
  b=$tmp/$(basename "$f" .mlir)
  n=$((n + 1))
  if ! "$loopc" "$f" --syntax=modern > "$b.loopc"; then fail "$f" "loopc rejects it"; continue; fi
  "$mlir_opt" "$b.loopc" > "$b.mlir" || { fail "$f" "mlir-opt rejects loopc's output"; continue; }
  "$loopc" "$f" --syntax=modern --print-generic > "$b.generic" &&
    "$mlir_opt" "$b.generic" > "$b.generic.mlir" || fail "$f" "mlir-opt rejects loopc's generic output"
  diff -u "$b.mlir" "$b.generic.mlir" || fail "$f" "generic and custom forms differ for mlir-opt"
  "$loopc" "$b.mlir" > "$b.back" || { fail "$f" "loopc rejects mlir-opt's output"; continue; }
  "$mlir_opt" "$b.back" > "$b.back.mlir" || { fail "$f" "mlir-opt rejects loopc's re-print"; continue; }
  diff -u "$b.mlir" "$b.back.mlir" || fail "$f" "IR changed through loopc"
  # mlir-opt's own names are kept, so loopc reprints its output verbatim
  # (up to the trailing space mlir-opt leaves after a bare scf.reduce).
  diff -b -B -u "$b.mlir" "$b.back" || fail "$f" "loopc prints mlir-opt's output differently"
done
echo "checked $n files"
[ "$n" -gt 0 ] || { echo "FAIL: no inputs"; status=1; }
exit $status
