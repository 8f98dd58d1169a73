#!/usr/bin/env bash
# verify.sh: verifier time at three sizes (it must grow linearly), against
# mlir-opt's verifier on the same program, in one run. loopc reports its
# verify phase with --timing; mlir-opt's verifier time is its parse+verify
# time minus its time with --mlir-very-unsafe-disable-verifier-on-parsing
# (best of 3 each). Usage: bench/verify.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
loopc="$build/tools/loopc"
mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

best() { sort -g | head -1; }
loopc_verify() { # file -> seconds in the verify phase
  for _ in 1 2 3; do
    "$loopc" "$1" -o /dev/null --timing 2>&1 >/dev/null | awk '$2 == "verify" { print $1 }'
  done | best
}
mlir_parse() { # file extra-flags... -> seconds in mlir-opt's Parser phase
  local f="$1"; shift
  for _ in 1 2 3; do
    "$mlir_opt" "$f" -o /dev/null --mlir-timing "$@" 2>&1 | awk '$NF == "Parser" { print $1 }'
  done | best
}

echo "| ops | loopc verify s | loopc us/op | mlir-opt verify s | ratio (mlir-opt / loopc) |"
echo "|---:|---:|---:|---:|---:|"
for n in 250000 500000 1000000; do
  /usr/bin/python3 bench/gen_program.py $n > "$work/p.mlir"
  lv=$(loopc_verify "$work/p.mlir")
  with=$(mlir_parse "$work/p.mlir")
  without=$(mlir_parse "$work/p.mlir" --mlir-very-unsafe-disable-verifier-on-parsing)
  awk -v n=$n -v lv=$lv -v w=$with -v wo=$without 'BEGIN {
    mv = w - wo; if (mv < 0) mv = 0;
    printf "| %d | %.3f | %.3f | %.3f | %.2fx |\n", n, lv, lv / n * 1e6, mv, (lv > 0 ? mv / lv : 0) }'
done
