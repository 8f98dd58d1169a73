// llvm.emit_c_interface marks the externals that loopc calls through their C
// interface: the parser and the printer keep it, in every form, and mlir-opt
// reads loopc's output the same way.
// RUN: %loopc %s | FileCheck %s
// RUN: %loopc %s | %loopc - | FileCheck %s
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s
// RUN: %loopc %s --emit=c | FileCheck %s --check-prefix=C
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}

// CHECK: func.func private @sum(memref<?xf32>) -> f32 attributes {llvm.emit_c_interface}
func.func private @sum(memref<?xf32>) -> f32 attributes {llvm.emit_c_interface}
// CHECK: func.func private @plain(memref<?xf32>) -> f32{{$}}
func.func private @plain(memref<?xf32>) -> f32

// On a definition it changes nothing for loopc (every public function has a
// C interface) but is kept.
// CHECK: func.func @twice(%{{.*}}: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
func.func @twice(%m: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
  // C-LABEL: float twice(
  // C: memref_f32_1 m_arg = m;
  // C-NEXT: float a = _mlir_ciface_sum(&m_arg);
  // C-NEXT: float b = plain(m.allocated, m.aligned, m.offset, m.sizes[0], m.strides[0]);
  %a = func.call @sum(%m) : (memref<?xf32>) -> f32
  %b = func.call @plain(%m) : (memref<?xf32>) -> f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
// C: float _mlir_ciface_twice(memref_f32_1 *loopc_arg0) {
