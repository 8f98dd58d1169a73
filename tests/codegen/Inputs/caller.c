/* caller.c: hand-written C using functions that loopc generated, through the
 * generated header (included with -include): by MLIR's default convention
 * (descriptor fields as arguments) and through the _mlir_ciface_ wrappers. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  float a[4] = {0, 1, 2, 3}, out[4];
  scale(a, a, 0, 4, 1, out, out, 0, 4, 1, 2.5f);
  printf("scale: %g %g %g %g\n", out[0], out[1], out[2], out[3]);
  memref_f32_1 ma = {a, a, 0, {4}, {1}}, mo = {out, out, 0, {4}, {1}};
  _mlir_ciface_scale(&ma, &mo, 5.0f);
  printf("ciface scale: %g %g %g %g\n", out[0], out[1], out[2], out[3]);

  /* Several results: only the C interface. */
  int32_t v[5] = {4, -3, 9, 0, 2};
  memref_i32_1 mv = {v, v, 0, {5}, {1}};
  minmax_results r;
  _mlir_ciface_minmax(&r, &mv);
  printf("ciface minmax: %d %d\n", (int)r.r0, (int)r.r1);

  memref_i64_1 it;
  _mlir_ciface_iota(&it, 5);
  printf("iota:");
  for (intptr_t i = 0; i < it.sizes[0]; i++)
    printf(" %lld", (long long)it.aligned[it.offset + i * it.strides[0]]);
  printf("\n");
  free(it.allocated);
  return 0;
}
