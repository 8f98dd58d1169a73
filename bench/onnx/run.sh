#!/bin/bash
# run.sh: the ONNX benchmark, loopc's compiled C against ONNX Runtime
# (onnxruntime-node, CPU) on four control-flow models, dense layers and
# convolutions; prints a markdown table of compute times (the compiled model
# called in a loop; ORT's session.run), for the models that count their
# multiply-adds their rate against the machine's peak, and a table of whole
# processes (`loopc run` cold and warm; a node process running ORT once)
# (see docs/performance.md, "ONNX models vs ONNX Runtime").
#
# usage: bench/onnx/run.sh [N]     N timed runs per model (default 10)
# environment: LOOPC (a built loopc; default: build one in build-bench/),
#   CC (default: the compiler `loopc run` picks), CONFIGS (how loopc's C is
#   built and run: entries "C flags|environment" separated by ';'; default:
#   `loopc run`'s flags for that compiler (-O3 for the host CPU, with the
#   flags that avoid its known bugs), the same with OpenMP threads that sleep
#   rather than spin while waiting, and `loopc run --portable`'s), WORK (scratch
#   dir, default a fresh temporary one, kept only when KEEP=1), MODELS
#   (default: all of make_models.py's: the four control-flow models, linear,
#   gemm, matmul_1000, matmul_1024, conv3x3, resnet_stem, depthwise, small_cnn,
#   transformer), ORT_THREADS (ONNX
#   Runtime's intra-op threads; with CONFIGS="...|OMP_NUM_THREADS=1" the
#   one-thread comparison).
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
case "${1:-}" in
  -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
esac
N=${1:-10}
[[ "$N" =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: N must be a positive number of runs, not '$N' (--help)" >&2; exit 2; }
PY=/usr/bin/python3

if [ -z "${LOOPC:-}" ]; then
  [ -d "$ROOT/build-bench" ] || meson setup "$ROOT/build-bench" "$ROOT" --buildtype=release >/dev/null
  ninja -C "$ROOT/build-bench" >/dev/null
  LOOPC=$ROOT/build-bench/tools/loopc
fi
if [ ! -d "$HERE/node_modules/onnxruntime-node" ]; then
  echo "installing onnxruntime-node into bench/onnx/node_modules ..." >&2
  (cd "$HERE" && npm install --prefix "$HERE" --ignore-scripts --no-save --no-audit --no-fund onnxruntime-node >&2)
fi

if [ -z "${WORK:-}" ]; then
  WORK=$(mktemp -d "${TMPDIR:-/tmp}/loopc-onnx-bench-XXXXXX")
  [ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$WORK"' EXIT
fi
mkdir -p "$WORK"
"$PY" "$HERE/make_models.py" "$WORK"

# The C compiler `loopc run` picks ($CC, else clang with OpenMP, else cc) and
# its flags, those that keep that compiler from miscompiling included
# (--print-cc-command), and those of `loopc run --portable`: the table shows
# what a user of `loopc run` gets. (Until 2026-11-27 this was cc's plain
# flags: gcc 12 without loopc's -fno-tree-loop-vectorize, faster on the
# tiles than clang 14, but not what loopc runs.)
loopc_cc() {
  local w
  read -r -a w <<<"$("$LOOPC" run "$WORK/linear/model.onnx" "$@" --print-cc-command)"
  CC=${w[0]}
  FLAGS=
  for f in "${w[@]:1}"; do
    case $f in -fPIC | -shared | -Wl,-Bsymbolic) ;; *) FLAGS+="${FLAGS:+ }$f" ;; esac
  done
}
loopc_cc --portable
PORTABLE=$FLAGS
loopc_cc
RUN=$FLAGS
CONFIGS=${CONFIGS:-"$RUN|;$RUN|OMP_WAIT_POLICY=passive;$PORTABLE|"}
IFS=';' read -r -a configs <<<"$CONFIGS"
echo "C compiler: $CC; loopc run's flags: $RUN" >&2

now() { date +%s.%N; }
ms() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f", (b - a) * 1000 }'; }
field() { sed -n "s/.*\"$2\":\([0-9.eE+-]*\).*/\1/p" <<<"$1"; }

# Largest |loopc - ORT| over all outputs (inf if shapes differ or not finite).
max_diff() {
  "$PY" -c '
import json, sys, numpy as np
d = sys.argv[1]
meta = json.load(open(d + "/meta.json"))
worst = 0.0
for k, o in enumerate(meta["outputs"]):
    a = np.fromfile("%s/loopc_out_%d.bin" % (d, k), dtype=o["dtype"])
    b = np.fromfile("%s/ort_out_%d.bin" % (d, k), dtype=o["dtype"])
    if a.shape != b.shape or not np.all(np.isfinite(a)):
        worst = float("inf")
    else:
        worst = max(worst, float(np.max(np.abs(a.astype(np.float64) - b))))
print("%.3g" % worst)' "$1"
}

# The machine's peak multiply-add rate (bench/peak.c), to read loop_matmul
# against: its MatMuls are 100 x 256^3 multiply-adds.
$CC -O2 -march=native -ffp-contract=fast -fopenmp "$ROOT/bench/peak.c" -o "$WORK/peak"
PEAK=$("$WORK/peak")
echo "peak: $PEAK" >&2
MATMUL_FMA=1677721600
matmul_note=""

# BEST = the best wall-clock ms of 3 runs of "$@" (after the first word:
# "cold" empties $cache before each run); a failing run stops the script.
best_ms() {
  local mode=$1 t0 t
  shift
  BEST=
  for _ in 1 2 3; do
    [ "$mode" != cold ] || rm -rf "$cache"
    t0=$(now)
    "$@" >/dev/null
    t=$(ms "$t0" "$(now)")
    if [ -z "$BEST" ] || [ "$t" -lt "$BEST" ]; then BEST=$t; fi
  done
}

LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
rows=()
notes=()
whole=()
for m in ${MODELS:-loop_scalar scan_rnn loop_matmul loop_seq linear gemm matmul_1000 matmul_1024 conv3x3 resnet_stem depthwise small_cnn transformer}; do
  d=$WORK/$m
  echo "== $m" >&2
  # The C as `loopc run` makes it: tiles for this CPU's vector registers
  # where the flags build for it (-march=native), portable C otherwise.
  t0=$(now)
  "$LOOPC" "$d/model.onnx" --emit=c --embed-runtime --vector-bits=native -o "$d/model.c"
  t1=$(now)
  "$LOOPC" "$d/model.onnx" --emit=c --embed-runtime -o "$d/model_portable.c"
  "$PY" "$HERE/gen_harness.py" "$d" >"$d/harness.c"
  $CC -O2 -c "$d/harness.c" -o "$d/harness.o"
  ort=$(node "$HERE/ort_time.js" "$d" "$N")
  echo "ort: $ort" >&2
  obest=$(field "$ort" best_ms)
  for config in "${configs[@]}"; do
    flags=${config%%|*}
    envs=${config#*|}
    src=$d/model.c
    [[ " $flags " == *" -march=native "* ]] || src=$d/model_portable.c
    t2=$(now)
    # shellcheck disable=SC2086 # a flag set is several words
    # -Wa,-I: the assembler finds the weights file (.incbin) beside the C.
    $CC $flags -Wa,-I"$d" -c "$src" -o "$d/model.o"
    t3=$(now)
    # shellcheck disable=SC2086
    $CC $flags "$d/harness.o" "$d/model.o" -lm -o "$d/bench"
    # shellcheck disable=SC2086 # VAR=value words
    lc=$(env $envs "$d/bench" "$d" "$N")
    diff=$(max_diff "$d")
    echo "loopc ($flags${envs:+, $envs}): $lc; max abs diff to ORT: $diff" >&2
    lbest=$(field "$lc" best_ms)
    ratio=$(awk -v a="$obest" -v b="$lbest" 'BEGIN { printf "%.1fx", a / b }')
    if [ "$m" = loop_matmul ] && [ -z "$matmul_note" ]; then
      matmul_note=$(awk -v f="$MATMUL_FMA" -v l="$lbest" -v o="$obest" -v p="$(field "$PEAK" all_threads_gfma)" \
        'BEGIN { printf "loop_matmul'"'"'s MatMuls (%.2f G multiply-adds): loopc %.1f GFMA/s (%.0f%% of peak), ORT %.1f GFMA/s (%.0f%%); at peak they take %.1f ms, so ORT / loopc is at most %.2fx", f / 1e9, f / l / 1e6, 100 * f / l / 1e6 / p, f / o / 1e6, 100 * f / o / 1e6 / p, f / p / 1e6, o / (f / p / 1e6) }')
    fi
    rows+=("| $m | \`$flags\`${envs:+ \`$envs\`} | $(ms "$t0" "$t1") + $(ms "$t2" "$t3") | $(printf '%.3f' "$lbest") | $(printf '%.3f' "$obest") | $ratio | $diff |")
    # Models that say how many multiply-adds they make (the dense layers and
    # convolutions): their rate against the peak of as many threads as ran.
    fma=$(sed -n 's/.*"fma": *\([0-9]*\).*/\1/p' "$d/meta.json")
    if [ -n "$fma" ]; then
      key=all_threads_gfma
      [[ "$envs" == *OMP_NUM_THREADS=1* ]] && key=one_thread_gfma
      notes+=("$(awk -v f="$fma" -v l="$lbest" -v o="$obest" -v p="$(field "$PEAK" "$key")" -v m="$m" \
        'BEGIN { printf "%s (%.0f M multiply-adds): loopc %.1f GFMA/s (%.0f%% of the peak of its threads), ORT %.1f GFMA/s", m, f / 1e6, f / l / 1e6, 100 * f / l / 1e6 / p, f / o / 1e6 }')")
    fi
  done
  # The whole process, as a user runs each: `loopc run MODEL INPUTS` (cold:
  # an empty cache, so import, C and the C compiler; warm: the program
  # kept in the cache) and a node process that creates ONNX Runtime's
  # session and runs the model once; best of 3, in the environment of the
  # first configuration.
  envs=${configs[0]#*|}
  "$PY" -c '
import json, sys, numpy as np
d = sys.argv[1]
for k, i in enumerate(json.load(open(d + "/meta.json"))["inputs"]):
    np.save("%s/input_%d.npy" % (d, k), np.fromfile("%s/%s" % (d, i["file"]), dtype=i["dtype"]).reshape(i["shape"]))' "$d"
  ins=()
  for f in "$d"/input_*.npy; do ins+=("$f"); done
  cache=$WORK/cache-$m
  best_ms cold env $envs XDG_CACHE_HOME="$cache" "$LOOPC" run "$d/model.onnx" "${ins[@]}" --output "$WORK/whole_out.npy"
  cold=$BEST
  best_ms warm env $envs XDG_CACHE_HOME="$cache" "$LOOPC" run "$d/model.onnx" "${ins[@]}" --output "$WORK/whole_out.npy"
  warm=$BEST
  best_ms warm node "$HERE/ort_time.js" "$d" 1
  ortw=$BEST
  whole+=("| $m | ${envs:+\`$envs\`} | $cold | $warm | $ortw | $(awk -v a="$ortw" -v b="$warm" 'BEGIN { printf "%.1fx", a / b }') |")
done

echo
echo "| model | loopc C flags (run environment) | loopc compile ms (ONNX->C + cc) | loopc run ms | ORT run ms | ORT / loopc | max abs diff |"
echo "|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
echo
echo "peak of this machine (bench/peak.c): $(field "$PEAK" one_thread_gfma) GFMA/s on one thread," \
  "$(field "$PEAK" all_threads_gfma) on $(field "$PEAK" threads)"
[ -z "$matmul_note" ] || echo "$matmul_note"
for n in ${notes[@]+"${notes[@]}"}; do echo "$n"; done
echo
echo "The whole process (ms, best of 3): \`loopc run MODEL INPUTS\` cold (empty cache) and warm, and a node process creating ONNX Runtime's session and running once:"
echo
echo "| model | environment | loopc run cold | loopc run warm | ORT process | ORT / loopc warm |"
echo "|---|---|---|---|---|---|"
printf '%s\n' "${whole[@]}"
echo
echo "best of $N runs after one warm-up; $($CC --version | head -1);" \
  "onnxruntime-node $(node -p "require('$HERE/node_modules/onnxruntime-node/package.json').version")," \
  "CPU provider, default session options; $(nproc) cores; load average before the run:" \
  "$LOAD_BEFORE"
