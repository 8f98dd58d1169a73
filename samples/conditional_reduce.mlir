// The seed's conditional reduction: sums only the elements greater than zero.
// The driver fills the buffer with i - 512, so the result is 1 + ... + 511 = 130816.
func @printF32(f32)
func @printNewline()

func @conditional_reduce(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> (f32) {
  %sum_0 = constant 0.0 : f32
  %c0 = constant 0.0 : f32
  %sum = loop.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = load %buffer[%iv] : memref<1024xf32>
    %cond = cmpf "ugt", %t, %c0 : f32
    %sum_next = loop.if %cond -> (f32) {
      %new_sum = addf %sum_iter, %t : f32
      loop.yield %new_sum : f32
    } else {
      loop.yield %sum_iter : f32
    }
    loop.yield %sum_next : f32
  }
  return %sum : f32
}

func @main() {
  %buf = alloc() : memref<1024xf32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c1024 = constant 1024 : index
  %c512 = constant 512 : i64
  loop.for %i = %c0 to %c1024 step %c1 {
    %ii = index_cast %i : index to i64
    %centered = subi %ii, %c512 : i64
    %f = sitofp %centered : i64 to f32
    store %f, %buf[%i] : memref<1024xf32>
  }
  %s = call @conditional_reduce(%buf, %c0, %c1024, %c1) : (memref<1024xf32>, index, index, index) -> f32
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  dealloc %buf : memref<1024xf32>
  return
}
