// The cache directory must be the user's own: one owned by another user
// (here nobody, uid 65534: its st_uid is not geteuid()) is not used, and an
// object planted in it under an entry's name is not loaded. A read-only
// cache is not an error: the program is compiled in the private temporary
// directory, loaded from there, and not kept (run as nobody, since root may
// write anywhere).
// REQUIRES: root
// RUN: rm -rf %t && mkdir -p %t
// RUN: env XDG_CACHE_HOME=%t %loopc run %s | FileCheck %s
// RUN: %host_cc -shared -fPIC %S/Inputs/planted.c -o %t/planted.so
// RUN: %python %S/Inputs/cache_entry.py plant %t/loopc %t/planted.so
// RUN: chown -R 65534:65534 %t/loopc
// RUN: env XDG_CACHE_HOME=%t %loopc run %s 2>&1 | FileCheck %s --check-prefix=OTHER
// OTHER: loopc run: warning: not using the cache: '{{.*}}/loopc' is owned by uid 65534, not by you (uid 0)
// OTHER-NOT: planted
// OTHER: 42
//
// As nobody: the directory is nobody's; its programs load while it is
// read-only, and a new one is compiled, run and not kept.
// RUN: rm -rf %t/loopc && mkdir -p %t/loopc && chown 65534:65534 %t/loopc && chmod 700 %t/loopc
// RUN: setpriv --reuid=65534 --regid=65534 --clear-groups env TMPDIR=/tmp XDG_CACHE_HOME=%t %loopc run %s | FileCheck %s
// RUN: chmod 500 %t/loopc
// RUN: setpriv --reuid=65534 --regid=65534 --clear-groups env TMPDIR=/tmp XDG_CACHE_HOME=%t %loopc run %s -v 2>&1 | FileCheck %s --check-prefix=HIT
// RUN: setpriv --reuid=65534 --regid=65534 --clear-groups env TMPDIR=/tmp XDG_CACHE_HOME=%t %loopc run %s -O1 2>&1 | FileCheck %s --check-prefix=READONLY
// RUN: setpriv --reuid=65534 --regid=65534 --clear-groups env TMPDIR=/tmp XDG_CACHE_HOME=%t %loopc cache | FileCheck %s --check-prefix=ONE
// HIT: loopc run: cached:
// HIT: 42
// READONLY: loopc run: warning: not caching the compiled program: cannot write '{{.*}}.tmp': Permission denied
// READONLY: 42
// ONE: 1 compiled program,
// CHECK: 42
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c = arith.constant 42 : i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
