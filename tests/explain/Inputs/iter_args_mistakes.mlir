// Two mistakes a student makes with iter_args.
func @sum(%buf: memref<8xf32>) -> f32 {
  %c0 = constant 0 : index
  %c8 = constant 8 : index
  %c1 = constant 1 : index
  %zero = constant 0.0 : f32
  %s = loop.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = load %buf[%i] : memref<8xf32>
    %n = addf %acc, %x : f32
    loop.yield %i : index
  }
  return %s : f32
}

func @forgot(%zero: f32) -> f32 {
  %c0 = constant 0 : index
  %c8 = constant 8 : index
  %c1 = constant 1 : index
  %t = loop.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
    loop.yield
  }
  return %t : f32
}
