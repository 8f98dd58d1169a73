#!/bin/sh
# every-pass.sh LOOPC FILE...: runs each pass of `LOOPC --list-passes` alone,
# then each -O level to C, on every FILE; prints a FAIL line for each run
# that does not exit 0.
loopc=$1
shift
passes=$("$loopc" --list-passes | awk '/^[a-z]/ { print $1 }') # not -O lines, nor indented options
[ -n "$passes" ] || { echo "FAIL: no passes listed"; exit 0; }
for f in "$@"; do
  for p in $passes; do
    "$loopc" "$f" "--$p" > /dev/null 2>&1 || echo "FAIL --$p $f"
  done
  for o in -O1 -O2 -O3; do
    "$loopc" "$f" $o --emit=c > /dev/null 2>&1 || echo "FAIL $o $f"
  done
done
