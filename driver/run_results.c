/* run_results.c: `loopc run`'s results (see run.h): printed as
 * mlir-runner prints an entry point's results (scalars in decimal or %e,
 * memrefs in printMemref's format), or written to .npy or ONNX .pb files;
 * an ONNX model's results as the values of its graph outputs. */
#include "run.h"

#include <stdlib.h>
#include <string.h>

#include "../dialects/onnx/onnx_dtype.h"
#include "../runtime/loopc_runtime.h"

static char elem_code(const IrType *t) {
  if (t->kind == TY_INDEX)
    return 'l';
  if (t->kind == TY_FLOAT)
    return t->width == 32 ? 'f' : 'd';
  switch (t->width) {
  case 1: return 'b';
  case 8: return 'c';
  case 16: return 's';
  case 32: return 'i';
  default: return 'l';
  }
}

/* Scalars print as mlir-runner prints an entry point's result: integers in
 * decimal, floats with "%e". */
static void print_scalar(const IrType *t, const void *p) {
  if (t->kind == TY_FLOAT) {
    printf("%e\n", t->width == 32 ? (double)*(const float *)p : *(const double *)p);
    return;
  }
  int64_t x;
  switch (t->kind == TY_INDEX ? 64 : t->width) {
  case 1: x = *(const uint8_t *)p & 1; break;
  case 8: x = *(const int8_t *)p; break;
  case 16: x = *(const int16_t *)p; break;
  case 32: x = *(const int32_t *)p; break;
  default: x = *(const int64_t *)p; break;
  }
  printf("%lld\n", (long long)x);
}

/* Copies a (possibly strided) memref result into a contiguous array. */
static bool gather(const IrType *t, const RunDesc *d, NpyArray *out) {
  int rank = t->rank;
  if (!npy_alloc(out, run_elem_dtype(t->elem), rank, d->rest))
    return false;
  size_t es = npy_dtype_size(out->dtype);
  if (out->count == 0)
    return true;
  int64_t *idx = xcalloc((size_t)rank + 1, sizeof(int64_t));
  const char *base = d->aligned;
  for (int64_t k = 0; k < out->count; k++) {
    int64_t off = d->offset;
    for (int i = 0; i < rank; i++)
      off += idx[i] * d->rest[rank + i];
    memcpy((char *)out->data + (size_t)k * es, base + off * (int64_t)es, es);
    for (int i = rank - 1; i >= 0; i--) {
      if (++idx[i] < d->rest[i])
        break;
      idx[i] = 0;
    }
  }
  free(idx);
  return true;
}

bool run_result_emit(IrContext *ctx, const IrType *t, const void *p, const char *output,
                     DiagEngine *diag) {
  if (output) {
    NpyArray arr;
    bool ok;
    if (t->kind == TY_MEMREF) {
      ok = gather(t, p, &arr);
    } else {
      ok = npy_alloc(&arr, run_elem_dtype(t), 0, NULL);
      if (ok)
        memcpy(arr.data, p, npy_dtype_size(arr.dtype));
    }
    if (!ok) {
      diag_error(diag, RUN_LOC, "result of type '%s' is too large", ir_type_str(ctx, t));
      return false;
    }
    char *err = NULL;
    if (run_file_is_pb(output)) {
      OnnxTensor ot = {0};
      ot.dtype = t->kind == TY_MEMREF ? (t->elem->kind == TY_INDEX ? ONNX_DT_INT64
                                                                   : onnx_type_to_dtype(t->elem))
                 : t->kind == TY_INDEX ? ONNX_DT_INT64
                                       : onnx_type_to_dtype(t);
      ot.rank = arr.rank;
      ot.dims = arr.shape;
      ot.count = arr.count;
      ot.data = arr.data;
      ok = onnx_tensor_write(output, &ot, &err);
    } else {
      ok = npy_write(output, &arr, &err);
    }
    npy_free(&arr);
    if (!ok) {
      diag_error(diag, RUN_LOC, "cannot write '%s': %s", output, err);
      free(err);
      return false;
    }
    return true;
  }
  if (t->kind == TY_MEMREF) {
    fflush(stdout);
    rt_print_memref(p, t->rank, elem_code(t->elem), 0);
    return true;
  }
  print_scalar(t, p);
  return true;
}

/* The runtime printer's element code of an ONNX element type (halves are
 * printed as the bits they are stored in). */
static char onnx_elem_code(int32_t dt) {
  switch (dt) {
  case ONNX_DT_FLOAT: return 'f';
  case ONNX_DT_DOUBLE: return 'd';
  case ONNX_DT_BOOL: return 'b';
  case ONNX_DT_INT8: return 'c';
  case ONNX_DT_UINT8: return 'C';
  case ONNX_DT_UINT16: return 'S';
  case ONNX_DT_INT32: return 'i';
  case ONNX_DT_UINT32: return 'I';
  case ONNX_DT_INT64: return 'l';
  case ONNX_DT_UINT64: return 'u';
  default: return 's'; /* int16, float16, bfloat16 */
  }
}

/* Prints an ONNX value as the tensors it holds: a tensor as any memref
 * result, a sequence or an optional as a line saying what it is, then each
 * of its tensors. */
static void print_onnx_value(const OnnxValue *v) {
  if (v->kind != ONNX_VK_TENSOR) {
    char *d = onnx_value_describe(v);
    printf("%s%s\n", d, v->n ? ":" : "");
    free(d);
  }
  for (int i = 0; i < v->n; i++) {
    void *desc = xcalloc(1, onnx_memref_desc_size(v->ts[i].rank));
    onnx_tensor_to_memref(&v->ts[i], desc);
    fflush(stdout);
    rt_print_memref(desc, v->ts[i].rank, onnx_elem_code(v->ts[i].dtype), 0);
    free(desc);
  }
  fflush(stdout);
}

/* Each graph output takes one result for a tensor, two for a sequence or
 * an optional (onnx_io.c). */
bool run_onnx_results(const OnnxIo *io, void *const *results, const char *const *outputs,
                      int noutputs, DiagEngine *diag) {
  bool ok = true;
  for (int k = 0; k < io->nout; k++) {
    OnnxValue v;
    char *err = NULL, *what = xasprintf("output %d", k);
    const char *out = k < noutputs ? outputs[k] : NULL;
    if (!onnx_io_output(io, k, results, &v, what, diag, RUN_LOC)) {
      ok = false;
    } else if (out && !onnx_value_write(out, &v, &err)) {
      diag_error(diag, RUN_LOC, "%s", err);
      ok = false;
    } else if (!out) {
      print_onnx_value(&v);
    }
    free(err);
    free(what);
    onnx_value_free(&v);
  }
  return ok;
}

