#!/usr/bin/env bash
# setup.sh: installs the Debian packages loopc needs (only those missing) and
# builds loopc. Usage: tools/setup.sh [--sanitize | --fuzz] [--build-dir DIR]
#   --sanitize   build with AddressSanitizer + UndefinedBehaviorSanitizer
#   --fuzz       build with clang, ASan + UBSan and the libFuzzer harnesses
#                (fuzz/, docs/fuzzing.md); default directory build-fuzz
set -euo pipefail
cd "$(dirname "$0")/.."

sanitize=0
fuzz=0
build_dir=""
while [ $# -gt 0 ]; do
  case "$1" in
    --sanitize) sanitize=1 ;;
    --fuzz) fuzz=1 ;;
    --build-dir) build_dir="$2"; shift ;;
    *) echo "setup.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
  shift
done
if [ -z "$build_dir" ]; then
  build_dir=build
  [ $sanitize = 1 ] && build_dir=build-asan
  [ $fuzz = 1 ] && build_dir=build-fuzz
fi

packages=(
  meson ninja-build flex bison pkg-config gcc g++ clang libclang-rt-dev libomp-dev
  libffi-dev protobuf-c-compiler libprotobuf-c-dev libonnx-dev libonnx-testdata
  python3 python3-onnx python3-numpy llvm-22 llvm-22-tools mlir-22-tools libmlir-22
  gdb chromium time
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup.sh: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

opts=(--buildtype=debugoptimized -Dwerror=true)
if [ $sanitize = 1 ] || [ $fuzz = 1 ]; then
  opts+=(-Db_sanitize=address,undefined -Db_lundef=false)
fi
[ $fuzz = 1 ] && opts+=(-Dfuzz=true)
if [ ! -f "$build_dir/build.ninja" ]; then
  if [ $fuzz = 1 ]; then
    CC=clang meson setup "$build_dir" "${opts[@]}" >/dev/null
  else
    meson setup "$build_dir" "${opts[@]}" >/dev/null
  fi
fi
# The fuzzing build is for the harnesses only (campaigns and the CI replay).
targets=()
[ $fuzz = 1 ] && targets=(fuzz/fuzz_text fuzz/fuzz_onnx)
if ! ninja -C "$build_dir" "${targets[@]}" > "$build_dir/build.log" 2>&1; then
  cat "$build_dir/build.log" >&2
  echo "setup.sh: build failed" >&2
  exit 1
fi
if [ $fuzz = 1 ]; then
  echo "setup.sh: built $build_dir/fuzz/fuzz_text and fuzz_onnx"
else
  echo "setup.sh: built $build_dir/tools/loopc"
fi
