// The seed's sum-reduction written the way C programmers write it: the sum
// lives in memory (a one-element buffer) that the loop body loads and stores.
// mem2reg turns that buffer into the loop's iter_args, which is exactly the
// seed's loop.for ... iter_args form. Prints 0 + 1 + ... + 1023 = 523776.
func @printF32(f32)
func @printNewline()

func @sum(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> (f32) {
  %acc = alloca() : memref<f32>
  %zero = constant 0.0 : f32
  store %zero, %acc[] : memref<f32>
  loop.for %iv = %lb to %ub step %step {
    %t = load %buffer[%iv] : memref<1024xf32>
    %s = load %acc[] : memref<f32>
    %s_next = addf %s, %t : f32
    store %s_next, %acc[] : memref<f32>
  }
  %sum = load %acc[] : memref<f32>
  return %sum : f32
}

func @main() {
  %buf = alloc() : memref<1024xf32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c1024 = constant 1024 : index
  loop.for %i = %c0 to %c1024 step %c1 {
    %ii = index_cast %i : index to i64
    %f = sitofp %ii : i64 to f32
    store %f, %buf[%i] : memref<1024xf32>
  }
  %s = call @sum(%buf, %c0, %c1024, %c1) : (memref<1024xf32>, index, index, index) -> f32
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  dealloc %buf : memref<1024xf32>
  return
}
