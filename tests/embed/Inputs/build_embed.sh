#!/usr/bin/env bash
# build_embed.sh BUILD_DIR OUT_DIR SRC_ROOT: installs the build into
# OUT_DIR/dest (meson install --destdir), builds samples/embed/embed.c
# against it through pkg-config, linked with the shared library
# (OUT_DIR/embed-shared) and with the static one (OUT_DIR/embed-static), and
# runs both on the sample's program and on an invalid one: the commands of
# README's "The library" section.
set -euo pipefail
build=$1 out=$2 src=$3
rm -rf "$out"
mkdir -p "$out"
meson install -C "$build" --no-rebuild --destdir "$out/dest" --quiet > "$out/install.log"
pc=$(find "$out/dest" -name loopc.pc)
[ -n "$pc" ] || { echo "no loopc.pc installed"; exit 1; }
export PKG_CONFIG_PATH=$(dirname "$pc") PKG_CONFIG_SYSROOT_DIR="$out/dest"
libdir=$(pkg-config --variable=libdir loopc)
libdir=$out/dest${libdir#$out/dest}
cc=${CC:-cc}
# shellcheck disable=SC2046,SC2086
$cc -std=c11 -Wall -Wextra -Werror -pedantic $(pkg-config --cflags loopc) \
  -o "$out/embed-shared" "$src/samples/embed/embed.c" $(pkg-config --libs loopc) -Wl,-rpath,"$libdir"
# shellcheck disable=SC2046,SC2086
$cc -std=c11 -Wall -Wextra -Werror -pedantic $(pkg-config --cflags loopc) \
  -o "$out/embed-static" "$src/samples/embed/embed.c" -L"$libdir" -l:libloopc.a \
  $(pkg-config --static --libs loopc | sed 's/-lloopc//')
echo "cflags: $(pkg-config --cflags loopc)"
echo "libs: $(pkg-config --libs loopc)"
# The static program must not need libloopc.so.
if ldd "$out/embed-static" | grep -q 'libloopc\.so'; then
  echo "embed-static loads libloopc.so"; exit 1
fi
bad=$'func.func @f(%a: f32) -> i32 {\n  return %a : f32\n}\n'
for kind in shared static; do
  "$out/embed-$kind" > "$out/good-$kind.c" 2> "$out/good-$kind.err"
  status=0
  "$out/embed-$kind" "$bad" > "$out/bad-$kind.out" 2> "$out/bad-$kind.err" || status=$?
  echo "$kind: bad program exit status $status"
  cmp "$out/good-shared.c" "$out/good-$kind.c"
done
