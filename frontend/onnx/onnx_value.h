/* onnx_value.h: sequence and optional values in files (SequenceProto and
 * OptionalProto .pb files, as ONNX's backend test folders hold them) and
 * as the lists a lowered graph takes and returns (two memrefs: data and
 * meta, passes/onnx_lower_seq.c), for `loopc onnx-test`. */
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
 * as a SequenceProto (a present optional). On failure returns false with a
 * malloc'd message in *err. */
bool onnx_value_read_pb(const char *path, OnnxValueKind kind, OnnxValue *v, char **err);
/* The list of a sequence or optional: data (rank 1 of dtype) and meta
 * (rank 2 of int64), as lowered graphs take them. False (with *err) when an
 * element's type is not dtype. */
bool onnx_value_to_list(const OnnxValue *v, int32_t dtype, OnnxTensor *data, OnnxTensor *meta,
                        char **err);
/* The value a list holds, checking that meta describes data consistently. */
bool onnx_value_from_list(const OnnxTensor *data, const OnnxTensor *meta, OnnxValueKind kind,
                          OnnxValue *v, char **err);
/* A one-line description: "sequence of 3 tensors of float". */
char *onnx_value_describe(const OnnxValue *v);

#endif
