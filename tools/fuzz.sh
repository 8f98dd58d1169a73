#!/usr/bin/env bash
# fuzz.sh: runs a libFuzzer campaign on one harness (docs/fuzzing.md).
#   tools/fuzz.sh TARGET SECONDS [libFuzzer options...]   fuzz for SECONDS
#   tools/fuzz.sh --merge TARGET   add what the campaigns found that covers
#                                  new code to the committed corpus
# TARGET is text or onnx. The campaign's corpus and findings live in
# build-fuzz/campaign/TARGET/ (kept between runs, so campaigns add up);
# crashes, leaks and timeouts land in its findings/ directory. The fuzzer
# runs as one process at nice 19: it only takes otherwise idle CPU.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: tools/fuzz.sh text|onnx SECONDS [options] | tools/fuzz.sh --merge text|onnx" >&2; exit 2; }
merge=0
if [ "${1:-}" = "--merge" ]; then merge=1; shift; fi
target="${1:-}"
case "$target" in text|onnx) ;; *) usage ;; esac
shift
tools/setup.sh --fuzz >/dev/null
fuzzer=build-fuzz/fuzz/fuzz_$target
work=build-fuzz/campaign/$target
mkdir -p "$work/corpus" "$work/findings"

if [ $merge = 1 ]; then
  exec nice -n 19 "$fuzzer" -merge=1 "fuzz/corpus/$target" "$work/corpus"
fi
secs="${1:-}"
[[ "$secs" =~ ^[0-9]+$ ]] || usage
shift
# -entropic=0: libFuzzer's entropic schedule spent 84% of the time updating
# feature frequencies (tens of thousands of features), a 7x slowdown.
# -timeout: an input that takes this long is a finding (superlinear work).
# Inputs beyond 4 KiB add little coverage and cost throughput.
export ASAN_OPTIONS="${ASAN_OPTIONS:-quarantine_size_mb=64:malloc_context_size=10}"
exec nice -n 19 "$fuzzer" -entropic=0 -max_total_time="$secs" -max_len=4096 -timeout=25 \
  -rss_limit_mb=2048 -dict="fuzz/$target.dict" -artifact_prefix="$work/findings/" \
  -print_final_stats=1 "$@" "$work/corpus" "fuzz/corpus/$target" "fuzz/regressions/$target"
