/* weights_caller.c: calls the model of external_data.py's good/ (emitted
 * as C and a weights file, its header included with -include) on
 * x[k] = k / 64 and compares y with numpy's (ramp.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "ramp.h"

int main(void) {
  float x[64];
  for (int k = 0; k < 64; k++)
    x[k] = (float)k / 64;
  memref_f32_2 in = {x, x, 0, {1, 64}, {64, 1}};
  memref_f32_2 out;
  _mlir_ciface_main_graph(&out, &in);
  double err = 0;
  for (int k = 0; k < 64; k++)
    err = fmax(err, fabs(out.aligned[k] - ramp_expected[k]));
  if (err < 1e-4)
    printf("y matches numpy's\n");
  else
    printf("y differs from numpy's by %g\n", err);
  free(out.allocated);
  return 0;
}
