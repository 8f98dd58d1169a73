#!/usr/bin/env bash
# same_output.sh: checks that two loopc builds write the same output (C, the C
# header, the embedded runtime, optimized IR, diagnostics and exit status) for
# every input the repository has, so that a refactoring can show it changed no
# byte. Usage:
#   tools/same_output.sh [-j N] [--no-onnx-testdata] OLD_LOOPC NEW_LOOPC [INPUT...]
# INPUTs (files or directories, searched for *.mlir and *.onnx) default to
# tests/, samples/ and bench/, plus the ONNX backend node tests of Debian's
# libonnx-testdata when installed. Each input is compiled with every variant
# below (with --split-input-file when it holds `// -----`); the two builds'
# stdout, stderr and exit status must be equal. Exits 1 and shows the first
# differences otherwise. An old build to compare with:
#   git worktree add --detach /tmp/base main && meson setup /tmp/base/build
#   ninja -C /tmp/base/build tools/loopc
set -euo pipefail
cd "$(dirname "$0")/.."

jobs=2
testdata=1
while [ $# -gt 0 ]; do
  case "$1" in
    -j) jobs="$2"; shift 2 ;;
    --no-onnx-testdata) testdata=0; shift ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) break ;;
  esac
done
if [ $# -lt 2 ]; then
  echo "usage: tools/same_output.sh [-j N] [--no-onnx-testdata] OLD_LOOPC NEW_LOOPC [INPUT...]" >&2
  exit 2
fi
old=$(realpath "$1")
new=$(realpath "$2")
shift 2
for b in "$old" "$new"; do
  [ -x "$b" ] || { echo "same_output.sh: not an executable: $b" >&2; exit 2; }
done
inputs=("$@")
if [ ${#inputs[@]} -eq 0 ]; then
  inputs=(tests samples bench)
  node=/usr/share/libonnx-testdata/data/node
  [ $testdata = 1 ] && [ -d "$node" ] && inputs+=("$node")
fi

# Variants: what the C backend writes, with and without the passes, and the
# IR the default pipeline leaves.
variants=(
  "--emit=c"
  "--emit=c --embed-runtime"
  "--emit=header"
  "--emit=c -O0"
  "--emit=c --line-directives"
  "--emit=mlir -O2"
  "--print-generic"
)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find "${inputs[@]}" -type f \( -name '*.mlir' -o -name '*.onnx' \) | sort > "$work/files"
cases="$work/cases"
: > "$cases"
while IFS= read -r f; do
  split=""
  case "$f" in
    *.mlir) grep -q '^// -----' "$f" && split=" --split-input-file" ;;
  esac
  for v in "${variants[@]}"; do
    printf '%s\t%s\n' "$v$split" "$f" >> "$cases"
  done
done < "$work/files"

# One case: both builds, outputs compared; prints the case when they differ.
compare_one() {
  local opts="$1" file="$2" dir
  dir=$(mktemp -d "$WORK/c.XXXXXX")
  local rc_old=0 rc_new=0
  # shellcheck disable=SC2086
  timeout 120 "$OLD" $opts "$file" > "$dir/old.out" 2> "$dir/old.err" < /dev/null || rc_old=$?
  # shellcheck disable=SC2086
  timeout 120 "$NEW" $opts "$file" > "$dir/new.out" 2> "$dir/new.err" < /dev/null || rc_new=$?
  if [ $rc_old != $rc_new ] || ! cmp -s "$dir/old.out" "$dir/new.out" ||
     ! cmp -s "$dir/old.err" "$dir/new.err"; then
    printf 'DIFF\t%s\t%s\t%s\t%s\t%s\n' "$opts" "$file" "$rc_old" "$rc_new" "$dir"
  else
    rm -rf "$dir"
  fi
}
export -f compare_one
export OLD="$old" NEW="$new" WORK="$work"

tr '\n' '\0' < "$cases" |
  xargs -0 -P "$jobs" -n 1 bash -c 'IFS=$'"'"'\t'"'"' read -r o f <<< "$0"; compare_one "$o" "$f"' \
  > "$work/result"

ncases=$(wc -l < "$cases")
nfiles=$(wc -l < "$work/files")
ndiff=$(grep -c '^DIFF' "$work/result" || true)
if [ "$ndiff" = 0 ]; then
  echo "same_output.sh: same output for $ncases cases ($nfiles inputs x ${#variants[@]} variants)"
  exit 0
fi
echo "same_output.sh: $ndiff of $ncases cases differ:"
shown=0
while IFS=$'\t' read -r _ opts file rc_old rc_new dir; do
  echo "--- loopc $opts $file (exit $rc_old -> $rc_new)"
  if [ $shown -lt 5 ]; then
    diff "$dir/old.out" "$dir/new.out" | head -20 || true
    diff "$dir/old.err" "$dir/new.err" | head -10 || true
    shown=$((shown + 1))
  fi
done < "$work/result"
exit 1
