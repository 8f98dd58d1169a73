# An affine.for whose upper bound is the min of 80 symbols (the function's
# arguments), for affine-loop-tile-wide-bounds.mlir.
n = 80
args = ", ".join("%%a%d: index" % i for i in range(n))
syms = ", ".join("s%d" % i for i in range(n))
ops = ", ".join("%%a%d" % i for i in range(n))
print("func.func @wide(%%m: memref<?xf32>, %s, %%x: f32) {" % args)
print("  affine.for %%i = 0 to min affine_map<()[%s] -> (%s)>()[%s] {" % (syms, syms, ops))
print("    affine.store %x, %m[%i] : memref<?xf32>")
print("  }")
print("  return")
print("}")
