// An arith.addf and the arith.mulf feeding it, both with fastmath<contract>
// (or fast), become (by the fma-contract pass) one math.fma marked contract,
// emitted as loopc_fma_*: rounded once where the target has a fast fused
// multiply-add (FP_FAST_FMAF / FP_FAST_FMA), twice elsewhere. A product that
// is not flagged, has another use or lives in another block stays a separate
// statement. A math.fma without contract is always rounded once (libm fma).
// RUN: %loopc %s --emit=c -O0 --fma-contract -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc %cflags -O2 -mno-fma %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.two
// RUN: %t.two | FileCheck %s --check-prefix=TWO
// RUN: %if fma %{ %cc %cflags -O2 -mfma %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.one %}
// RUN: %if fma %{ %t.one | FileCheck %s --check-prefix=ONE %}
// REQUIRES: x86_64

func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()

// C-LABEL: float fused32(float a, float b, float c) {
// C-NEXT:    float s = loopc_fma_f32(a, b, c);
// C-NEXT:    return s;
func.func @fused32(%a: f32, %b: f32, %c: f32) -> f32 {
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.addf %p, %c fastmath<contract> : f32
  return %s : f32
}

// The product on the right, and `fast` (which includes contract).
// C-LABEL: double fused64(double a, double b, double c) {
// C-NEXT:    double s = loopc_fma_f64(a, b, c);
func.func @fused64(%a: f64, %b: f64, %c: f64) -> f64 {
  %p = arith.mulf %a, %b fastmath<fast> : f64
  %s = arith.addf %c, %p fastmath<fast> : f64
  return %s : f64
}

// C-LABEL: float apart(float a, float b, float c) {
// C-NEXT:    float p = a * b;
// C-NEXT:    float s = p + c;
// C-NEXT:    float q = a * b;
// C-NEXT:    float t = q + c;
// C-NEXT:    float u = q + t;
// C-NEXT:    float r = a * c;
// C-NEXT:    float v = u + r;
func.func @apart(%a: f32, %b: f32, %c: f32) -> f32 {
  // The sum is not flagged.
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.addf %p, %c : f32
  // The product has two uses.
  %q = arith.mulf %a, %b fastmath<contract> : f32
  %t = arith.addf %q, %c fastmath<contract> : f32
  %u = arith.addf %q, %t fastmath<contract> : f32
  // The product is not flagged.
  %r = arith.mulf %a, %c : f32
  %v = arith.addf %u, %r fastmath<contract> : f32
  %w = arith.addf %v, %s : f32
  return %w : f32
}

// C-LABEL: float across(float a, float b, float c) {
// C:         float p = a * b;
// C:         for (
// C:           float s = acc + p;
func.func @across(%a: f32, %b: f32, %c: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %c) -> (f32) {
    %s = arith.addf %acc, %p fastmath<contract> : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// C-LABEL: float exact(float a, float b, float c) {
// C-NEXT:    float s = fmaf(a, b, c);
func.func @exact(%a: f32, %b: f32, %c: f32) -> f32 {
  %s = math.fma %a, %b, %c : f32
  return %s : f32
}

// a * a - (1 + 2e) with a = 1 + e is e*e exactly, and 0 once a * a is
// rounded (e = 2^-12 for f32, 2^-30 for f64).
// TWO: 0
// TWO-NEXT: 0
// TWO-NEXT: 5.96046e-08
// ONE: 5.96046e-08
// ONE-NEXT: 8.67362e-19
// ONE-NEXT: 5.96046e-08
func.func @main() {
  %a32 = arith.constant 1.000244140625 : f32
  %c32 = arith.constant -1.00048828125 : f32
  %r32 = call @fused32(%a32, %a32, %c32) : (f32, f32, f32) -> f32
  call @printF32(%r32) : (f32) -> ()
  call @printNewline() : () -> ()
  %a64 = arith.constant 1.000000000931322574615478515625 : f64
  %c64 = arith.constant -1.00000000186264514923095703125 : f64
  %r64 = call @fused64(%a64, %a64, %c64) : (f64, f64, f64) -> f64
  call @printF64(%r64) : (f64) -> ()
  call @printNewline() : () -> ()
  %r3 = call @exact(%a32, %a32, %c32) : (f32, f32, f32) -> f32
  call @printF32(%r3) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
