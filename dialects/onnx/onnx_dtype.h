/* onnx_dtype.h: ONNX's element types, numbered as TensorProto.DataType
 * numbers them (the `to` of Cast, the dtype of EyeLike, a tensor file's
 * element type), and the IR element types they become. */
#ifndef LOOPC_ONNX_DTYPE_H
#define LOOPC_ONNX_DTYPE_H

#include <stddef.h>
#include <stdint.h>

#include "../../ir/ir.h"

/* ONNX TensorProto.DataType values used here. */
enum {
  ONNX_DT_FLOAT = 1, ONNX_DT_UINT8 = 2, ONNX_DT_INT8 = 3, ONNX_DT_UINT16 = 4,
  ONNX_DT_INT16 = 5, ONNX_DT_INT32 = 6, ONNX_DT_INT64 = 7, ONNX_DT_BOOL = 9,
  ONNX_DT_FLOAT16 = 10, ONNX_DT_DOUBLE = 11, ONNX_DT_UINT32 = 12, ONNX_DT_UINT64 = 13,
  ONNX_DT_BFLOAT16 = 16,
};

/* Byte size of one element of dtype, or 0 if loopc does not support it. */
size_t onnx_dtype_size(int32_t dtype);
const char *onnx_dtype_name(int32_t dtype);
/* IR element type of dtype (NULL if unsupported; uint8..uint64 are ui8..ui64),
 * and back (0 if none). */
IrType *onnx_dtype_to_type(IrContext *ctx, int32_t dtype);
int32_t onnx_type_to_dtype(const IrType *elem);

#endif
