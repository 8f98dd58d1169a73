#!/bin/sh
# both_ways.sh DIR CONV...: builds DIR/lib.mlir and DIR/main.mlir each with
# loopc (--emit=c, then $CC $CFLAGS) and with MLIR's own pipeline (mlir-opt,
# mlir-translate, llc), links every pairing with $CC and the runtime, runs it
# and prints one line per pairing, then the output of the all-MLIR build.
# CONV is `ciface` (main.mlir as written: its declarations carry
# llvm.emit_c_interface, so calls go to _mlir_ciface_NAME) or `default` (the
# attribute removed: calls go to NAME). Exits non-zero if a pairing does not
# build or prints anything else than the all-MLIR build.
# Environment: LOOPC, CC, CFLAGS, MLIR_OPT, MLIR_TRANSLATE, LLC, MLIR_PASSES,
# RUNTIME (the static runtime library providing printI64 & co.).
set -eu
dir=$1
shift

# $CC, $CFLAGS and $MLIR_PASSES are lists of words.
mlir_obj() {
  "$MLIR_OPT" "$1" $MLIR_PASSES | "$MLIR_TRANSLATE" --mlir-to-llvmir |
    "$LLC" -relocation-model=pic -filetype=obj -o "$2"
}
loopc_obj() {
  "$LOOPC" "$1" --emit=c -o "$2.c"
  $CC $CFLAGS -c "$2.c" -o "$2"
}

mlir_obj "$dir/lib.mlir" "$dir/lib.by-mlir.o"
loopc_obj "$dir/lib.mlir" "$dir/lib.by-loopc.o"
ref=""
status=0
for conv in "$@"; do
  case $conv in
    ciface) cp "$dir/main.mlir" "$dir/main.$conv.mlir" ;;
    default)
      sed 's/ attributes {llvm.emit_c_interface}//' "$dir/main.mlir" > "$dir/main.$conv.mlir" ;;
    *) echo "both_ways.sh: unknown convention '$conv'" >&2; exit 2 ;;
  esac
  mlir_obj "$dir/main.$conv.mlir" "$dir/main.$conv.by-mlir.o"
  loopc_obj "$dir/main.$conv.mlir" "$dir/main.$conv.by-loopc.o"
  for pair in mlir:mlir loopc:mlir mlir:loopc loopc:loopc; do
    lib=${pair%:*}
    main=${pair#*:}
    exe="$dir/$conv.lib-$lib.main-$main"
    $CC "$dir/main.$conv.by-$main.o" "$dir/lib.by-$lib.o" "$RUNTIME" -lm -o "$exe"
    "$exe" > "$exe.out"
    [ -n "$ref" ] || ref="$exe.out"
    if cmp -s "$ref" "$exe.out"; then
      echo "$conv: lib by $lib, main by $main: same output"
    else
      echo "$conv: lib by $lib, main by $main: output differs"
      diff "$ref" "$exe.out" || true
      status=1
    fi
  done
done
cat "$ref"
exit $status
