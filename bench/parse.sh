#!/usr/bin/env bash
# parse.sh: parse+verify+print throughput and peak memory of loopc against
# mlir-opt on the same generated program (modern spelling), at three sizes,
# measured in one run. Prints a markdown table with the ratios.
# Then loopc alone at 2.5M, 5M and 10M ops (mlir-opt would need minutes and
# gigabytes there), to show that time per op and memory stay flat.
# Usage: bench/parse.sh [BUILD_DIR]   (default build; use an optimized build)
# Environment: BIG=0 skips the large sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
loopc="$build/tools/loopc"
mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Time is user+system CPU seconds (robust when other work shares the machine;
# both programs parse on one thread), best of 3; memory is peak RSS.
measure() { # command... -> "seconds kilobytes"
  local best_t="" best_m=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%U %S %M" -o "$work/time" "$@" > /dev/null
    read -r u s m < "$work/time"
    t=$(awk -v u=$u -v s=$s 'BEGIN { print u + s }')
    if [ -z "$best_t" ] || awk "BEGIN{exit !($t < $best_t)}"; then best_t=$t; fi
    if [ -z "$best_m" ] || [ "$m" -lt "$best_m" ]; then best_m=$m; fi
  done
  echo "$best_t $best_m"
}

echo "| ops | loopc CPU s | mlir-opt CPU s | speed ratio | loopc MB | mlir-opt MB | memory ratio |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for n in 250000 500000 1000000; do
  /usr/bin/python3 bench/gen_program.py $n > "$work/p.mlir"
  read -r lt lm < <(measure "$loopc" "$work/p.mlir" -o "$work/out.mlir")
  read -r mt mm < <(measure "$mlir_opt" "$work/p.mlir" -o "$work/out2.mlir")
  awk -v n=$n -v lt=$lt -v lm=$lm -v mt=$mt -v mm=$mm 'BEGIN {
    printf "| %d | %.2f | %.2f | %.2fx faster | %.0f | %.0f | %.2fx of mlir-opt |\n",
      n, lt, mt, (lt > 0 ? mt / lt : 0), lm / 1024, mm / 1024, lm / mm }'
done

[ "${BIG:-1}" = 0 ] && exit 0
echo
echo "| ops | loopc CPU s | us per op | loopc MB |"
echo "|---:|---:|---:|---:|"
for n in 1000000 2500000 5000000 10000000; do
  /usr/bin/python3 bench/gen_program.py $n > "$work/p.mlir"
  read -r lt lm < <(measure "$loopc" "$work/p.mlir" -o "$work/out.mlir")
  awk -v n=$n -v lt=$lt -v lm=$lm 'BEGIN {
    printf "| %d | %.2f | %.2f | %.0f |\n", n, lt, lt * 1e6 / n, lm / 1024 }'
done
