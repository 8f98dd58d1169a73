/* onnx_dtype.c: ONNX's element types (TensorProto.DataType numbers): their
 * sizes, names and IR element types. */
#include "onnx_dtype.h"

size_t onnx_dtype_size(int32_t dtype) {
  switch (dtype) {
  case ONNX_DT_FLOAT: return 4;
  case ONNX_DT_DOUBLE: return 8;
  case ONNX_DT_UINT8: case ONNX_DT_INT8: case ONNX_DT_BOOL: return 1;
  case ONNX_DT_UINT16: case ONNX_DT_INT16: case ONNX_DT_FLOAT16: case ONNX_DT_BFLOAT16: return 2;
  case ONNX_DT_INT32: case ONNX_DT_UINT32: return 4;
  case ONNX_DT_INT64: case ONNX_DT_UINT64: return 8;
  default: return 0;
  }
}

const char *onnx_dtype_name(int32_t dtype) {
  switch (dtype) {
  case ONNX_DT_FLOAT: return "float";
  case ONNX_DT_DOUBLE: return "double";
  case ONNX_DT_UINT8: return "uint8";
  case ONNX_DT_INT8: return "int8";
  case ONNX_DT_BOOL: return "bool";
  case ONNX_DT_UINT16: return "uint16";
  case ONNX_DT_INT16: return "int16";
  case ONNX_DT_INT32: return "int32";
  case ONNX_DT_UINT32: return "uint32";
  case ONNX_DT_INT64: return "int64";
  case ONNX_DT_UINT64: return "uint64";
  case 8: return "string";
  case 10: return "float16";
  case 16: return "bfloat16";
  case 14: return "complex64";
  case 15: return "complex128";
  default: return "unknown";
  }
}

IrType *onnx_dtype_to_type(IrContext *ctx, int32_t dtype) {
  switch (dtype) {
  case ONNX_DT_FLOAT: return ctx->f32_ty;
  case ONNX_DT_DOUBLE: return ctx->f64_ty;
  case ONNX_DT_BOOL: return ctx->i1_ty;
  case ONNX_DT_INT8: return ctx->i8_ty;
  case ONNX_DT_INT16: return ctx->i16_ty;
  case ONNX_DT_FLOAT16: return ctx->f16_ty;
  case ONNX_DT_BFLOAT16: return ctx->bf16_ty;
  case ONNX_DT_INT32: return ctx->i32_ty;
  case ONNX_DT_INT64: return ctx->i64_ty;
  case ONNX_DT_UINT8: return ir_type_uint(ctx, 8);
  case ONNX_DT_UINT16: return ir_type_uint(ctx, 16);
  case ONNX_DT_UINT32: return ir_type_uint(ctx, 32);
  case ONNX_DT_UINT64: return ir_type_uint(ctx, 64);
  default: return NULL;
  }
}

int32_t onnx_type_to_dtype(const IrType *t) {
  if (t->kind == TY_FLOAT)
    return t->width == 32   ? ONNX_DT_FLOAT
           : t->width == 64 ? ONNX_DT_DOUBLE
           : t->is_bf16     ? ONNX_DT_BFLOAT16
                            : ONNX_DT_FLOAT16;
  if (t->kind == TY_INDEX)
    return ONNX_DT_INT64;
  if (t->kind != TY_INT)
    return 0;
  bool u = t->is_unsigned;
  switch (t->width) {
  case 1: return u ? 0 : ONNX_DT_BOOL;
  case 8: return u ? ONNX_DT_UINT8 : ONNX_DT_INT8;
  case 16: return u ? ONNX_DT_UINT16 : ONNX_DT_INT16;
  case 32: return u ? ONNX_DT_UINT32 : ONNX_DT_INT32;
  case 64: return u ? ONNX_DT_UINT64 : ONNX_DT_INT64;
  default: return 0;
  }
}
