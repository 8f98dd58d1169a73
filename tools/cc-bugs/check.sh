#!/bin/sh
# check.sh: builds the reproducers of the C compiler bugs loopc run works
# around (square.c: gcc PR 111764; fill.c: predictive commoning's race) with
# a compiler at -O2 and -O3, for this CPU and for baseline x86-64, with the
# flags `loopc run` would add for it or none, and runs them: the evidence
# for native.c's cc_workarounds (docs/DESIGN.md, "The C compiler and its
# flags"). On another architecture, set BASELINE to its baseline -march.
# usage: tools/cc-bugs/check.sh [CC [EXTRA_FLAGS]]   (default cc)
#   EXTRA_FLAGS: what the compiler needs to find OpenMP, or "old" to leave
#   out loopc's workarounds (to see the bugs)
# environment: LOOPC (default build/tools/loopc), FILLS (default 100000)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cc=${1:-cc}
extra=${2:-}
loopc=${LOOPC:-$here/../../build/tools/loopc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
workarounds=""
if [ "$extra" = old ]; then
  extra=""
else
  # loopc's own choice for this compiler: the flags between -fopenmp and -fPIC.
  workarounds=$(CC="$cc $extra" "$loopc" run --print-cc-command |
                sed -e 's/.* -fopenmp//' -e 's/ -fPIC.*//')
fi
status=0
for target in -march=native "-march=${BASELINE:-x86-64}"; do
  for opt in -O2 -O3; do
    flags="$opt $target -ffp-contract=off -fopenmp $extra$workarounds"
    # shellcheck disable=SC2086 # a flag set is several words
    $cc $flags "$here/square.c" -o "$work/square"
    # shellcheck disable=SC2086
    $cc $flags "$here/fill.c" -o "$work/fill"
    sq=$("$work/square" | tr '\n' ' ') || status=1
    fl=$(OMP_NUM_THREADS=2 "$work/fill" "${FILLS:-100000}") || status=1
    echo "$cc $flags: square: $sq; fill: $fl"
  done
done
exit $status
