// --line-directives, --embed-runtime (one self-contained file that needs no
// runtime library), and --emit=header.
// RUN: %loopc %s --emit=c --line-directives -o %t.line.c
// RUN: FileCheck %s --check-prefix=LINE < %t.line.c
// RUN: %cc %cflags -c %t.line.c -o %t.line.o
// RUN: %loopc %s --emit=c --embed-runtime -o %t.embed.c
// RUN: %cc %cflags %t.embed.c -lm -o %t.embed
// RUN: %t.embed | FileCheck %s --check-prefix=OUT
// RUN: %loopc %s --emit=header | FileCheck %s --check-prefix=HDR

func.func private @printI64(i64)
func.func private @printNewline()

// LINE: #line [[@LINE+1]] "{{.*}}flags.mlir"
func.func @twice(%x: i64) -> i64 {
  // LINE: #line [[@LINE+2]] "{{.*}}flags.mlir"
  // LINE-NEXT: int64_t y = (int64_t)((uint64_t)x + (uint64_t)x);
  %y = arith.addi %x, %x : i64
  // LINE: #line [[@LINE+2]] "{{.*}}flags.mlir"
  // LINE-NEXT: return y;
  return %y : i64
}

// A private function gets no C-interface wrapper and is not in the header.
func.func private @helper(%x: i64) -> i64 {
  %c = arith.constant 3 : i64
  %y = arith.muli %x, %c : i64
  return %y : i64
}

func.func @pair(%a: memref<?xi64>, %x: i64) -> (i64, memref<?xi64>) {
  %h = call @helper(%x) : (i64) -> i64
  return %h, %a : i64, memref<?xi64>
}

// OUT: 42
func.func @main() {
  %c = arith.constant 21 : i64
  %r = call @twice(%c) : (i64) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// HDR: #ifndef LOOPC_GENERATED_{{[0-9A-F]+}}_H
// HDR: #include <stdint.h>
// HDR: typedef struct memref_i64_1 {
// HDR: typedef struct pair_results {
// HDR-NEXT: int64_t r0;
// HDR-NEXT: memref_i64_1 r1;
// HDR: /* @twice: (i64) -> i64 */
// HDR-NEXT: int64_t twice(int64_t);
// HDR-NEXT: int64_t _mlir_ciface_twice(int64_t);
// HDR-NEXT: /* @pair: (memref<?xi64>, i64) -> (i64, memref<?xi64>); only the C interface {{.*}} */
// HDR-NEXT: void _mlir_ciface_pair(pair_results *, memref_i64_1 *, int64_t);
// HDR-NEXT: /* @main: () -> () */
// HDR-NEXT: void mlir_main(void);
// HDR-NEXT: void _mlir_ciface_main(void);
// HDR-NOT: helper
// HDR: #endif
