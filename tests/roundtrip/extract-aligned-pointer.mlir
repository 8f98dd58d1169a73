// memref.extract_aligned_pointer_as_index: the address of a memref's
// aligned data (parallelize builds its overlap checks from it). Read and
// printed (custom form, mlir-opt's `%intptr` names), read back by mlir-opt, and run: a memref
// and its unranked cast share the address; an overlap check of a buffer
// with itself fails, of two buffers passes.
// RUN: %loopc %s | %loopc - | FileCheck %s
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt > /dev/null %}
// RUN: %loopc run %s -e main -O0 | FileCheck %s --check-prefix=OUT
// CHECK: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<16xf64> -> index
// CHECK: %intptr_1 = memref.extract_aligned_pointer_as_index %cast : memref<*xf64> -> index
// OUT-COUNT-2: 0
// OUT-NEXT: 64
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %a = memref.alloc() : memref<16xf64>
  %b = memref.alloc() : memref<8xf64>
  %p = "memref.extract_aligned_pointer_as_index"(%a) : (memref<16xf64>) -> index
  %u = memref.cast %a : memref<16xf64> to memref<*xf64>
  %q = "memref.extract_aligned_pointer_as_index"(%u) : (memref<*xf64>) -> index
  %r = "memref.extract_aligned_pointer_as_index"(%b) : (memref<8xf64>) -> index
  %d = arith.subi %p, %q : index
  %i = arith.index_cast %d : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // p + 128 bytes <= r or r + 64 <= p: 0 with a itself.
  %c128 = arith.constant 128 : index
  %c64 = arith.constant 64 : index
  %pe = arith.addi %p, %c128 : index
  %re = arith.addi %r, %c64 : index
  %x = arith.cmpi ule, %pe, %p : index
  %y = arith.cmpi ule, %pe, %p : index
  %self = arith.ori %x, %y : i1
  %s = arith.extui %self : i1 to i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x2 = arith.cmpi ule, %pe, %r : index
  %y2 = arith.cmpi ule, %re, %p : index
  %apart = arith.ori %x2, %y2 : i1
  %t = arith.extui %apart : i1 to i64
  %c64i = arith.constant 64 : i64
  %t64 = arith.muli %t, %c64i : i64
  func.call @printI64(%t64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<16xf64>
  memref.dealloc %b : memref<8xf64>
  return
}
