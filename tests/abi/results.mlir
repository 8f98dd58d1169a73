// Memref results of rank 0 to 2 and several results (scalars of each kind,
// and scalars with a memref). MLIR's default convention returns these as one
// first-class LLVM aggregate, which no C function type matches (on x86-64
// {i32, i32} comes back in eax and edx, a C struct of two int32_t packed in
// rax), so they cross the boundary through the C interface only: loopc's
// functions export only _mlir_ciface_NAME, and loopc calls an external one
// only if it is declared with llvm.emit_c_interface.
// REQUIRES: mlir-llc
// RUN: rm -rf %t && split-file %s %t
// RUN: %both_ways %t ciface | FileCheck %s

// CHECK:      ciface: lib by mlir, main by mlir: same output
// CHECK-NEXT: ciface: lib by loopc, main by mlir: same output
// CHECK-NEXT: ciface: lib by mlir, main by loopc: same output
// CHECK-NEXT: ciface: lib by loopc, main by loopc: same output
// iota, box, grid
// CHECK-NEXT: 0, 1, 2, 3, 4
// CHECK-NEXT: 2.5
// CHECK-NEXT: 0, 1, 2, 10, 11, 12
// divmod, minmax2, pair32
// CHECK-NEXT: -4, 3
// CHECK-NEXT: -0.75, 2.5
// CHECK-NEXT: 9, -8
// stats, flags
// CHECK-NEXT: 1, 1.5, 4, -3
// CHECK-NEXT: 0, -2, -2
// CHECK-NEXT: 1, 1, -255

// Without the attribute, loopc refuses to call such an external...
// RUN: sed 's/ attributes {llvm.emit_c_interface}//' %t/main.mlir > %t/main.default.mlir
// RUN: not %loopc %t/main.default.mlir --emit=c -o %t/main.default.c 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: main.default.mlir:1:1: error: 'func.func' op @iota cannot be called from C with MLIR's default calling convention: it returns a memref as an LLVM aggregate, which no C function type matches; declare it with 'attributes {llvm.emit_c_interface}' to call its C interface instead
// ERR: main.default.mlir:4:1: error: 'func.func' op @divmod cannot be called from C with MLIR's default calling convention: it returns several results as an LLVM aggregate
// ...and MLIR's code calling loopc's NAME finds no such symbol (rather than
// one that returns its results in other registers).
// RUN: %mlir_opt %t/main.default.mlir %mlir_abi_passes | %mlir_translate --mlir-to-llvmir | %llc -relocation-model=pic -filetype=obj -o %t/main.default.o
// RUN: not %cc %t/main.default.o %t/lib.by-loopc.o %runtime_dir/libloopc_runtime.a -lm -o %t/none 2>&1 | FileCheck %s --check-prefix=LINK
// LINK-DAG: undefined reference to `iota'
// LINK-DAG: undefined reference to `divmod'

//--- lib.mlir
func.func @iota(%n: index) -> memref<?xi64> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}

func.func @box(%x: f32) -> memref<f32> attributes {llvm.emit_c_interface} {
  %m = memref.alloc() : memref<f32>
  memref.store %x, %m[] : memref<f32>
  return %m : memref<f32>
}

// m[i][j] = 10 i + j
func.func @grid(%n: index) -> memref<?x3xf64> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc(%n) : memref<?x3xf64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %t = arith.muli %i, %c10 : index
      %s = arith.addi %t, %j : index
      %si = arith.index_cast %s : index to i64
      %f = arith.sitofp %si : i64 to f64
      memref.store %f, %m[%i, %j] : memref<?x3xf64>
    }
  }
  return %m : memref<?x3xf64>
}

func.func @divmod(%a: i64, %b: i64) -> (i64, i64) attributes {llvm.emit_c_interface} {
  %q = arith.floordivsi %a, %b : i64
  %t = arith.muli %q, %b : i64
  %r = arith.subi %a, %t : i64
  return %q, %r : i64, i64
}

func.func @minmax2(%a: f32, %b: f32) -> (f32, f32) attributes {llvm.emit_c_interface} {
  %lt = arith.cmpf olt, %a, %b : f32
  %lo = arith.select %lt, %a, %b : f32
  %hi = arith.select %lt, %b, %a : f32
  return %lo, %hi : f32, f32
}

func.func @pair32(%a: i32, %b: i32) -> (i32, i32) attributes {llvm.emit_c_interface} {
  return %b, %a : i32, i32
}

// Any negative element, the mean, the count and the memref itself.
func.func @stats(%m: memref<?xi64>) -> (i1, f64, index, memref<?xi64>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %z = arith.constant 0 : i64
  %f = arith.constant false
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z, %neg = %f) -> (i64, i1) {
    %v = memref.load %m[%i] : memref<?xi64>
    %s2 = arith.addi %s, %v : i64
    %isneg = arith.cmpi slt, %v, %z : i64
    %neg2 = arith.ori %neg, %isneg : i1
    scf.yield %s2, %neg2 : i64, i1
  }
  %ni = arith.index_cast %n : index to i64
  %nf = arith.sitofp %ni : i64 to f64
  %sf = arith.sitofp %r#0 : i64 to f64
  %mean = arith.divf %sf, %nf : f64
  return %r#1, %mean, %n, %m : i1, f64, index, memref<?xi64>
}

func.func @flags(%x: i32) -> (i1, i8, i16) attributes {llvm.emit_c_interface} {
  %a = arith.trunci %x : i32 to i1
  %b = arith.trunci %x : i32 to i8
  %c = arith.trunci %x : i32 to i16
  return %a, %b, %c : i1, i8, i16
}

//--- main.mlir
func.func private @iota(index) -> memref<?xi64> attributes {llvm.emit_c_interface}
func.func private @box(f32) -> memref<f32> attributes {llvm.emit_c_interface}
func.func private @grid(index) -> memref<?x3xf64> attributes {llvm.emit_c_interface}
func.func private @divmod(i64, i64) -> (i64, i64) attributes {llvm.emit_c_interface}
func.func private @minmax2(f32, f32) -> (f32, f32) attributes {llvm.emit_c_interface}
func.func private @pair32(i32, i32) -> (i32, i32) attributes {llvm.emit_c_interface}
func.func private @stats(memref<?xi64>) -> (i1, f64, index, memref<?xi64>) attributes {llvm.emit_c_interface}
func.func private @flags(i32) -> (i1, i8, i16) attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @sep(%i: index, %last: index) {
  %e = arith.cmpi eq, %i, %last : index
  scf.if %e {
    func.call @printNewline() : () -> ()
  } else {
    func.call @printComma() : () -> ()
  }
  return
}

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index

  %it = func.call @iota(%c5) : (index) -> memref<?xi64>
  %n = memref.dim %it, %c0 : memref<?xi64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %it[%i] : memref<?xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @sep(%i, %last) : (index, index) -> ()
  }
  memref.dealloc %it : memref<?xi64>

  %x = arith.constant 2.5 : f32
  %b = func.call @box(%x) : (f32) -> memref<f32>
  %bv = memref.load %b[] : memref<f32>
  func.call @printF32(%bv) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %b : memref<f32>

  %g = func.call @grid(%c2) : (index) -> memref<?x3xf64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %g[%i, %j] : memref<?x3xf64>
      func.call @printF64(%v) : (f64) -> ()
      %k = arith.muli %i, %c3 : index
      %kk = arith.addi %k, %j : index
      %five = arith.constant 5 : index
      func.call @sep(%kk, %five) : (index, index) -> ()
    }
  }
  memref.dealloc %g : memref<?x3xf64>

  %a = arith.constant -17 : i64
  %d = arith.constant 5 : i64
  %q, %r = func.call @divmod(%a, %d) : (i64, i64) -> (i64, i64)
  func.call @printI64(%q) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %y = arith.constant -0.75 : f32
  %lo, %hi = func.call @minmax2(%x, %y) : (f32, f32) -> (f32, f32)
  func.call @printF32(%lo) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%hi) : (f32) -> ()
  func.call @printNewline() : () -> ()

  %p = arith.constant -8 : i32
  %p2 = arith.constant 9 : i32
  %s0, %s1 = func.call @pair32(%p, %p2) : (i32, i32) -> (i32, i32)
  %e0 = arith.extsi %s0 : i32 to i64
  %e1 = arith.extsi %s1 : i32 to i64
  func.call @printI64(%e0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e1) : (i64) -> ()
  func.call @printNewline() : () -> ()

  // 3, -1, 4, 0
  %m = memref.alloc(%c4) : memref<?xi64>
  %k3 = arith.constant 3 : i64
  %km1 = arith.constant -1 : i64
  %k4 = arith.constant 4 : i64
  %k0 = arith.constant 0 : i64
  memref.store %k3, %m[%c0] : memref<?xi64>
  memref.store %km1, %m[%c1] : memref<?xi64>
  memref.store %k4, %m[%c2] : memref<?xi64>
  memref.store %k0, %m[%c3] : memref<?xi64>
  %neg, %mean, %cnt, %same = func.call @stats(%m) : (memref<?xi64>) -> (i1, f64, index, memref<?xi64>)
  %negi = arith.extui %neg : i1 to i64
  func.call @printI64(%negi) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%mean) : (f64) -> ()
  func.call @printComma() : () -> ()
  %cnti = arith.index_cast %cnt : index to i64
  func.call @printI64(%cnti) : (i64) -> ()
  func.call @printComma() : () -> ()
  // The returned descriptor is the argument's: write through it.
  %km3 = arith.constant -3 : i64
  memref.store %km3, %same[%c1] : memref<?xi64>
  %back = memref.load %m[%c1] : memref<?xi64>
  func.call @printI64(%back) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xi64>

  // 0x1fffe and 0x2ff01
  %x0 = arith.constant 131070 : i32
  %x1 = arith.constant 196353 : i32
  %fa, %fb, %fc = func.call @flags(%x0) : (i32) -> (i1, i8, i16)
  %fa2, %fb2, %fc2 = func.call @flags(%x1) : (i32) -> (i1, i8, i16)
  %ea = arith.extui %fa : i1 to i64
  %eb = arith.extsi %fb : i8 to i64
  %ec = arith.extsi %fc : i16 to i64
  %ea2 = arith.extui %fa2 : i1 to i64
  %eb2 = arith.extsi %fb2 : i8 to i64
  %ec2 = arith.extsi %fc2 : i16 to i64
  func.call @printI64(%ea) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%eb) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%ec) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%ea2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%eb2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%ec2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %ok = arith.constant 0 : i32
  return %ok : i32
}
