/* Calls the model of named_outputs.py through its header: the results
 * struct's fields carry the graph's output names. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  float x[2] = {10, 20};
  memref_f32_1 a = {x, x, 0, {2}, {1}};
  main_graph_results r;
  _mlir_ciface_main_graph(&r, &a);
  printf("%g %g %g %g\n", (double)r.y_0.aligned[0], (double)r.out_class.aligned[1],
         (double)r.out_int.aligned[0], (double)r.out_y_0.aligned[1]);
  free(r.y_0.allocated);
  free(r.out_class.allocated);
  free(r.out_int.allocated);
  free(r.out_y_0.allocated);
  return 0;
}
