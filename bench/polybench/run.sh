#!/usr/bin/env bash
# run.sh: the PolyBench benchmark. Builds every kernel of bench/polybench
# four ways and times them with the same harness (harness.c):
#   gcc      the C kernel (NAME.c), $CC $CFLAGS;
#   MLIR     NAME.mlir through MLIR's own pipeline: mlir-opt --lower-affine
#            --convert-scf-to-cf --convert-to-llvm, mlir-translate, opt -O3,
#            llc -O3 (both for this CPU);
#   MLIR t+p the same after MLIR's affine tiling and parallelization
#            (--affine-loop-tile --affine-parallelize, then
#            --convert-scf-to-openmp), on $THREADS threads with libomp;
#   loopc    what `loopc run` does by default: `loopc NAME.mlir --emit=c -O3
#            --vector-bits=native` (its pipeline) built with the compiler and
#            flags `loopc run --print-cc-command` names (OpenMP on), timed on
#            one thread (column "loopc 1t") and on $THREADS ("loopc Nt").
# Every variant prints the checksum of PolyBench's live-out arrays; all are
# compared with gcc's, bit for bit ("agree"), else within a relative 1e-9
# ("close"), else the script reports MISMATCH and exits 1. Prints a markdown
# table of the best times, their ratios and geometric means, and for the
# compute-bound kernels their GFLOP/s and fraction of the machine's peak
# (bench/peak.c).
# Usage: bench/polybench/run.sh [BUILD_DIR]   (default build; for loopc)
# Environment:
#   SIZE     mini|small|medium|large for every kernel (default: each kernel's
#            benchmark preset, the one its arrays are declared for)
#   KERNELS  the kernels to run (default: all 30)
#   ROUNDS   interleaved rounds, the best time counts (default 3)
#   REPS     timed runs per program and round, each on fresh data, the best
#            counts (default 2: the first pays for starting OpenMP's threads)
#   THREADS  threads of the parallel variants (default: nproc)
#   TILE     MLIR's --affine-loop-tile tile-size (default 32)
#   CC, CFLAGS  the C compiler and the gcc column's flags (default gcc,
#            -O3 -march=native -ffp-contract=off: contraction off, as in
#            `loopc run`, so that a*b+c rounds twice as in MLIR's code and
#            the checksums compare bit for bit)
#   VARIANTS the columns to build and run besides gcc, the reference
#            (default "mlir par loopc")
#   LOOPC_FLAGS  the loopc column's pipeline flags (default "-O3
#            --vector-bits=native"; e.g. "-O0 --affine-loop-tile" checks one
#            pass alone against gcc's checksums)
#   NO_PEAK  non-empty: skip the peak measurement
#   VERBOSE  non-empty: every measurement to stderr
#   PIN      the thread placement of the parallel columns, as environment
#            settings (default "OMP_PROC_BIND=spread OMP_PLACES=cores",
#            understood by libgomp and libomp alike; empty: unpinned)
set -euo pipefail
case "${1:-}" in
  -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  -*) echo "run.sh: unknown option '$1' (--help)" >&2; exit 2 ;;
esac
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=$(cd "${1:-$root/build}" 2>/dev/null && pwd || echo "${1:-$root/build}")
loopc="$build/tools/loopc"
read -ra cc <<< "${CC:-gcc}"
read -ra cflags <<< "${CFLAGS:--O3 -march=native -ffp-contract=off}"
rounds="${ROUNDS:-3}"
reps="${REPS:-2}"
threads="${THREADS:-$(nproc)}"
tile="${TILE:-32}"
read -ra pin_env <<< "${PIN-OMP_PROC_BIND=spread OMP_PLACES=cores}"
read -ra loopc_flags <<< "${LOOPC_FLAGS:--O3 --vector-bits=native}"
llvm=/usr/lib/llvm-22
all="correlation covariance gemm gemver gesummv symm syr2k syrk trmm 2mm 3mm atax bicg doitgen mvt
     cholesky durbin gramschmidt lu ludcmp trisolv deriche floyd-warshall nussinov
     adi fdtd-2d heat-3d jacobi-1d jacobi-2d seidel-2d"
read -ra kernels <<< "$(echo ${KERNELS:-$all})"
variants="gcc ${VARIANTS:-mlir par loopc}"
# loopc's all-threads column runs the same program as its one-thread one.
[[ " $variants " == *" loopc "* ]] && variants="$variants loopcN"
want() { [[ " $variants " == *" $1 "* ]]; }
size_args=()
[ -n "${SIZE:-}" ] && size_args=(--size "$SIZE")

for tool in mlir-opt mlir-translate opt llc; do
  [ -x "$llvm/bin/$tool" ] || { echo "run.sh: $llvm/bin/$tool not found (MLIR 22 needed)" >&2; exit 1; }
done
libomp=""
for d in "$llvm/lib" /usr/lib/llvm-*/lib; do
  if [ -e "$d/libomp.so" ]; then libomp=$d; break; fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# MLIR's pipelines. The C-interface wrappers (_mlir_ciface_*) are what the
# harness calls; --llvm-request-c-wrappers asks for them without touching
# the kernel files.
plain_passes=(--llvm-request-c-wrappers --lower-affine --convert-scf-to-cf --convert-to-llvm
              --reconcile-unrealized-casts)
# The outermost parallel loop only (max-nested=1): a nested parallel region
# would fork per outer iteration. finalize-memref-to-llvm before
# scf-to-cf lowers the memref.alloca_scope that scf-to-openmp wraps each
# loop body in, which must keep a single block.
par_passes=(--llvm-request-c-wrappers "--affine-loop-tile=tile-size=$tile"
            "--affine-parallelize=max-nested=1" --lower-affine --convert-scf-to-openmp
            --finalize-memref-to-llvm --convert-scf-to-cf --convert-openmp-to-llvm --convert-to-llvm
            --reconcile-unrealized-casts)

# mlir_object KERNEL VARIANT PASSES... -> $work/KERNEL.VARIANT.o
mlir_object() {
  local k=$1 v=$2 base="$work/$1.$2"
  shift 2
  "$llvm/bin/mlir-opt" "$here/$k.mlir" "$@" -o "$base.llvm.mlir" &&
    "$llvm/bin/mlir-translate" --mlir-to-llvmir "$base.llvm.mlir" -o "$base.ll" &&
    "$llvm/bin/opt" -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=native "$base.ll" -o "$base.bc" &&
    "$llvm/bin/llc" -O3 -mcpu=native -relocation-model=pic -filetype=obj "$base.bc" -o "$base.o"
}

# link KERNEL VARIANT OBJECT [LIBS...]: the harness calling the external kernel
link() {
  local k=$1 v=$2 obj=$3
  shift 3
  "${cc[@]}" "${cflags[@]}" -std=c11 -DPB_EXTERN "$here/harness.c" "$here/$k.c" "$obj" -lm "$@" \
    -o "$work/$k.$v"
}

declare -A status_of # KERNEL/VARIANT -> "" (built) or why not
note() { status_of[$1/$2]=$3; [ -n "${VERBOSE:-}" ] && echo "$1 $2: $3" >&2; return 0; }

have_loopc=1
[ -x "$loopc" ] || have_loopc=0
# loopc run's C compiler command, for an object file: without -shared and
# the linker flags; OpenMP from its runtime (libomp for clang, libgomp for gcc).
loopc_cc=(); loopc_omp=(-fopenmp)
if [ $have_loopc = 1 ] && want loopc; then
  for w in $("$loopc" run "$here/gemm.mlir" --print-cc-command); do
    case $w in -shared | -Wl,*) ;; *) loopc_cc+=("$w") ;; esac
  done
  if [[ "${loopc_cc[0]}" == *clang* ]]; then
    [ -n "$libomp" ] || { echo "run.sh: loopc run builds with ${loopc_cc[0]}, but no libomp found" >&2; exit 1; }
    loopc_omp=(-L"$libomp" -Wl,-rpath,"$libomp" -lomp)
  fi
fi
for k in "${kernels[@]}"; do
  [ -f "$here/$k.c" ] && [ -f "$here/$k.mlir" ] || { echo "run.sh: no kernel $k" >&2; exit 1; }
  "${cc[@]}" "${cflags[@]}" -std=c11 "$here/harness.c" "$here/$k.c" -lm -o "$work/$k.gcc"
  status_of[$k/gcc]=""
  if ! want mlir; then
    note "$k" mlir "not run"
  elif mlir_object "$k" mlir "${plain_passes[@]}" 2> "$work/$k.mlir.err" &&
     link "$k" mlir "$work/$k.mlir.o" 2>> "$work/$k.mlir.err"; then
    status_of[$k/mlir]=""
  else
    note "$k" mlir "n/a (build failed)"; cat "$work/$k.mlir.err" >&2
  fi
  if ! want par; then
    note "$k" par "not run"
  elif [ -z "$libomp" ]; then
    note "$k" par "n/a (no libomp)"
  elif mlir_object "$k" par "${par_passes[@]}" 2> "$work/$k.par.err" &&
       link "$k" par "$work/$k.par.o" -L"$libomp" -Wl,-rpath,"$libomp" -lomp 2>> "$work/$k.par.err"; then
    status_of[$k/par]=""
  else
    note "$k" par "n/a (build failed)"; cat "$work/$k.par.err" >&2
  fi
  # loopc: its C built as `loopc run` builds it (its pipeline's -O3 and
  # --vector-bits=native; the C compiler command it prints, as an object).
  if ! want loopc; then
    note "$k" loopc "not run"
  elif [ $have_loopc = 0 ]; then
    note "$k" loopc "n/a (no loopc at $loopc)"
  elif ! "$loopc" "$here/$k.mlir" --emit=c --embed-runtime "${loopc_flags[@]}" \
         -o "$work/$k.loopc.c" 2> "$work/$k.loopc.err"; then
    if grep -q "affine" "$work/$k.loopc.err"; then
      note "$k" loopc "n/a (affine not supported)"
    else
      note "$k" loopc "n/a (loopc failed)"; head -3 "$work/$k.loopc.err" >&2
    fi
  elif "${loopc_cc[@]}" -std=c11 -c "$work/$k.loopc.c" -o "$work/$k.loopc.o" 2> "$work/$k.loopc.err" &&
       link "$k" loopc "$work/$k.loopc.o" "${loopc_omp[@]}" 2>> "$work/$k.loopc.err"; then
    status_of[$k/loopc]=""
  else
    note "$k" loopc "n/a (its C did not build)"; head -5 "$work/$k.loopc.err" >&2
  fi
  status_of[$k/loopcN]=${status_of[$k/loopc]}
done

# The machine's peak (f32 lanes of fused multiply-adds per second, so f64
# multiply-adds at half that rate: 2 flops each, the f64 GFLOP/s equal the
# GFMA/s figure).
peak1=""; peakn=""
if [ -z "${NO_PEAK:-}" ]; then
  "${cc[@]}" -O2 -march=native -ffp-contract=fast -fopenmp "$root/bench/peak.c" -o "$work/peak"
  peak=$(OMP_NUM_THREADS=$threads "$work/peak")
  peak1=$(echo "$peak" | sed 's/.*"one_thread_gfma":\([0-9.]*\).*/\1/')
  peakn=$(echo "$peak" | sed 's/.*"all_threads_gfma":\([0-9.]*\).*/\1/')
  [ -n "${VERBOSE:-}" ] && echo "peak: $peak" >&2
fi

# run KERNEL VARIANT -> "SUM BITS SECONDS FLOPS COMPUTE_BOUND PRESET"
run() {
  local out
  case $2 in
    gcc | mlir) out=$(OMP_NUM_THREADS=1 "$work/$1.$2" "${size_args[@]}" --reps "$reps") ;;
    # Spinning workers: on a loaded machine a sleeping worker is woken late,
    # which would time the scheduler, not the code.
    # Pinned threads, one per core (PIN= turns it off): unpinned, a short
    # process's two threads sometimes share one core for its whole life,
    # and the time is bimodal from process to process.
    par | loopcN) out=$(env OMP_NUM_THREADS=$threads OMP_WAIT_POLICY=active \
                       "${pin_env[@]}" "$work/$1.${2%N}" "${size_args[@]}" --reps "$reps") ;;
    loopc) out=$(OMP_NUM_THREADS=1 "$work/$1.$2" "${size_args[@]}" --reps "$reps") ;;
  esac
  echo "$out" | awk 'NR == 1 { preset = $2 } /^checksum/ { s = $2; b = $4 } /^time/ { t = $2 }
                     /^flops/ { f = $2; c = $4 } END { print s, b, t, f, c, preset }'
}

min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a < b) ? a : b }'; }
declare -A best sum bits flops cbound preset check which
declare -A label=([gcc]=gcc [mlir]=MLIR [par]="MLIR t+p" [loopc]="loopc 1t" [loopcN]="loopc Nt")
status=0
for ((round = 1; round <= rounds; round++)); do
  for k in "${kernels[@]}"; do
    for v in $variants; do
      [ -z "${status_of[$k/$v]}" ] || continue
      read -r s b t f c p <<< "$(run "$k" "$v")" || true
      if [ -z "${t:-}" ]; then
        echo "run.sh: $k ($v) printed no checksum and time" >&2
        status_of[$k/$v]="n/a (failed to run)"; status=1; continue
      fi
      [ -n "${VERBOSE:-}" ] && echo "round $round: $k $v: $t s, checksum $s ($b)" >&2
      key=$k/$v
      if [ -z "${best[$key]:-}" ]; then best[$key]=$t; else best[$key]=$(min "$t" "${best[$key]}"); fi
      flops[$k]=$f; cbound[$k]=$c; preset[$k]=$p
      if [ "$v" = gcc ]; then sum[$k]=$s; bits[$k]=$b; continue; fi
      if [ "$b" = "${bits[$k]}" ]; then
        verdict=agree
      elif awk -v a="$s" -v r="${sum[$k]}" 'BEGIN { d = a - r; if (d < 0) d = -d; m = r < 0 ? -r : r;
                                                     exit !(d <= 1e-9 * m) }'; then
        verdict=close
      else
        verdict=MISMATCH
        echo "run.sh: $k: the $v checksum ($s, bits $b) differs from gcc's (${sum[$k]}, ${bits[$k]})" >&2
        status=1
      fi
      if [ $verdict != agree ] && [[ " ${which[$k]:-} " != *" ${label[$v]} "* ]]; then
        which[$k]="${which[$k]:-}${which[$k]:+, }${label[$v]}"
      fi
      # The worst verdict of all variants and rounds stands.
      case "${check[$k]:-agree}/$verdict" in
        MISMATCH/* | */MISMATCH) check[$k]=MISMATCH ;;
        close/* | */close) check[$k]=close ;;
        *) check[$k]=agree ;;
      esac
    done
  done
done

time_of() { [ -z "${status_of[$1/$2]}" ] && echo "${best[$1/$2]}" || echo "${status_of[$1/$2]}"; }
is_num() { [[ "$1" =~ ^[0-9.e+-]+$ ]]; }
declare -A logsum count
# ratio NAME A B: sets R to A/B with two decimals ("-" unless both are
# times) and adds it to NAME's geometric mean (no subshell: it keeps state).
ratio() {
  R="-"
  is_num "$2" && is_num "$3" || return 0
  R=$(awk -v a="$2" -v b="$3" 'BEGIN { if (b > 0 && a > 0) printf "%.9f", a / b; else print "-" }')
  [ "$R" != "-" ] || return 0
  logsum[$1]=$(awk -v s="${logsum[$1]:-0}" -v r="$R" 'BEGIN { printf "%.9f", s + log(r) }')
  count[$1]=$((${count[$1]:-0} + 1))
  R=$(awk -v r="$R" 'BEGIN { printf "%.2f", r }')
}
geomean() {
  [ "${count[$1]:-0}" -gt 0 ] || { echo "-"; return; }
  awk -v s="${logsum[$1]}" -v n="${count[$1]}" 'BEGIN { printf "**%.2f**", exp(s / n) }'
}
fmt() { if is_num "$1"; then awk -v t="$1" 'BEGIN { printf "%.4g", t }'; else echo "$1"; fi; }

echo "| kernel | preset | gcc s | MLIR s | MLIR t+p s | loopc 1t s | loopc Nt s | MLIR/gcc | MLIR t+p/gcc | loopc 1t/gcc | loopc Nt/gcc | loopc 1t/MLIR | loopc Nt/MLIR t+p | checksums |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
for k in "${kernels[@]}"; do
  g=$(time_of "$k" gcc); m=$(time_of "$k" mlir); p=$(time_of "$k" par); l=$(time_of "$k" loopc)
  n=$(time_of "$k" loopcN)
  ratio mg "$m" "$g"; rmg=$R; ratio pg "$p" "$g"; rpg=$R; ratio lg "$l" "$g"; rlg=$R
  ratio ng "$n" "$g"; rng=$R; ratio lm "$l" "$m"; rlm=$R; ratio np "$n" "$p"; rnp=$R
  echo "| $k | ${preset[$k]:-?} | $(fmt "$g") | $(fmt "$m") | $(fmt "$p") | $(fmt "$l") | $(fmt "$n")" \
       "| $rmg | $rpg | $rlg | $rng | $rlm | $rnp | ${check[$k]:-gcc only}${which[$k]:+ (${which[$k]})} |"
done
echo "| geometric mean | | | | | | | $(geomean mg) | $(geomean pg) | $(geomean lg) | $(geomean ng) | $(geomean lm) | $(geomean np) | |"
echo
echo "(best of $rounds rounds of $reps run(s) each; gcc: ${cc[*]} ${cflags[*]}; MLIR: ${plain_passes[*]}," \
     "then opt -O3 and llc -O3 for this CPU; MLIR t+p: ${par_passes[*]}, $threads thread(s), libomp from ${libomp:-nowhere};" \
     "loopc: \`loopc FILE --emit=c ${loopc_flags[*]}\` built with ${loopc_cc[*]:-(not run)}" \
     "${loopc_omp[*]}, on 1 thread (1t) and $threads (Nt); ratios below 1 are faster than the reference;" \
     "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg))"

if [ -n "$peak1" ]; then
  echo
  echo "| compute-bound kernel | GFLOP | gcc GFLOP/s (% of peak) | MLIR | MLIR t+p | loopc 1t | loopc Nt |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  for k in "${kernels[@]}"; do
    [ "${cbound[$k]:-0}" = 1 ] || continue
    row="| $k | $(awk -v f="${flops[$k]}" 'BEGIN { printf "%.3f", f / 1e9 }')"
    for v in gcc mlir par loopc loopcN; do
      t=$(time_of "$k" "$v")
      pk=$peak1; [ "$v" = par ] || [ "$v" = loopcN ] && pk=$peakn
      if is_num "$t"; then
        row="$row | $(awk -v f="${flops[$k]}" -v t="$t" -v p="$pk" \
                      'BEGIN { g = f / t / 1e9; printf "%.2f (%.1f%%)", g, 100 * g / p }')"
      else
        row="$row | $t"
      fi
    done
    echo "$row |"
  done
  echo
  echo "(peak, bench/peak.c: $peak1 GFLOP/s f64 on one thread, the reference of the gcc, MLIR and" \
       "loopc 1t columns; $peakn GFLOP/s on $threads thread(s), that of MLIR t+p and loopc Nt; flops counted" \
       "as 2 per multiply-add, see README.md)"
fi
exit $status
