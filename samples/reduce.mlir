// The seed's sum-reduction of a memref, with a driver that fills the buffer
// with 0, 1, ..., 1023 and prints the sum (523776).
func @printF32(f32)
func @printNewline()

func @reduce(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> (f32) {
  // Initial sum set to 0.
  %sum_0 = constant 0.0 : f32
  // iter_args binds initial values to the loop's region arguments.
  %sum = loop.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = load %buffer[%iv] : memref<1024xf32>
    %sum_next = addf %sum_iter, %t : f32
    // Yield current iteration sum to next iteration %sum_iter or to %sum if final iteration.
    loop.yield %sum_next : f32
  }
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
  %s = call @reduce(%buf, %c0, %c1024, %c1) : (memref<1024xf32>, index, index, index) -> f32
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  dealloc %buf : memref<1024xf32>
  return
}
