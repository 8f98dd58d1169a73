// Functions of several blocks as C. Blocks go in reverse post-order after
// labels (an unreachable block left out), block arguments declared first and
// assigned by the branches as one parallel copy (a swap through
// temporaries), cf.cond_br as if/goto, cf.switch as C's switch on the
// unsigned bits of the flag (a repeated case value kept once: the first wins),
// heap-backed allocas of later blocks freed at every return; compiled
// strictly and run.
// RUN: %loopc %s -O0 --emit=c -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc %cflags %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.exe
// RUN: %t.exe | FileCheck %s
// RUN: %loopc %s --emit=c -o %t.O2.c
// RUN: %cc %cflags %t.O2.c %runtime_dir/libloopc_runtime.a -lm -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

// C-LABEL: int64_t swap(int64_t n, int64_t a, int64_t b) {
// C-NEXT:    int64_t i = 0;
// C-NEXT:    int64_t x = 0;
// C-NEXT:    int64_t y = 0;
// C:         i = n;
// C-NEXT:    x = a;
// C-NEXT:    y = b;
// C-NEXT:    goto loop;
// C-NEXT:  loop:;
// C:         if (done) {
// C-NEXT:      goto [[EXIT:exit.*]];
// C-NEXT:    }
// C-NEXT:    goto body;
// C-NEXT:  body:;
// C:         {
// C-NEXT:      int64_t i_next = i2;
// C-NEXT:      int64_t x_next = y;
// C-NEXT:      int64_t y_next = x;
// C-NEXT:      i = i_next;
// C-NEXT:      x = x_next;
// C-NEXT:      y = y_next;
// C-NEXT:    }
// C-NEXT:    goto loop;
// C-NEXT:  [[EXIT]]:;
func.func @swap(%n: i64, %a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c10 = arith.constant 10 : i64
  cf.br ^loop(%n, %a, %b : i64, i64, i64)
^loop(%i: i64, %x: i64, %y: i64):
  %done = arith.cmpi sle, %i, %c0 : i64
  cf.cond_br %done, ^exit, ^body
^body:
  %i2 = arith.subi %i, %c1 : i64
  cf.br ^loop(%i2, %y, %x : i64, i64, i64)
^exit:
  %t = arith.muli %x, %c10 : i64
  %r = arith.addi %t, %y : i64
  return %r : i64
}

// C-LABEL: int64_t classify(int32_t v_arg) {
// C:         switch ((uint64_t)(uint8_t)v) {
// C-NEXT:    case UINT64_C(255): {
// C-NEXT:      goto minus_one;
// C-NEXT:    }
// C-NEXT:    case UINT64_C(3): {
// C:         case UINT64_C(200): {
// C-NEXT:      goto big;
// C-NEXT:    }
// C-NEXT:    default: {
// C-NOT:     case
// C:         }
// C-NOT:     dead:
// C:       }
func.func @classify(%v: i8) -> i64 {
  cf.switch %v : i8, [
    default: ^other(%v : i8),
    -1: ^minus_one,
    3: ^three(%v, %v : i8, i8),
    200: ^big,
    3: ^minus_one
  ]
^minus_one:
  %m = arith.constant -100 : i64
  return %m : i64
^three(%p: i8, %q: i8):
  %s = arith.addi %p, %q : i8
  %se = arith.extsi %s : i8 to i64
  return %se : i64
^big:
  %b = arith.constant 1000 : i64
  return %b : i64
^other(%o: i8):
  %oe = arith.extsi %o : i8 to i64
  return %oe : i64
^dead:
  %u = arith.constant 7 : i64
  return %u : i64
}

// %v is defined in ^later, which dominates ^use, written before it: the C
// has ^later's code first.
// C-LABEL: int64_t forward(int64_t a) {
// C:         goto later;
// C-NEXT:  later:;
// C:         goto use;
// C-NEXT:  use:;
// C-NEXT:    return v;
func.func @forward(%a: i64) -> i64 {
  cf.br ^later
^use:
  return %v : i64
^later:
  %v = arith.addi %a, %a : i64
  cf.br ^use
}

// An alloca in a loop's block: heap-backed (no C array a goto could jump
// into), freed with the frame at the return.
// C-LABEL: int64_t fill(int64_t n) {
// C:         void *frame = NULL;
// C:         loopc_frame_free(frame);
// C-NEXT:    return
func.func @fill(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %i0 = arith.constant 0 : index
  cf.br ^loop(%c0, %c0 : i64, i64)
^loop(%i: i64, %acc: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^done
^body:
  %buf = memref.alloca() : memref<4xi64>
  memref.store %i, %buf[%i0] : memref<4xi64>
  %e = memref.load %buf[%i0] : memref<4xi64>
  %acc2 = arith.addi %acc, %e : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^loop(%i2, %acc2 : i64, i64)
^done:
  return %acc : i64
}

// A block argument only passed back to itself is never read in the C (its
// self-assignment is left out): `(void)` after its declaration keeps gcc's
// -Wunused-but-set-variable quiet at -O0 (MLIR's ControlFlow canonicalize
// test has this loop). Must not fire: %i, which is read.
// C-LABEL: int64_t dead_arg(int64_t a, int64_t n) {
// C-NEXT:    int64_t i = 0;
// C-NEXT:    int64_t unused = 0;
// C-NEXT:    (void)unused;
// C-NEXT:    i = a;
func.func @dead_arg(%a: i64, %n: i64) -> i64 {
  cf.br ^loop(%a, %a : i64, i64)
^loop(%i: i64, %unused: i64):
  %one = arith.constant 1 : i64
  %i2 = arith.addi %i, %one : i64
  %d = arith.cmpi slt, %i2, %n : i64
  cf.cond_br %d, ^loop(%i2, %unused : i64, i64), ^exit
^exit:
  return %i2 : i64
}

func.func @main() {
  %c3 = arith.constant 3 : i64
  %c7 = arith.constant 7 : i64
  %c9 = arith.constant 9 : i64
  %r = call @swap(%c3, %c7, %c9) : (i64, i64, i64) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK: 97
  %m1 = arith.constant -1 : i8
  %k1 = call @classify(%m1) : (i8) -> i64
  call @printI64(%k1) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: -100
  %t3 = arith.constant 3 : i8
  %k3 = call @classify(%t3) : (i8) -> i64
  call @printI64(%k3) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 6
  %m56 = arith.constant -56 : i8
  %k56 = call @classify(%m56) : (i8) -> i64
  call @printI64(%k56) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 1000
  %f = call @forward(%c9) : (i64) -> i64
  call @printI64(%f) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 18
  %da = call @dead_arg(%c3, %c9) : (i64, i64) -> i64
  call @printI64(%da) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 9
  %s = call @fill(%c7) : (i64) -> i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 21
  return
}
