// A 2-D 5-point Jacobi stencil: out[i][j] = (in[i-1][j] + in[i+1][j] +
// in[i][j-1] + in[i][j+1] + in[i][j]) / 5 over the interior of a 32x32 grid,
// as a collapsed 2-D loop.parallel. The driver runs 10 sweeps from a grid
// that is 100.0 on the border and 0 inside and prints the centre value.
func @printF32(f32)
func @printNewline()

func @sweep(%in: memref<32x32xf32>, %out: memref<32x32xf32>) {
  %c1 = constant 1 : index
  %c31 = constant 31 : index
  %five = constant 5.0 : f32
  loop.parallel (%i, %j) = (%c1, %c1) to (%c31, %c31) step (%c1, %c1) {
    %im = subi %i, %c1 : index
    %ip = addi %i, %c1 : index
    %jm = subi %j, %c1 : index
    %jp = addi %j, %c1 : index
    %n = load %in[%im, %j] : memref<32x32xf32>
    %s = load %in[%ip, %j] : memref<32x32xf32>
    %w = load %in[%i, %jm] : memref<32x32xf32>
    %e = load %in[%i, %jp] : memref<32x32xf32>
    %c = load %in[%i, %j] : memref<32x32xf32>
    %t0 = addf %n, %s : f32
    %t1 = addf %t0, %w : f32
    %t2 = addf %t1, %e : f32
    %t3 = addf %t2, %c : f32
    %avg = divf %t3, %five : f32
    store %avg, %out[%i, %j] : memref<32x32xf32>
  }
  return
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c31 = constant 31 : index
  %c32 = constant 32 : index
  %c16 = constant 16 : index
  %hot = constant 100.0 : f32
  %cold = constant 0.0 : f32
  %a = alloc() : memref<32x32xf32>
  %b = alloc() : memref<32x32xf32>
  loop.for %i = %c0 to %c32 step %c1 {
    loop.for %j = %c0 to %c32 step %c1 {
      %top = cmpi "eq", %i, %c0 : index
      %bottom = cmpi "eq", %i, %c31 : index
      %left = cmpi "eq", %j, %c0 : index
      %right = cmpi "eq", %j, %c31 : index
      %tb = or %top, %bottom : i1
      %lr = or %left, %right : i1
      %border = or %tb, %lr : i1
      %v = select %border, %hot, %cold : f32
      store %v, %a[%i, %j] : memref<32x32xf32>
      store %v, %b[%i, %j] : memref<32x32xf32>
    }
  }
  %c10 = constant 10 : index
  loop.for %step = %c0 to %c10 step %c2 {
    call @sweep(%a, %b) : (memref<32x32xf32>, memref<32x32xf32>) -> ()
    call @sweep(%b, %a) : (memref<32x32xf32>, memref<32x32xf32>) -> ()
  }
  %centre = load %a[%c16, %c16] : memref<32x32xf32>
  %edge = load %a[%c1, %c1] : memref<32x32xf32>
  call @printF32(%centre) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%edge) : (f32) -> ()
  call @printNewline() : () -> ()
  dealloc %a : memref<32x32xf32>
  dealloc %b : memref<32x32xf32>
  return
}
