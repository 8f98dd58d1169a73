/* onnx.h: the ONNX front end: model import into the onnx dialect and tensor
 * files (.pb TensorProto, .npy) converted to and from memref descriptors. */
#ifndef LOOPC_ONNX_H
#define LOOPC_ONNX_H

#include <stdbool.h>
#include <stdint.h>

#include "../../dialects/onnx/onnx_dtype.h"
#include "../../ir/diag.h"
#include "../../ir/ir.h"

/* Reads a binary ModelProto and returns a module holding one func `main_graph`
 * whose body is onnx.* ops (generic form) ending in onnx.Return. The func
 * carries `onnx.opset` (i64, default domain opset version). Element types:
 * float f32, double f64, int8..int64 as signless iN, uint8..uint64 as
 * uiN (MLIR's unsigned integer types, as onnx-mlir spells them; lower-onnx
 * keeps their bits in signless iN and picks the unsigned arith ops), bool
 * i1. Reports one error naming the node on any problem and
 * returns NULL. */
IrOp *onnx_import(IrContext *ctx, DiagEngine *diag, const char *path);
/* The same from a model in memory; name is the file name for diagnostics. */
IrOp *onnx_import_bytes(IrContext *ctx, DiagEngine *diag, const char *name, const uint8_t *data,
                        size_t len);

typedef struct OnnxImportOptions {
  /* Locate the ops made for each node at (path, N, 0), N being the node's
   * number in onnx_graph_rows' listing of the model (frontend/onnx/onnx_graph.h),
   * instead of (path, 0, 0); lower-onnx carries them into the loops. */
  bool node_locs;
  /* Told each file of external data the model's tensors were read from
   * (once each, by its real path): a cache of compiled programs keys them
   * too. NULL: nobody asks. */
  void (*on_external)(void *data, const char *path);
  void *on_external_data;
} OnnxImportOptions;
/* onnx_import with options (NULL: the defaults, as onnx_import). */
IrOp *onnx_import_ex(IrContext *ctx, DiagEngine *diag, const char *path,
                     const OnnxImportOptions *opts);

/* A dense tensor in native layout, row-major; bool as one byte 0/1. All
 * pointers are malloc'd and released by onnx_tensor_free. */
typedef struct OnnxTensor {
  int32_t dtype;
  int rank;
  int64_t *dims;
  int64_t count;
  void *data;
  char *name; /* may be NULL */
} OnnxTensor;

void onnx_tensor_free(OnnxTensor *t);
/* Reads a TensorProto (.pb) or NumPy (.npy) file, chosen by extension.
 * On failure returns false with a malloc'd message in *err. */
bool onnx_tensor_read(const char *path, OnnxTensor *t, char **err);
bool onnx_tensor_read_pb(const char *path, OnnxTensor *t, char **err);
bool onnx_tensor_read_npy(const char *path, OnnxTensor *t, char **err);
/* Writes t as a TensorProto (raw_data) or .npy, by extension. */
bool onnx_tensor_write(const char *path, const OnnxTensor *t, char **err);

/* Memref descriptors as the C backend lays them out (MLIR's
 * StridedMemRefType): {T *allocated; T *aligned; intptr_t offset;
 * intptr_t sizes[rank]; intptr_t strides[rank];}. */
size_t onnx_memref_desc_size(int rank);
/* Fills desc (onnx_memref_desc_size(t->rank) bytes) so that it views t's
 * data (t keeps ownership). */
void onnx_tensor_to_memref(const OnnxTensor *t, void *desc);
/* Copies the elements a descriptor of the given rank and dtype views
 * (any strides) into a new tensor. */
void onnx_tensor_from_memref(const void *desc, int rank, int32_t dtype, OnnxTensor *t);

#endif
