// The runtime (loopc_runtime.c, most of a small program's compile time) is
// compiled once per compiler, flags and CPU into an object file kept in the
// cache (hex.o), and linked into each program built after: a second program
// compiles only its own C. --no-cache compiles the runtime's source with the
// program. A damaged object is removed and compiled again.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed s/42/43/ %s > %t/p43.mlir
// RUN: sed s/42/44/ %s > %t/p44.mlir
// RUN: env XDG_CACHE_HOME=%t %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=CHECK,OBJ
// RUN: ls %t/loopc | FileCheck %s --check-prefix=FILES
// RUN: env XDG_CACHE_HOME=%t %loopc run %t/p43.mlir -v 2>&1 | FileCheck %s --check-prefixes=P43,OBJ
// RUN: ls %t/loopc | FileCheck %s --check-prefix=FILES
// RUN: env XDG_CACHE_HOME=%t %loopc cache | FileCheck %s --check-prefix=TWO
// RUN: env XDG_CACHE_HOME=%t %loopc run %t/p44.mlir --no-cache -v 2>&1 | FileCheck %s --check-prefixes=P44,SRC
// RUN: %python -c "import glob; [open(f, 'w').write('not an object') for f in glob.glob('%t/loopc/*.o')]"
// RUN: env XDG_CACHE_HOME=%t %loopc run %t/p44.mlir -v 2>&1 | FileCheck %s --check-prefixes=P44,OBJ
// RUN: %python -c "import glob, os; print([os.path.getsize(f) > 1000 for f in glob.glob('%t/loopc/*.o')])" | FileCheck %s --check-prefix=WHOLE
// RUN: env XDG_CACHE_HOME=%t %loopc cache clean | FileCheck %s --check-prefix=CLEAN
// RUN: ls %t/loopc | FileCheck %s --check-prefix=NONE --allow-empty
// OBJ: loopc run: {{.*}} -o {{.*}}/program.so {{.*}}/program.c {{.*}}/loopc_runtime.o -lm
// SRC: loopc run: {{.*}} -o {{.*}}/program.so {{.*}}/program.c {{.*}}/loopc_runtime.c -lm
// FILES-COUNT-1: {{^[0-9a-f]{32}\.o$}}
// FILES-NOT: .o{{$}}
// TWO: 2 compiled programs
// WHOLE: [True]
// CLEAN: removed 3 compiled programs
// NONE-NOT: .o
// CHECK: 42
// P43: 43
// P44: 44
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c = arith.constant 42 : i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
