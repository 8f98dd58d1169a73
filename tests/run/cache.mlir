// loopc run keeps compiled programs in $XDG_CACHE_HOME/loopc, keyed by the
// C, the compiler and its flags: running the same program again loads the
// kept object; other flags compile again; --no-cache keeps nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env XDG_CACHE_HOME=%t %loopc run %s | FileCheck %s
// RUN: env XDG_CACHE_HOME=%t %loopc cache | FileCheck %s --check-prefix=ONE
// RUN: env XDG_CACHE_HOME=%t %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=CHECK,HIT
// RUN: env XDG_CACHE_HOME=%t %loopc cache | FileCheck %s --check-prefix=ONE
// RUN: env XDG_CACHE_HOME=%t %loopc run %s -O1 -v 2>&1 | FileCheck %s --check-prefixes=CHECK,MISS
// RUN: env XDG_CACHE_HOME=%t %loopc cache | FileCheck %s --check-prefix=TWO
// RUN: env XDG_CACHE_HOME=%t %loopc run %s --portable --no-cache | FileCheck %s
// RUN: env XDG_CACHE_HOME=%t %loopc cache | FileCheck %s --check-prefix=TWO
// ONE: {{.*}}/loopc
// ONE-NEXT: 1 compiled program, {{[0-9.]+}} KiB (bound 256.0 MiB)
// TWO: 2 compiled programs
// HIT: loopc run: cached:
// MISS: loopc run: C compiler:
//
// An entry is checked against the size and hash recorded when it was
// written: a truncated one (which the loader would map past its end, a
// SIGBUS in every later run), a corrupted one, or one that is not an entry
// at all is removed and compiled again.
// RUN: %python %S/Inputs/cache_entry.py truncate %t/loopc
// RUN: env XDG_CACHE_HOME=%t %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=CHECK,DAMAGED
// RUN: env XDG_CACHE_HOME=%t %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=CHECK,HIT
// RUN: %python %S/Inputs/cache_entry.py corrupt %t/loopc
// RUN: env XDG_CACHE_HOME=%t %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=CHECK,DAMAGED
// RUN: env XDG_CACHE_HOME=%t %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=CHECK,HIT
// RUN: %python -c "import glob; [open(f, 'w').write('not an object') for f in glob.glob('%t/loopc/*.so')]"
// RUN: env XDG_CACHE_HOME=%t %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=CHECK,DAMAGED
// RUN: env XDG_CACHE_HOME=%t %loopc cache | FileCheck %s --check-prefix=TWO
// DAMAGED: loopc run: a damaged cache entry was removed
// DAMAGED-NEXT: loopc run: C compiler:
//
// A directory that others can write is not used: whoever writes there
// chooses the code loopc run loads. An object planted under an entry's name
// (with a valid trailer) is loaded from the user's own directory, which
// shows it would pass the entry check, and not once others can write there.
// RUN: %host_cc -shared -fPIC %S/Inputs/planted.c -o %t/planted.so
// RUN: %python %S/Inputs/cache_entry.py plant %t/loopc %t/planted.so
// RUN: env XDG_CACHE_HOME=%t not %loopc run %s 2>&1 | FileCheck %s --check-prefix=PLANTED
// RUN: chmod o+w %t/loopc
// RUN: env XDG_CACHE_HOME=%t %loopc run %s 2>&1 | FileCheck %s --check-prefix=UNSAFE
// RUN: chmod g+w,o-w %t/loopc
// RUN: env XDG_CACHE_HOME=%t %loopc run %s 2>&1 | FileCheck %s --check-prefix=GROUP
// RUN: env XDG_CACHE_HOME=%t not %loopc cache 2>&1 | FileCheck %s --check-prefix=GROUP-CACHE
// RUN: chmod 700 %t/loopc
// PLANTED: constructor of a planted object ran
// UNSAFE: loopc run: warning: not using the cache: '{{.*}}/loopc' is writable by others (mode 702)
// UNSAFE-NOT: planted
// UNSAFE: 42
// GROUP: loopc run: warning: not using the cache: '{{.*}}/loopc' is writable by its group (mode 720)
// GROUP-NOT: planted
// GROUP: 42
// GROUP-CACHE: loopc cache: error: the cache directory is not used: '{{.*}}' is writable by its group
//
// An unusable cache directory is not an error: the program is compiled.
// RUN: env XDG_CACHE_HOME=/dev/null/nowhere %loopc run %s | FileCheck %s
//
// `loopc cache clean` removes every kept program.
// RUN: env XDG_CACHE_HOME=%t %loopc cache clean | FileCheck %s --check-prefix=CLEAN
// RUN: env XDG_CACHE_HOME=%t %loopc cache | FileCheck %s --check-prefix=EMPTY
// CLEAN: removed 2 compiled programs from {{.*}}/loopc
// EMPTY: 0 compiled programs,
//
// The size bound ($LOOPC_CACHE_SIZE) removes the least recently used
// programs first. Three programs that differ in a constant make objects of
// one size; after the first two, all is dated back, the first is run again
// (which makes it the most recent), and the third is stored with a bound of
// what the cache held: the second goes.
// RUN: sed s/42/43/ %s > %t/p43.mlir
// RUN: sed s/42/44/ %s > %t/p44.mlir
// RUN: env XDG_CACHE_HOME=%t %loopc run %s > /dev/null
// RUN: env XDG_CACHE_HOME=%t %loopc run %t/p43.mlir > /dev/null
// RUN: %python %S/Inputs/cache_entry.py age %t/loopc
// RUN: env XDG_CACHE_HOME=%t %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=CHECK,HIT
// RUN: sh -c 'LOOPC_CACHE_SIZE=$(%python %S/Inputs/cache_entry.py size %t/loopc) XDG_CACHE_HOME=%t %loopc run %t/p44.mlir'
// RUN: env XDG_CACHE_HOME=%t %loopc cache | FileCheck %s --check-prefix=TWO
// RUN: env XDG_CACHE_HOME=%t %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=CHECK,HIT
// RUN: env XDG_CACHE_HOME=%t %loopc run %t/p44.mlir -v 2>&1 | FileCheck %s --check-prefixes=P44,HIT
// RUN: env XDG_CACHE_HOME=%t %loopc run %t/p43.mlir -v 2>&1 | FileCheck %s --check-prefixes=P43,MISS
// P43: 43
// P44: 44
// A bound of 0 keeps nothing; one that is not a size is said so.
// RUN: env XDG_CACHE_HOME=%t %loopc cache clean > /dev/null
// RUN: env XDG_CACHE_HOME=%t LOOPC_CACHE_SIZE=0 %loopc run %s | FileCheck %s
// RUN: env XDG_CACHE_HOME=%t %loopc cache | FileCheck %s --check-prefix=EMPTY
// RUN: env XDG_CACHE_HOME=%t LOOPC_CACHE_SIZE=lots %loopc run %s 2>&1 | FileCheck %s --check-prefix=BADSIZE
// BADSIZE: loopc run: warning: LOOPC_CACHE_SIZE='lots' is not a size (bytes, or a number with K, M or G); using 256M
// BADSIZE: 42
// CHECK: 42
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c = arith.constant 42 : i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
