/* onnx_value.h: tensor, sequence and optional values in files (TensorProto,
 * SequenceProto and OptionalProto .pb files, as ONNX's backend test folders
 * hold them) and as the lists a lowered graph takes and returns (two
 * memrefs: data and meta, dialects/onnx/onnx_list.h), for `loopc run` and
 * `loopc onnx-test` (through tools/onnx_io.c). */
#ifndef LOOPC_ONNX_VALUE_H
#define LOOPC_ONNX_VALUE_H

#include "../../dialects/onnx/onnx_types.h"
#include "onnx.h"

/* A tensor, sequence or optional value. */
typedef struct OnnxValue {
  OnnxValueKind kind;
  bool present;    /* optionals: false for "none" */
  int32_t dtype;   /* element type (also of an empty sequence), 0 if unknown */
  int n;           /* tensors held: 1 for a tensor or a present optional tensor */
  OnnxTensor *ts;
} OnnxValue;

void onnx_value_free(OnnxValue *v);
/* Reads a .pb file holding a value of the given kind: a TensorProto, a
 * SequenceProto or an OptionalProto. An optional sequence may also be given
 * as a SequenceProto (a present optional). A file whose message has fields
 * the expected one does not define is refused, with what it holds instead
 * ("holds a tensor (TensorProto), not a sequence (SequenceProto)"). On
 * failure returns false with a malloc'd message in *err. */
bool onnx_value_read_pb(const char *path, OnnxValueKind kind, OnnxValue *v, char **err);
/* The list of a sequence or optional: data (rank 1 of dtype) and meta
 * (rank 2 of int64), as lowered graphs take them. False (with *err) when an
 * element's type is not dtype. */
bool onnx_value_to_list(const OnnxValue *v, int32_t dtype, OnnxTensor *data, OnnxTensor *meta,
                        char **err);
/* The value a list holds, checking that meta describes data consistently. */
bool onnx_value_from_list(const OnnxTensor *data, const OnnxTensor *meta, OnnxValueKind kind,
                          OnnxValue *v, char **err);
/* A description for messages: "a sequence of 3 tensors", "an empty optional". */
char *onnx_value_describe(const OnnxValue *v);
/* Writes v to path: a tensor as onnx_tensor_write does (.npy or
 * TensorProto), a sequence as a SequenceProto, an optional as an
 * OptionalProto (as numpy_helper.from_list / from_optional write them;
 * .npy holds tensors only). False with a malloc'd *err on failure. */
bool onnx_value_write(const char *path, const OnnxValue *v, char **err);

#endif
