#!/bin/bash
# run.sh: the ONNX benchmark, loopc's compiled C against ONNX Runtime
# (onnxruntime-node, CPU) on three control-flow models; prints a markdown
# table (see docs/performance.md, "ONNX models vs ONNX Runtime").
#
# usage: bench/onnx/run.sh [N]     N timed runs per model (default 10)
# environment: LOOPC (a built loopc; default: build one in build-bench/),
#   CC (default cc), CFLAGS (default "-O2 -fopenmp"), WORK (scratch dir,
#   default a fresh temporary directory, kept only when KEEP=1).
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
N=${1:-10}
CC=${CC:-cc}
CFLAGS=${CFLAGS:-"-O2 -fopenmp"}
PY=/usr/bin/python3

if [ -z "${LOOPC:-}" ]; then
  if [ ! -x "$ROOT/build-bench/tools/loopc" ]; then
    [ -d "$ROOT/build-bench" ] || meson setup "$ROOT/build-bench" "$ROOT" --buildtype=release >/dev/null
  fi
  ninja -C "$ROOT/build-bench" >/dev/null
  LOOPC=$ROOT/build-bench/tools/loopc
fi
if [ ! -d "$HERE/node_modules/onnxruntime-node" ]; then
  echo "installing onnxruntime-node into bench/onnx/node_modules ..." >&2
  (cd "$HERE" && npm install --ignore-scripts --no-save --no-audit --no-fund onnxruntime-node >&2)
fi

if [ -z "${WORK:-}" ]; then
  WORK=$(mktemp -d "${TMPDIR:-/tmp}/loopc-onnx-bench-XXXXXX")
  [ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$WORK"' EXIT
fi
mkdir -p "$WORK"
"$PY" "$HERE/make_models.py" "$WORK"

now() { date +%s.%N; }
ms() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f", (b - a) * 1000 }'; }
field() { sed -n "s/.*\"$2\":\([0-9.eE+-]*\).*/\1/p" <<<"$1"; }

rows=()
for m in loop_scalar scan_rnn loop_matmul; do
  d=$WORK/$m
  echo "== $m" >&2
  t0=$(now)
  "$LOOPC" "$d/model.onnx" --emit=c --embed-runtime -o "$d/model.c"
  t1=$(now)
  $CC $CFLAGS -c "$d/model.c" -o "$d/model.o"
  t2=$(now)
  "$PY" "$HERE/gen_harness.py" "$d" >"$d/harness.c"
  $CC -O2 -c "$d/harness.c" -o "$d/harness.o"
  $CC $CFLAGS "$d/harness.o" "$d/model.o" -lm -o "$d/bench"
  lc=$("$d/bench" "$d" "$N")
  echo "loopc: $lc" >&2
  ort=$(node "$HERE/ort_time.js" "$d" "$N")
  echo "ort:   $ort" >&2
  diff=$("$PY" - "$d" <<'EOF'
import json, sys, numpy as np
d = sys.argv[1]
meta = json.load(open(d + '/meta.json'))
worst = 0.0
for k, o in enumerate(meta['outputs']):
    a = np.fromfile('%s/loopc_out_%d.bin' % (d, k), dtype=o['dtype'])
    b = np.fromfile('%s/ort_out_%d.bin' % (d, k), dtype=o['dtype'])
    if a.shape != b.shape or not np.all(np.isfinite(a)):
        worst = float('inf')
    else:
        worst = max(worst, float(np.max(np.abs(a.astype(np.float64) - b))))
print('%.3g' % worst)
EOF
)
  echo "max abs diff (all outputs): $diff" >&2
  lbest=$(field "$lc" best_ms)
  obest=$(field "$ort" best_ms)
  ratio=$(awk -v a="$obest" -v b="$lbest" 'BEGIN { printf "%.1fx", a / b }')
  rows+=("| $m | $(ms "$t0" "$t1") + $(ms "$t1" "$t2") | $(printf '%.3f' "$lbest") | $(printf '%.3f' "$obest") | $ratio | $diff |")
done

echo
echo "| model | loopc compile ms (ONNX->C + cc) | loopc run ms | ORT run ms | ORT / loopc | max abs diff |"
echo "|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
echo
echo "best of $N runs after one warm-up; CC='$CC' CFLAGS='$CFLAGS'; onnxruntime-node" \
  "$(node -p "require('$HERE/node_modules/onnxruntime-node/package.json').version"), CPU provider," \
  "default session options; $(nproc) cores"
