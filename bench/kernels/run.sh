#!/usr/bin/env bash
# run.sh: the kernel benchmark. Builds every kernel three ways -- loopc's C,
# the hand-written C in hand/, and MLIR's own pipeline (mlir-opt to the LLVM
# dialect, then mlir-runner -O3) -- runs them all in one go, checks that the
# checksums agree bit for bit, and prints a markdown table. Each program times
# its kernel itself with rtclock (best of several repetitions).
# Usage: bench/kernels/run.sh [BUILD_DIR]   (default build; use a release build)
# Environment: CC (default gcc), CFLAGS (default -O2).
set -euo pipefail
cd "$(dirname "$0")/../.."
build="${1:-build}"
loopc="$build/tools/loopc"
cc="${CC:-gcc}"
cflags="${CFLAGS:--O2}"
llvm=/usr/lib/llvm-22
mlir_opt="$llvm/bin/mlir-opt"
mlir_runner="$llvm/bin/mlir-runner"
runner_libs="$llvm/lib/libmlir_runner_utils.so.22.1,$llvm/lib/libmlir_c_runner_utils.so.22.1"
kernels="reduce cond_reduce matmul stencil prefix_sum par_sum"
parallel=" matmul stencil par_sum "

[ -x "$loopc" ] || { echo "run.sh: no loopc at $loopc (build it first)" >&2; exit 1; }
have_mlir=1
[ -x "$mlir_opt" ] && [ -x "$mlir_runner" ] || have_mlir=0

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Both C variants link the same runtime, so they print and time identically.
"$cc" $cflags -fopenmp -std=c11 -Iruntime -c runtime/loopc_runtime.c -o "$work/rt.o"

for k in $kernels; do
  "$loopc" "bench/kernels/$k.mlir" --emit=c -o "$work/$k.loopc.c"
  "$cc" $cflags -fopenmp -std=c11 "$work/$k.loopc.c" "$work/rt.o" -lm -o "$work/$k.loopc"
  "$cc" $cflags -fopenmp -std=c11 "bench/kernels/hand/$k.c" "$work/rt.o" -lm -o "$work/$k.hand"
  if [ $have_mlir = 1 ]; then
    "$mlir_opt" "bench/kernels/$k.mlir" --convert-scf-to-cf --convert-to-llvm \
      --reconcile-unrealized-casts -o "$work/$k.llvm.mlir"
  fi
done

# run VARIANT KERNEL THREADS -> "bits seconds" (lines 2 and 3 of the output)
run() {
  local out
  case $1 in
    loopc|hand) out=$(OMP_NUM_THREADS=$3 "$work/$2.$1") ;;
    mlir) out=$("$mlir_runner" -O3 -e main -entry-point-result=void \
                -shared-libs="$runner_libs" "$work/$2.llvm.mlir") ;;
  esac
  echo "$out" | sed -n '2p;3p' | tr '\n' ' '
}

ratio() { awk "BEGIN { if ($2 > 0) printf \"%.2f\", $1 / $2; else print \"-\" }"; }

status=0
echo "| kernel | loopc s | hand C s | MLIR s | loopc/hand | loopc/MLIR | loopc 2T s | hand C 2T s | loopc 1T/2T | hand 1T/2T | checksum |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
for k in $kernels; do
  read -r lb lt <<< "$(run loopc $k 1)"
  read -r hb ht <<< "$(run hand $k 1)"
  mb=$lb; mt="-"
  [ $have_mlir = 1 ] && read -r mb mt <<< "$(run mlir $k 1)"
  l2t="-"; h2t="-"; lsp="-"; hsp="-"; l2b=$lb; h2b=$lb
  name=$k
  if [[ "$parallel" == *" $k "* ]]; then
    read -r l2b l2t <<< "$(run loopc $k 2)"
    read -r h2b h2t <<< "$(run hand $k 2)"
    lsp=$(ratio "$lt" "$l2t"); hsp=$(ratio "$ht" "$h2t")
    name="$k (parallel)"
  fi
  check=ok
  for b in "$hb" "$mb" "$l2b" "$h2b"; do
    [ "$b" = "$lb" ] || { check="MISMATCH ($lb $hb $mb $l2b $h2b)"; status=1; }
  done
  mr="-"; [ "$mt" != "-" ] && mr=$(ratio "$lt" "$mt")
  echo "| $name | $lt | $ht | $mt | $(ratio "$lt" "$ht") | $mr | $l2t | $h2t | $lsp | $hsp | $check |"
done
exit $status
