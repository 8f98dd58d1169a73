/* onnx_infer_nn.c: result types of the neural-network operators (pooling,
 * normalization, losses, reductions beyond ReduceSum, index ops). */
#include <string.h>

#include "onnx_infer_internal.h"

bool oi_infer_nn(Infer *in, IrType **out) {
  (void)in;
  *out = NULL;
  return false;
}
