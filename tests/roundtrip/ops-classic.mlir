// Every op written in the classic spelling, printed in both spellings.
// RUN: %loopc --print-names=source %s --syntax=classic | FileCheck %s
// RUN: %loopc --print-names=source %s --syntax=modern | FileCheck %s --check-prefix=MODERN

// CHECK-NOT: module
// MODERN: module {

// CHECK-LABEL: func @ext(f32) -> f32
// MODERN-LABEL: func.func private @ext(f32) -> f32
func @ext(f32) -> f32

// CHECK-LABEL: func @constants() -> (f32, f64, i32, index, i1, i8)
// CHECK-NEXT: %cf = constant 1.500000e+00 : f32
// CHECK-NEXT: %cd = constant 1.000000e-01 : f64
// CHECK-NEXT: %ci = constant 42 : i32
// CHECK-NEXT: %cx = constant 0 : index
// CHECK-NEXT: %cb = constant true
// CHECK-NEXT: %cn = constant -1 : i8
// CHECK-NEXT: return %cf, %cd, %ci, %cx, %cb, %cn : f32, f64, i32, index, i1, i8
// MODERN-LABEL: func.func @constants() -> (f32, f64, i32, index, i1, i8) {
// MODERN-NEXT: %cf = arith.constant 1.500000e+00 : f32
// MODERN-NEXT: %cd = arith.constant 1.000000e-01 : f64
// MODERN-NEXT: %ci = arith.constant 42 : i32
// MODERN-NEXT: %cx = arith.constant 0 : index
// MODERN-NEXT: %cb = arith.constant true
// MODERN-NEXT: %cn = arith.constant -1 : i8
// MODERN-NEXT: return %cf, %cd, %ci, %cx, %cb, %cn : f32, f64, i32, index, i1, i8
func @constants() -> (f32, f64, i32, index, i1, i8) {
  %cf = constant 1.5 : f32
  %cd = constant 0.1 : f64
  %ci = constant 42 : i32
  %cx = constant 0 : index
  %cb = constant true
  %cn = constant 255 : i8
  return %cf, %cd, %ci, %cx, %cb, %cn : f32, f64, i32, index, i1, i8
}

// CHECK-LABEL: func @float_ops(%a: f32, %b: f32)
// CHECK-NEXT: %0 = addf %a, %b : f32
// CHECK-NEXT: %1 = subf %a, %b : f32
// CHECK-NEXT: %2 = mulf %a, %b : f32
// CHECK-NEXT: %3 = divf %a, %b : f32
// CHECK-NEXT: %4 = remf %a, %b : f32
// CHECK-NEXT: %5 = maxf %a, %b : f32
// CHECK-NEXT: %6 = minf %a, %b : f32
// CHECK-NEXT: %7 = negf %a : f32
// CHECK-NEXT: %8 = exp %a : f32
// CHECK-NEXT: %9 = log %a : f32
// CHECK-NEXT: %10 = sqrt %a : f32
// CHECK-NEXT: %11 = tanh %a : f32
// CHECK-NEXT: %12 = absf %a : f32
// CHECK-NEXT: %13 = floor %a : f32
// CHECK-NEXT: %14 = ceil %a : f32
// CHECK-NEXT: %15 = copysign %a, %b : f32
// CHECK-NEXT: %16 = powf %a, %b : f32
// CHECK-NEXT: return
// MODERN-LABEL: func.func @float_ops(%a: f32, %b: f32) {
// MODERN-NEXT: %0 = arith.addf %a, %b : f32
// MODERN-NEXT: %1 = arith.subf %a, %b : f32
// MODERN-NEXT: %2 = arith.mulf %a, %b : f32
// MODERN-NEXT: %3 = arith.divf %a, %b : f32
// MODERN-NEXT: %4 = arith.remf %a, %b : f32
// MODERN-NEXT: %5 = arith.maximumf %a, %b : f32
// MODERN-NEXT: %6 = arith.minimumf %a, %b : f32
// MODERN-NEXT: %7 = arith.negf %a : f32
// MODERN-NEXT: %8 = math.exp %a : f32
// MODERN-NEXT: %9 = math.log %a : f32
// MODERN-NEXT: %10 = math.sqrt %a : f32
// MODERN-NEXT: %11 = math.tanh %a : f32
// MODERN-NEXT: %12 = math.absf %a : f32
// MODERN-NEXT: %13 = math.floor %a : f32
// MODERN-NEXT: %14 = math.ceil %a : f32
// MODERN-NEXT: %15 = math.copysign %a, %b : f32
// MODERN-NEXT: %16 = math.powf %a, %b : f32
// MODERN-NEXT: return
func @float_ops(%a: f32, %b: f32) {
  %0 = addf %a, %b : f32
  %1 = subf %a, %b : f32
  %2 = mulf %a, %b : f32
  %3 = divf %a, %b : f32
  %4 = remf %a, %b : f32
  %5 = maxf %a, %b : f32
  %6 = minf %a, %b : f32
  %7 = negf %a : f32
  %8 = exp %a : f32
  %9 = log %a : f32
  %10 = sqrt %a : f32
  %11 = tanh %a : f32
  %12 = absf %a : f32
  %13 = floor %a : f32
  %14 = ceil %a : f32
  %15 = copysign %a, %b : f32
  %16 = powf %a, %b : f32
  return
}

// CHECK-LABEL: func @int_ops(%a: i32, %b: i32)
// CHECK-NEXT: %0 = addi %a, %b : i32
// CHECK-NEXT: %1 = subi %a, %b : i32
// CHECK-NEXT: %2 = muli %a, %b : i32
// CHECK-NEXT: %3 = divi_signed %a, %b : i32
// CHECK-NEXT: %4 = divi_unsigned %a, %b : i32
// CHECK-NEXT: %5 = remi_signed %a, %b : i32
// CHECK-NEXT: %6 = remi_unsigned %a, %b : i32
// CHECK-NEXT: %7 = and %a, %b : i32
// CHECK-NEXT: %8 = or %a, %b : i32
// CHECK-NEXT: %9 = xor %a, %b : i32
// CHECK-NEXT: %10 = shift_left %a, %b : i32
// CHECK-NEXT: %11 = shift_right_signed %a, %b : i32
// CHECK-NEXT: %12 = shift_right_unsigned %a, %b : i32
// CHECK-NEXT: %13 = arith.maxsi %a, %b : i32
// CHECK-NEXT: %14 = arith.minsi %a, %b : i32
// CHECK-NEXT: %15 = arith.maxui %a, %b : i32
// CHECK-NEXT: %16 = arith.minui %a, %b : i32
// CHECK-NEXT: %17 = arith.ceildivsi %a, %b : i32
// CHECK-NEXT: %18 = arith.floordivsi %a, %b : i32
// CHECK-NEXT: return
// MODERN-LABEL: func.func @int_ops(%a: i32, %b: i32) {
// MODERN-NEXT: %0 = arith.addi %a, %b : i32
// MODERN-NEXT: %1 = arith.subi %a, %b : i32
// MODERN-NEXT: %2 = arith.muli %a, %b : i32
// MODERN-NEXT: %3 = arith.divsi %a, %b : i32
// MODERN-NEXT: %4 = arith.divui %a, %b : i32
// MODERN-NEXT: %5 = arith.remsi %a, %b : i32
// MODERN-NEXT: %6 = arith.remui %a, %b : i32
// MODERN-NEXT: %7 = arith.andi %a, %b : i32
// MODERN-NEXT: %8 = arith.ori %a, %b : i32
// MODERN-NEXT: %9 = arith.xori %a, %b : i32
// MODERN-NEXT: %10 = arith.shli %a, %b : i32
// MODERN-NEXT: %11 = arith.shrsi %a, %b : i32
// MODERN-NEXT: %12 = arith.shrui %a, %b : i32
// MODERN-NEXT: %13 = arith.maxsi %a, %b : i32
// MODERN-NEXT: %14 = arith.minsi %a, %b : i32
// MODERN-NEXT: %15 = arith.maxui %a, %b : i32
// MODERN-NEXT: %16 = arith.minui %a, %b : i32
// MODERN-NEXT: %17 = arith.ceildivsi %a, %b : i32
// MODERN-NEXT: %18 = arith.floordivsi %a, %b : i32
func @int_ops(%a: i32, %b: i32) {
  %0 = addi %a, %b : i32
  %1 = subi %a, %b : i32
  %2 = muli %a, %b : i32
  %3 = divi_signed %a, %b : i32
  %4 = divi_unsigned %a, %b : i32
  %5 = remi_signed %a, %b : i32
  %6 = remi_unsigned %a, %b : i32
  %7 = and %a, %b : i32
  %8 = or %a, %b : i32
  %9 = xor %a, %b : i32
  %10 = shift_left %a, %b : i32
  %11 = shift_right_signed %a, %b : i32
  %12 = shift_right_unsigned %a, %b : i32
  %13 = arith.maxsi %a, %b : i32
  %14 = arith.minsi %a, %b : i32
  %15 = arith.maxui %a, %b : i32
  %16 = arith.minui %a, %b : i32
  %17 = arith.ceildivsi %a, %b : i32
  %18 = arith.floordivsi %a, %b : i32
  return
}

// CHECK-LABEL: func @compare_select(%a: f32, %b: f32, %i: index, %j: index) -> f32
// CHECK-NEXT: %lt = cmpi "slt", %i, %j : index
// CHECK-NEXT: %ge = cmpi "uge", %i, %j : index
// CHECK-NEXT: %gt = cmpf "ugt", %a, %b : f32
// CHECK-NEXT: %un = cmpf "uno", %a, %b : f32
// CHECK-NEXT: %both = and %lt, %gt : i1
// CHECK-NEXT: %s = select %both, %a, %b : f32
// MODERN-LABEL: func.func @compare_select(%a: f32, %b: f32, %i: index, %j: index) -> f32 {
// MODERN-NEXT: %lt = arith.cmpi slt, %i, %j : index
// MODERN-NEXT: %ge = arith.cmpi uge, %i, %j : index
// MODERN-NEXT: %gt = arith.cmpf ugt, %a, %b : f32
// MODERN-NEXT: %un = arith.cmpf uno, %a, %b : f32
// MODERN-NEXT: %both = arith.andi %lt, %gt : i1
// MODERN-NEXT: %s = arith.select %both, %a, %b : f32
// MODERN-NEXT: return %s : f32
func @compare_select(%a: f32, %b: f32, %i: index, %j: index) -> f32 {
  %lt = cmpi "slt", %i, %j : index
  %ge = cmpi "uge", %i, %j : index
  %gt = cmpf "ugt", %a, %b : f32
  %un = cmpf "uno", %a, %b : f32
  %both = and %lt, %gt : i1
  %s = select %both, %a, %b : f32
  return %s : f32
}

// CHECK-LABEL: func @casts(%i: i32, %f: f32, %x: index)
// CHECK-NEXT: %0 = index_cast %i : i32 to index
// CHECK-NEXT: %1 = index_cast %x : index to i64
// CHECK-NEXT: %2 = sitofp %i : i32 to f32
// CHECK-NEXT: %3 = uitofp %i : i32 to f64
// CHECK-NEXT: %4 = fptosi %f : f32 to i32
// CHECK-NEXT: %5 = fptoui %f : f32 to i64
// CHECK-NEXT: %6 = fpext %f : f32 to f64
// CHECK-NEXT: %7 = fptrunc %6 : f64 to f32
// CHECK-NEXT: %8 = sexti %i : i32 to i64
// CHECK-NEXT: %9 = zexti %i : i32 to i64
// CHECK-NEXT: %10 = trunci %9 : i64 to i8
// CHECK-NEXT: %11 = bitcast %f : f32 to i32
// MODERN-LABEL: func.func @casts(%i: i32, %f: f32, %x: index) {
// MODERN-NEXT: %0 = arith.index_cast %i : i32 to index
// MODERN-NEXT: %1 = arith.index_cast %x : index to i64
// MODERN-NEXT: %2 = arith.sitofp %i : i32 to f32
// MODERN-NEXT: %3 = arith.uitofp %i : i32 to f64
// MODERN-NEXT: %4 = arith.fptosi %f : f32 to i32
// MODERN-NEXT: %5 = arith.fptoui %f : f32 to i64
// MODERN-NEXT: %6 = arith.extf %f : f32 to f64
// MODERN-NEXT: %7 = arith.truncf %6 : f64 to f32
// MODERN-NEXT: %8 = arith.extsi %i : i32 to i64
// MODERN-NEXT: %9 = arith.extui %i : i32 to i64
// MODERN-NEXT: %10 = arith.trunci %9 : i64 to i8
// MODERN-NEXT: %11 = arith.bitcast %f : f32 to i32
func @casts(%i: i32, %f: f32, %x: index) {
  %0 = index_cast %i : i32 to index
  %1 = index_cast %x : index to i64
  %2 = sitofp %i : i32 to f32
  %3 = uitofp %i : i32 to f64
  %4 = fptosi %f : f32 to i32
  %5 = fptoui %f : f32 to i64
  %6 = fpext %f : f32 to f64
  %7 = fptrunc %6 : f64 to f32
  %8 = sexti %i : i32 to i64
  %9 = zexti %i : i32 to i64
  %10 = trunci %9 : i64 to i8
  %11 = bitcast %f : f32 to i32
  return
}

// CHECK-LABEL: func @memory(%n: index, %v: f32)
// CHECK-NEXT: %c0 = constant 0 : index
// CHECK-NEXT: %m = alloc(%n) : memref<?x4xf32>
// CHECK-NEXT: %s = alloca() : memref<4xf32>
// CHECK-NEXT: %t = alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: store %v, %m[%c0, %c0] : memref<?x4xf32>
// CHECK-NEXT: %l = load %m[%c0, %c0] : memref<?x4xf32>
// CHECK-NEXT: %d = dim %m, %c0 : memref<?x4xf32>
// CHECK-NEXT: copy %s, %t : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: dealloc %m : memref<?x4xf32>
// MODERN-LABEL: func.func @memory(%n: index, %v: f32) {
// MODERN-NEXT: %c0 = arith.constant 0 : index
// MODERN-NEXT: %m = memref.alloc(%n) : memref<?x4xf32>
// MODERN-NEXT: %s = memref.alloca() : memref<4xf32>
// MODERN-NEXT: %t = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// MODERN-NEXT: memref.store %v, %m[%c0, %c0] : memref<?x4xf32>
// MODERN-NEXT: %l = memref.load %m[%c0, %c0] : memref<?x4xf32>
// MODERN-NEXT: %d = memref.dim %m, %c0 : memref<?x4xf32>
// MODERN-NEXT: memref.copy %s, %t : memref<4xf32> to memref<4xf32>
// MODERN-NEXT: memref.dealloc %m : memref<?x4xf32>
func @memory(%n: index, %v: f32) {
  %c0 = constant 0 : index
  %m = alloc(%n) : memref<?x4xf32>
  %s = alloca() : memref<4xf32>
  %t = alloc() {alignment = 64 : i64} : memref<4xf32>
  store %v, %m[%c0, %c0] : memref<?x4xf32>
  %l = load %m[%c0, %c0] : memref<?x4xf32>
  %d = dim %m, %c0 : memref<?x4xf32>
  copy %s, %t : memref<4xf32> to memref<4xf32>
  dealloc %m : memref<?x4xf32>
  return
}

// CHECK-LABEL: func @calls(%x: f32) -> f32
// CHECK-NEXT: %y = call @ext(%x) : (f32) -> f32
// CHECK-NEXT: %z = call @calls(%y) : (f32) -> f32
// MODERN-LABEL: func.func @calls(%x: f32) -> f32 {
// MODERN-NEXT: %y = call @ext(%x) : (f32) -> f32
// MODERN-NEXT: %z = call @calls(%y) : (f32) -> f32
// MODERN-NEXT: return %y : f32
func @calls(%x: f32) -> f32 {
  %y = call @ext(%x) : (f32) -> f32
  %z = call @calls(%y) : (f32) -> f32
  return %y : f32
}
