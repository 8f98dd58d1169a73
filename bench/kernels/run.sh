#!/usr/bin/env bash
# run.sh: the kernel benchmark. Runs every kernel three ways -- with
# `loopc run` and its defaults (the -O2 pass pipeline, the C built with
# `cc -O3 -march=native`), the hand-written C in hand/ built with the same C
# flags, and MLIR's own pipeline (mlir-opt to the LLVM dialect, then
# mlir-runner -O3, which also compiles for the host) -- all in one go, checks
# that the checksums agree bit for bit, and prints a markdown table. Each
# program times its kernel itself with rtclock (best of several repetitions).
# Usage: bench/kernels/run.sh [BUILD_DIR]   (default build; use a release build)
# Environment: CC (default gcc), CFLAGS for the hand-written C (default
# `loopc run`'s: -O3 -march=native), ROUNDS (default 3), VERBOSE (non-empty:
# every measurement to stderr).
set -euo pipefail
case "${1:-}" in
  -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  -*) echo "run.sh: unknown option '$1' (--help)" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/../.."
build="${1:-build}"
loopc="$build/tools/loopc"
cc="${CC:-gcc}"
read -ra cflags <<< "${CFLAGS:--O3 -march=native}"
rounds="${ROUNDS:-3}"
llvm=/usr/lib/llvm-22
mlir_opt="$llvm/bin/mlir-opt"
mlir_runner="$llvm/bin/mlir-runner"
runner_libs="$llvm/lib/libmlir_runner_utils.so.22.1,$llvm/lib/libmlir_c_runner_utils.so.22.1"
kernels="reduce cond_reduce matmul matmul_naive stencil prefix_sum par_sum"
parallel=" matmul stencil par_sum "

[ -x "$loopc" ] || { echo "run.sh: no loopc at $loopc (build it first)" >&2; exit 1; }
have_mlir=1
[ -x "$mlir_opt" ] && [ -x "$mlir_runner" ] || have_mlir=0

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Both C variants link the same runtime, so they print and time identically.
"$cc" "${cflags[@]}" -fopenmp -std=c11 -Iruntime -c runtime/loopc_runtime.c -o "$work/rt.o"

# loopc run keeps its compiled programs in a cache of this run's own.
export XDG_CACHE_HOME="$work/cache" CC="$cc"
for k in $kernels; do
  "$loopc" run "bench/kernels/$k.mlir" -e main > /dev/null  # compile once, into the cache
  "$cc" "${cflags[@]}" -fopenmp -std=c11 "bench/kernels/hand/$k.c" "$work/rt.o" -lm -o "$work/$k.hand"
  if [ $have_mlir = 1 ]; then
    "$mlir_opt" "bench/kernels/$k.mlir" --convert-scf-to-cf --convert-to-llvm \
      --reconcile-unrealized-casts -o "$work/$k.llvm.mlir"
  fi
done

# run VARIANT KERNEL THREADS -> "bits seconds" (lines 2 and 3 of the output)
run() {
  local out
  case $1 in
    # Spinning workers: on a loaded machine a sleeping OpenMP worker is
    # woken late, which would measure the scheduler, not the code.
    loopc) out=$(OMP_NUM_THREADS=$3 OMP_WAIT_POLICY=active "$loopc" run "bench/kernels/$2.mlir" -e main) ;;
    hand) out=$(OMP_NUM_THREADS=$3 OMP_WAIT_POLICY=active "$work/$2.hand") ;;
    mlir) out=$("$mlir_runner" -O3 -e main -entry-point-result=void \
                -shared-libs="$runner_libs" "$work/$2.llvm.mlir") ;;
  esac
  echo "$out" | sed -n '2p;3p' | tr '\n' ' '
}

ratio() { awk "BEGIN { if ($2 > 0) printf \"%.2f\", $1 / $2; else print \"-\" }"; }
min() { awk "BEGIN { print ($1 < $2) ? $1 : $2 }"; }

# Every variant runs once per round, the rounds interleaved, and the best
# time over all rounds counts: on a shared machine a burst of load then
# spoils one round of one variant, not the result.
declare -A best bits
status=0
for ((round = 1; round <= rounds; round++)); do
  for k in $kernels; do
    variants="loopc:1 hand:1"
    [ $have_mlir = 1 ] && variants="$variants mlir:1"
    [[ "$parallel" == *" $k "* ]] && variants="$variants loopc:2 hand:2"
    for v in $variants; do
      read -r b t <<< "$(run "${v%:*}" "$k" "${v#*:}")"
      [ -n "${t:-}" ] || { echo "run.sh: $k $v printed no checksum and time" >&2; exit 1; }
      [ -n "${VERBOSE:-}" ] && echo "round $round: $k $v: $t s" >&2
      key="$k/$v"
      if [ -z "${best[$key]:-}" ]; then best[$key]=$t; else best[$key]=$(min "$t" "${best[$key]}"); fi
      ref="${bits[$k]:-$b}"
      bits[$k]=$ref
      if [ "$ref" != MISMATCH ] && [ "$b" != "$ref" ]; then
        echo "run.sh: $k: checksum bits of $v ($b) differ from $ref" >&2
        bits[$k]=MISMATCH; status=1
      fi
    done
  done
done

echo "| kernel | loopc s | hand C s | MLIR s | loopc/hand | loopc/MLIR | loopc 2T s | hand C 2T s | loopc 1T/2T | hand C 1T/2T | checksums |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
for k in $kernels; do
  lt=${best[$k/loopc:1]}; ht=${best[$k/hand:1]}; mt=${best[$k/mlir:1]:--}
  mr="-"; [ "$mt" != "-" ] && mr=$(ratio "$lt" "$mt")
  l2t="-"; h2t="-"; lsp="-"; hsp="-"; name=$k
  if [[ "$parallel" == *" $k "* ]]; then
    l2t=${best[$k/loopc:2]}; h2t=${best[$k/hand:2]}
    lsp=$(ratio "$lt" "$l2t"); hsp=$(ratio "$ht" "$h2t"); name="$k (parallel)"
  fi
  check=agree; [ "${bits[$k]}" = MISMATCH ] && check=MISMATCH
  echo "| $name | $lt | $ht | $mt | $(ratio "$lt" "$ht") | $mr | $l2t | $h2t | $lsp | $hsp | $check |"
done
echo
echo "(best of $rounds rounds; loopc: \`loopc run\` defaults; hand C: $cc ${cflags[*]}; 1T/2T: OMP_NUM_THREADS=1 vs 2; MLIR lowers scf.parallel to sequential loops; load average at the end: $(cut -d' ' -f1-3 /proc/loadavg))"
exit $status
