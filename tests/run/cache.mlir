// loopc run keeps compiled programs in $XDG_CACHE_HOME/loopc, keyed by the
// C, the compiler and its flags: running the same program again loads the
// kept object; other flags compile again; --no-cache keeps nothing; a
// damaged entry is compiled again.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env XDG_CACHE_HOME=%t %loopc run %s | FileCheck %s
// RUN: ls %t/loopc | count 1
// RUN: env XDG_CACHE_HOME=%t %loopc run %s | FileCheck %s
// RUN: ls %t/loopc | count 1
// RUN: env XDG_CACHE_HOME=%t %loopc run %s -O1 | FileCheck %s
// RUN: ls %t/loopc | count 2
// RUN: env XDG_CACHE_HOME=%t %loopc run %s --portable --no-cache | FileCheck %s
// RUN: ls %t/loopc | count 2
// Damage both entries: the next runs compile again.
// RUN: %python -c "import glob; [open(f, 'w').write('not an object') for f in glob.glob('%t/loopc/*.so')]"
// RUN: env XDG_CACHE_HOME=%t %loopc run %s | FileCheck %s
// RUN: ls %t/loopc | count 2
// An unusable cache directory is not an error: the program is compiled.
// RUN: env XDG_CACHE_HOME=/dev/null/nowhere %loopc run %s | FileCheck %s
// CHECK: 42
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c = arith.constant 42 : i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
