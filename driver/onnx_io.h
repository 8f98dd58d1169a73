/* onnx_io.h: a lowered ONNX graph's inputs and outputs as ONNX values, for
 * `loopc run` and `loopc onnx-test` (one code path for both): which of
 * main_graph's parameters and results each graph input and output takes (a
 * tensor one memref; a sequence or an optional the two of its list, data
 * and meta: docs/DESIGN.md "Sequences and optionals"), their ONNX element
 * types, and the files that hold the values (.pb TensorProto, SequenceProto
 * or OptionalProto; .npy for tensors). */
#ifndef LOOPC_ONNX_IO_H
#define LOOPC_ONNX_IO_H

#include <stdbool.h>

#include "../frontend/onnx/onnx.h"
#include "../frontend/onnx/onnx_value.h"
#include "../ir/diag.h"
#include "../ir/ir.h"

typedef struct OnnxIo {
  IrType *fty;                /* main_graph's lowered type */
  int nin, nout;              /* graph inputs and outputs */
  OnnxValueKind *kin, *kout;  /* what each is */
  int *fin, *fout;            /* the first parameter / result each takes */
  int32_t *din, *dout;        /* ONNX element type of each parameter / result */
  const IrAttr *names;        /* onnx.input_names, or NULL */
} OnnxIo;

/* Problems are reported through diag at loc, each message starting with
 * the caller's WHAT ("'@main_graph'", "input 'x'", "output 2"). */

/* The layout of a lowered graph (the onnx.input_kinds, onnx.output_kinds,
 * onnx.input_dtypes and onnx.output_dtypes attributes lower-onnx leaves on
 * it). False when func's type does not fit them. */
bool onnx_io_init(OnnxIo *io, IrOp *func, const char *what, DiagEngine *diag, IrLoc loc);
void onnx_io_free(OnnxIo *io);
/* Graph input k's name, or NULL. */
const char *onnx_io_input_name(const OnnxIo *io, int k);
/* Reads graph input k's value from path: a .npy file (a tensor) or a .pb
 * file holding the message its kind takes; an error names the file and,
 * for a message of another kind, what it holds. */
bool onnx_io_read_input(const OnnxIo *io, int k, const char *path, OnnxValue *v,
                        const char *what, DiagEngine *diag, IrLoc loc);
/* Checks v (taking its tensors) against graph input k's parameters and
 * fills t[0] (and t[1], a list's meta) for the call. A mismatch reads
 * "WHAT is uint8(2, 3), the graph expects int8(2, ?)". */
bool onnx_io_bind_input(const OnnxIo *io, int k, OnnxValue *v, OnnxTensor *t, const char *what,
                        DiagEngine *diag, IrLoc loc);
/* The value graph output k holds, from the call's results (a pointer to
 * each result's descriptor). */
bool onnx_io_output(const OnnxIo *io, int k, void *const *results, OnnxValue *v, const char *what,
                    DiagEngine *diag, IrLoc loc);

#endif
