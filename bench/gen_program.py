#!/usr/bin/env python3
"""gen_program.py: writes a large, valid program for the parse/print/verify
benchmarks: N ops in functions of nested scf.for/scf.if/scf.parallel loops,
in today's MLIR spelling so that mlir-opt reads the same file.

usage: gen_program.py NUM_OPS > big.mlir"""
import sys


def main():
    target = int(sys.argv[1])
    out = []
    w = out.append
    w("module {")
    ops = 0
    fn = 0
    while ops < target:
        w(f"  func.func @kernel{fn}(%A: memref<?x?xf32>, %n: index, %x: f32) -> f32 {{")
        w("    %c0 = arith.constant 0 : index")
        w("    %c1 = arith.constant 1 : index")
        w("    %zero = arith.constant 0.000000e+00 : f32")
        ops += 3
        w("    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {")
        w("      %s = scf.for %j = %c0 to %n step %c1 iter_args(%a2 = %acc) -> (f32) {")
        ops += 2
        # A straight-line body of 200 arithmetic ops with a conditional.
        prev = "%a2"
        for k in range(50):
            w(f"        %v{k} = memref.load %A[%i, %j] : memref<?x?xf32>")
            w(f"        %m{k} = arith.mulf %v{k}, %x : f32")
            w(f"        %p{k} = arith.addf {prev}, %m{k} : f32")
            w(f"        %q{k} = arith.cmpf ogt, %p{k}, %zero : f32")
            w(f"        %t{k} = scf.if %q{k} -> (f32) {{")
            w(f"          %n{k} = arith.negf %p{k} : f32")
            w(f"          scf.yield %n{k} : f32")
            w("        } else {")
            w(f"          scf.yield %p{k} : f32")
            w("        }")
            prev = f"%t{k}"
            ops += 7
        w(f"        scf.yield {prev} : f32")
        w("      }")
        w("      scf.yield %s : f32")
        w("    }")
        w("    scf.parallel (%i) = (%c0) to (%n) step (%c1) {")
        w("      memref.store %r, %A[%i, %i] : memref<?x?xf32>")
        w("      scf.reduce")
        w("    }")
        w("    return %r : f32")
        w("  }")
        ops += 8
        fn += 1
    w("}")
    sys.stdout.write("\n".join(out) + "\n")


main()
