#!/bin/bash
# roundtrip.sh LOOPC TMPDIR FILE-OR-DIR...: for every .mlir input, printing,
# re-parsing and printing again gives identical text, in each spelling, in
# the generic form, and across spellings (classic -> modern -> classic),
# with the source's names (mlir-opt's names do not survive the classic trip).
loopc=$1
tmp=$2
shift 2
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
  if ! "$loopc" --print-names=source "$f" > "$b.own1"; then fail "$f" "does not parse"; continue; fi
  "$loopc" --print-names=source "$b.own1" > "$b.own2" && diff -u "$b.own1" "$b.own2" || fail "$f" "own spelling not stable"
  for s in classic modern; do
    "$loopc" --print-names=source "$f" --syntax=$s > "$b.$s.1" &&
      "$loopc" --print-names=source "$b.$s.1" --syntax=$s > "$b.$s.2" &&
      diff -u "$b.$s.1" "$b.$s.2" || fail "$f" "$s not stable"
    "$loopc" --print-names=source "$f" --syntax=$s --print-generic > "$b.$s.g1" &&
      "$loopc" --print-names=source "$b.$s.g1" --syntax=$s --print-generic > "$b.$s.g2" &&
      diff -u "$b.$s.g1" "$b.$s.g2" || fail "$f" "$s generic not stable"
    # The generic form parses to the same IR as the custom one.
    "$loopc" --print-names=source "$b.$s.g1" --syntax=$s > "$b.$s.g3" &&
      diff -u "$b.$s.1" "$b.$s.g3" || fail "$f" "$s generic -> custom differs"
  done
  "$loopc" --print-names=source "$b.classic.1" --syntax=modern > "$b.x.m" &&
    "$loopc" --print-names=source "$b.x.m" --syntax=classic > "$b.x.c" &&
    diff -u "$b.classic.1" "$b.x.c" || fail "$f" "classic -> modern -> classic differs"
  "$loopc" --print-names=source "$b.modern.1" --syntax=classic > "$b.y.c" &&
    "$loopc" --print-names=source "$b.y.c" --syntax=modern > "$b.y.m" &&
    diff -u "$b.modern.1" "$b.y.m" || fail "$f" "modern -> classic -> modern differs"
done
echo "checked $n files"
[ "$n" -gt 0 ] || { echo "FAIL: no inputs"; status=1; }
exit $status
