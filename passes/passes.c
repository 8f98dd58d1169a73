/* passes.c: the registry of every pass, by command-line name, and the
 * standard pipelines the driver runs. */
#include "../ir/pass.h"
#include "passes.h"
#include "onnx_lower.h"

const IrPass *const ir_all_passes[] = {
    /* Each pass file contributes one entry here. */
    &onnx_lower_pass,
    NULL,
};
