// reuse-loop-buffers: when each iteration allocates the buffer it yields and
// frees the one it was given, the loop carries a spare instead (two buffers
// in all, no allocation per iteration).
// RUN: %loopc %s --reuse-loop-buffers | FileCheck %s
// The output is valid MLIR:
// RUN: %if mlir-opt %{ %loopc %s --reuse-loop-buffers --syntax=modern | %mlir_opt > /dev/null %}
// And it computes the same (run it, before and after, under the sanitizers
// in the sanitized build: a double free or a use after free would show):
// RUN: %loopc run %s -e main -O0 | sed -e "s/base@ = 0x[0-9a-f]*//" > %t.ref
// RUN: %loopc run %s -e main -O0 --reuse-loop-buffers | sed -e "s/base@ = 0x[0-9a-f]*//" > %t.out
// RUN: diff %t.ref %t.out

func.func private @printMemrefF32(memref<*xf32>)

// CHECK-LABEL: func.func @step
// CHECK:         %[[INIT:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         %[[SPARE0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%[[IN:.*]] = %[[INIT]], %[[OUT:.*]] = %[[SPARE0]]) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NOT:       memref.alloc
// CHECK-NOT:       memref.dealloc
// CHECK:           memref.store %{{.*}}, %[[OUT]][%{{.*}}] : memref<4xf32>
// CHECK:           scf.yield %[[OUT]], %[[IN]] : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %[[R]]#1 : memref<4xf32>
// CHECK-NEXT:    return %[[R]]#0 : memref<4xf32>
func.func @step(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.5 : f32
  %init = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %one, %init[%i] : memref<4xf32>
  }
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%in = %init) -> (memref<4xf32>) {
    %out = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %in[%i] : memref<4xf32>
      %j = arith.subi %c4, %i : index
      %k = arith.subi %j, %c1 : index
      %y = memref.load %in[%k] : memref<4xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %out[%i] : memref<4xf32>
    }
    memref.dealloc %in : memref<4xf32>
    scf.yield %out : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// Not reused: the incoming buffer is not freed, the new one escapes to a
// call, or the init is used after the loop.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-3: iter_args(%{{[^,)]*}}) -> (memref<4xf32>)
func.func @keep(%m: memref<4xf32>) {
  return
}
func.func @kept(%n: index, %a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = scf.for %t = %c0 to %n step %c1 iter_args(%in = %a) -> (memref<4xf32>) {
    %out = memref.alloc() : memref<4xf32>
    scf.yield %out : memref<4xf32>
  }
  %i1 = memref.alloc() : memref<4xf32>
  %r1 = scf.for %t = %c0 to %n step %c1 iter_args(%in = %i1) -> (memref<4xf32>) {
    %out = memref.alloc() : memref<4xf32>
    func.call @keep(%out) : (memref<4xf32>) -> ()
    memref.dealloc %in : memref<4xf32>
    scf.yield %out : memref<4xf32>
  }
  %i2 = memref.alloc() : memref<4xf32>
  %r2 = scf.for %t = %c0 to %n step %c1 iter_args(%in = %i2) -> (memref<4xf32>) {
    %out = memref.alloc() : memref<4xf32>
    memref.dealloc %in : memref<4xf32>
    scf.yield %out : memref<4xf32>
  }
  %x = memref.load %i2[%c0] : memref<4xf32>
  return %x : f32
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %r = call @step(%c3) : (index) -> memref<4xf32>
  %u = memref.cast %r : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %r : memref<4xf32>
  %z = call @step(%c0) : (index) -> memref<4xf32>
  %v = memref.cast %z : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  memref.dealloc %z : memref<4xf32>
  return
}
