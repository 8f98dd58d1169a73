#!/usr/bin/env bash
# test.sh: sets everything up and runs the whole test suite twice: a normal
# build, then an ASan+UBSan build; then replays the fuzz corpora and past
# crashes through the libFuzzer harnesses of a clang ASan+UBSan build (the
# sanitized build and the fuzz replay are skipped with --fast).
set -euo pipefail
cd "$(dirname "$0")/.."
fast=0
[ "${1:-}" = "--fast" ] && fast=1

total_pass=0
total_fail=0
run_suite() { # build_dir setup-args...
  local dir="$1"; shift
  tools/setup.sh --build-dir "$dir" "$@"
  local rc=0
  meson test -C "$dir" --print-errorlogs --num-processes 1 || rc=$?
  local counts
  counts=$(/usr/bin/python3 - "$dir/lit-results.json" <<'PY'
import json, sys
try:
    tests = json.load(open(sys.argv[1]))["tests"]
except Exception:
    print("0 1"); sys.exit()
ok = sum(1 for t in tests if t["code"] in ("PASS", "XFAIL", "UNSUPPORTED"))
print(ok, len(tests) - ok)
PY
)
  set -- $counts
  echo "$dir: $1 passed, $2 failed"
  total_pass=$((total_pass + $1))
  total_fail=$((total_fail + $2))
  [ $rc = 0 ] || total_fail=$((total_fail > 0 ? total_fail : 1))
}

run_suite build
if [ $fast = 0 ]; then
  run_suite build-asan --sanitize
  tools/setup.sh --fuzz
  if meson test -C build-fuzz --suite fuzz --no-rebuild --print-errorlogs --num-processes 1; then
    echo "build-fuzz: corpora and regressions replayed"
  else
    echo "build-fuzz: the fuzz replay failed"
    total_fail=$((total_fail + 1))
  fi
fi
echo "$total_pass passed, $total_fail failed"
[ $total_fail = 0 ]
