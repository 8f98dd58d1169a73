#!/usr/bin/env bash
# asan_sweep.sh: runs a sanitized loopc over .mlir inputs, each pass of
# --list-passes alone and the -O levels (IR and C), and reports every run
# that a sanitizer stopped or that crashed. Wrong output is not its business
# (tests/diff and random_diff.py check that); a diagnostic and a non-zero
# exit on an input meant to be rejected is fine.
# Usage: tools/asan_sweep.sh [-j N] [BUILD_DIR] [FILE_OR_DIR...]
#   BUILD_DIR  a build with -Db_sanitize=address,undefined (default build-asan)
#   inputs     default: tests, samples, bench and /work/mlir-tests if present
# Prints one line per failing run (the command) and a count; exits 1 if any.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=2
if [ "${1:-}" = "-j" ]; then
  jobs=$2
  shift 2
fi
build=${1:-$root/build-asan}
[ $# -gt 0 ] && shift
loopc="$build/tools/loopc"
[ -x "$loopc" ] || { echo "asan_sweep.sh: no $loopc (tools/setup.sh --sanitize builds it)" >&2; exit 2; }
if [ $# -eq 0 ]; then
  set -- "$root/tests" "$root/samples" "$root/bench"
  [ -d /work/mlir-tests ] && set -- "$@" /work/mlir-tests
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find "$@" -name '*.mlir' | sort > "$work/files"
{
  "$loopc" --list-passes | awk '/^[a-z]/ {print "--" $1}'
  printf '%s\n' -O1 -O2 -O3 "-O3 --emit=c" "-O2 --print-generic"
} > "$work/modes"
# One job per file: every mode in turn, so a job's output lines stay whole.
export loopc work
run_file() {
  local f=$1 mode out rc
  while IFS= read -r mode; do
    # shellcheck disable=SC2086
    out=$(ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
      timeout 60 "$loopc" "$f" $mode --split-input-file -o /dev/null 2>&1 >/dev/null) && rc=0 || rc=$?
    if [ "$rc" -ge 124 ] || grep -q 'runtime error\|AddressSanitizer\|LeakSanitizer' <<<"$out"; then
      echo "FAIL (exit $rc): $loopc $f $mode --split-input-file"
      grep -m3 'runtime error\|ERROR: \|SUMMARY' <<<"$out" | sed 's/^/    /' || true
    fi
  done < "$work/modes"
}
export -f run_file
xargs -P "$jobs" -I{} bash -c 'run_file "$1"' _ {} < "$work/files" | tee "$work/out"
n=$(grep -c '^FAIL' "$work/out" || true)
echo "asan_sweep.sh: $(wc -l < "$work/files") files x $(wc -l < "$work/modes") modes, $n failing runs"
[ "$n" -eq 0 ]
