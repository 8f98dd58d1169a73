/* run_args.c: `loopc run`'s arguments (see run.h): scalar literals, and
 * memrefs from dense<...> literals, .npy files or ONNX TensorProto files,
 * checked against the entry point's parameter types; an ONNX model's
 * arguments, one per graph input, through onnx_io.c. */
#include "run.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../codegen/codegen.h"
#include "../dialects/onnx/onnx_dtype.h"
#include "../frontend/parse.h"
#include "native.h"

/* ================================ types ================================= */

static bool elem_supported(const IrType *t) {
  return t->kind == TY_INDEX ||
         (t->kind == TY_INT && (t->width == 1 || t->width == 8 || t->width == 16 ||
                                t->width == 32 || t->width == 64)) ||
         (t->kind == TY_FLOAT && (t->width == 32 || t->width == 64) && !t->is_bf16);
}

NpyDtype run_elem_dtype(const IrType *t) {
  if (t->kind == TY_INDEX)
    return NPY_I64;
  if (t->kind == TY_FLOAT)
    return t->width == 32 ? NPY_F32 : NPY_F64;
  switch (t->width) {
  case 1: return NPY_BOOL;
  case 8: return NPY_I8;
  case 16: return NPY_I16;
  case 32: return NPY_I32;
  default: return NPY_I64;
  }
}

bool run_type_supported(const IrType *t) {
  if (t->kind == TY_MEMREF)
    return t->rank >= 0 && elem_supported(t->elem);
  return elem_supported(t);
}


/* =========================== scalar literals ============================ */

static bool parse_int_text(const char *s, int64_t *v) {
  errno = 0;
  char *end;
  long long x;
  const char *p = s;
  bool neg = false;
  if (*p == '-' || *p == '+')
    neg = *p++ == '-';
  if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
    unsigned long long u = strtoull(p + 2, &end, 16);
    if (end == p + 2 || *end || errno)
      return false;
    x = (long long)u;
    *v = neg ? (int64_t)(0 - (uint64_t)x) : (int64_t)x;
    return true;
  }
  if (*p < '0' || *p > '9')
    return false;
  unsigned long long u = strtoull(p, &end, 10);
  if (*end || errno)
    return false;
  if (neg && u > (unsigned long long)INT64_MAX + 1)
    return false;
  *v = neg ? (int64_t)(0 - (uint64_t)u) : (int64_t)u;
  return true;
}

/* Integer literal for an iN/index element: true/false for i1, and any value
 * that fits N bits signed or unsigned (as MLIR's integer attributes). */
static bool parse_int_for(const char *s, const IrType *t, int64_t *v) {
  if (t->kind == TY_INT && t->width == 1) {
    if (strcmp(s, "true") == 0) {
      *v = 1;
      return true;
    }
    if (strcmp(s, "false") == 0) {
      *v = 0;
      return true;
    }
  }
  if (!parse_int_text(s, v))
    return false;
  unsigned w = t->kind == TY_INDEX ? 64 : t->width;
  if (w < 64) {
    int64_t lo = -((int64_t)1 << (w - 1)), hi = (int64_t)(((uint64_t)1 << w) - 1);
    if (w == 1)
      lo = -1, hi = 1;
    if (*v < lo || *v > hi)
      return false;
  }
  return true;
}

static bool parse_float_text(const char *s, double *v) {
  char *end;
  errno = 0;
  *v = strtod(s, &end);
  return end != s && *end == 0;
}

/* Stores element k of an array of element type t from literal text. */
static bool store_elem(const IrType *t, void *data, int64_t k, const char *s) {
  if (t->kind == TY_FLOAT) {
    double d;
    if (!parse_float_text(s, &d))
      return false;
    if (t->width == 32)
      ((float *)data)[k] = (float)d;
    else
      ((double *)data)[k] = d;
    return true;
  }
  int64_t x;
  if (!parse_int_for(s, t, &x))
    return false;
  unsigned w = t->kind == TY_INDEX ? 64 : t->width;
  switch (w) {
  case 1: ((uint8_t *)data)[k] = (uint8_t)(x & 1); break;
  case 8: ((int8_t *)data)[k] = (int8_t)x; break;
  case 16: ((int16_t *)data)[k] = (int16_t)x; break;
  case 32: ((int32_t *)data)[k] = (int32_t)x; break;
  default: ((int64_t *)data)[k] = x; break;
  }
  return true;
}

/* =============================== memrefs ================================ */

bool run_file_is_pb(const char *path) {
  size_t n = strlen(path);
  return n >= 3 && strcmp(path + n - 3, ".pb") == 0;
}

bool run_file_is_npy(const char *path) {
  size_t n = strlen(path);
  return n >= 4 && strcmp(path + n - 4, ".npy") == 0;
}

/* A memref argument (array + descriptor) for type t from a dense<...>
 * literal, read by the parser's own dense literal rules
 * (parse_dense_literal); '?' sizes come from the literal. Problems are
 * reported as "WHAT: why". */
static bool memref_from_dense(IrContext *ctx, const char *text, const IrType *t, NpyArray *arr,
                              const char *what, DiagEngine *diag) {
  char *err = NULL;
  IrAttr *a = parse_dense_literal(ctx, text, (IrType *)t, &err);
  if (!a) {
    diag_error(diag, RUN_LOC, "%s: %s", what, err);
    free(err);
    return false;
  }
  const IrType *at = a->type;
  if (!npy_alloc(arr, run_elem_dtype(t->elem), at->rank, at->dims)) {
    diag_error(diag, RUN_LOC, "%s: array too large", what);
    return false;
  }
  /* Dense data and .npy arrays share the layout: native elements, i1 as one
   * byte, index as 64 bits. */
  size_t esz = npy_dtype_size(arr->dtype);
  for (int64_t k = 0; k < arr->count; k++)
    memcpy((char *)arr->data + (size_t)k * esz,
           (const char *)a->u.dense.data + (a->u.dense.splat ? 0 : (size_t)k * esz), esz);
  return true;
}

/* Why an array of rank and dims (from a file of the given noun) does not
 * fit memref type t, or NULL; in buf. */
static const char *shape_mismatch(const char *noun, int rank, const int64_t *dims,
                                  const IrType *t, char *buf, size_t n) {
  if (rank != t->rank) {
    snprintf(buf, n, "%s has rank %d but the memref has rank %d", noun, rank, t->rank);
    return buf;
  }
  for (int i = 0; i < t->rank; i++)
    if (t->dims[i] != TY_DYN && t->dims[i] != dims[i]) {
      snprintf(buf, n, "%s has size %lld in dimension %d but the memref has %lld", noun,
               (long long)dims[i], i, (long long)t->dims[i]);
      return buf;
    }
  return NULL;
}

static bool memref_from_npy(const char *path, const IrType *t, NpyArray *arr, IrContext *ctx,
                            const char *what, DiagEngine *diag) {
  char *e = NULL;
  if (!npy_read(path, arr, &e)) {
    diag_error(diag, RUN_LOC, "%s: '%s': %s", what, path, e ? e : "error");
    free(e);
    return false;
  }
  NpyDtype want = run_elem_dtype(t->elem);
  const char *why = NULL;
  char buf[160];
  if (arr->dtype != want) {
    snprintf(buf, sizeof buf, "dtype '%s' does not match element type '%s' (expected '%s')",
             npy_dtype_descr(arr->dtype), ir_type_str(ctx, t->elem), npy_dtype_descr(want));
    why = buf;
  } else {
    why = shape_mismatch("array", arr->rank, arr->shape, t, buf, sizeof buf);
  }
  if (why) {
    diag_error(diag, RUN_LOC, "%s: '%s': %s", what, path, why);
    npy_free(arr);
    return false;
  }
  return true;
}

/* An ONNX TensorProto file as an argument (ONNX test data). */
static bool memref_from_pb(const char *path, const IrType *t, NpyArray *arr, IrContext *ctx,
                           const char *what, DiagEngine *diag) {
  OnnxTensor ot;
  char *e = NULL;
  memset(&ot, 0, sizeof ot);
  if (!onnx_tensor_read_pb(path, &ot, &e)) {
    diag_error(diag, RUN_LOC, "%s: '%s': %s", what, path, e ? e : "error");
    free(e);
    return false;
  }
  int32_t want = t->elem->kind == TY_INDEX ? ONNX_DT_INT64 : onnx_type_to_dtype(t->elem);
  /* Unsigned ONNX types have the signless IR type of their width. */
  bool same = ot.dtype == want || (ot.dtype == ONNX_DT_UINT8 && want == ONNX_DT_INT8) ||
              (ot.dtype == ONNX_DT_UINT16 && want == ONNX_DT_INT16) ||
              (ot.dtype == ONNX_DT_UINT32 && want == ONNX_DT_INT32) ||
              (ot.dtype == ONNX_DT_UINT64 && want == ONNX_DT_INT64);
  char buf[160];
  const char *why = NULL;
  if (!same) {
    snprintf(buf, sizeof buf, "tensor of %s does not match element type '%s'",
             onnx_dtype_name(ot.dtype), ir_type_str(ctx, t->elem));
    why = buf;
  } else {
    why = shape_mismatch("tensor", ot.rank, ot.dims, t, buf, sizeof buf);
  }
  if (!why && !npy_alloc(arr, run_elem_dtype(t->elem), ot.rank, ot.dims))
    why = "tensor too large";
  if (why) {
    diag_error(diag, RUN_LOC, "%s: '%s': %s", what, path, why);
    onnx_tensor_free(&ot);
    return false;
  }
  if (arr->count)
    memcpy(arr->data, ot.data, (size_t)arr->count * npy_dtype_size(arr->dtype));
  onnx_tensor_free(&ot);
  return true;
}

/* Contiguous row-major descriptor over arr's data. */
static void *make_desc(Arena *a, NpyArray *arr) {
  RunDesc *d = arena_alloc(a, sizeof(RunDesc) + sizeof(int64_t) * 2 * (size_t)arr->rank);
  d->allocated = d->aligned = arr->data;
  d->offset = 0;
  int64_t stride = 1;
  for (int i = arr->rank - 1; i >= 0; i--) {
    d->rest[i] = arr->shape[i];
    d->rest[arr->rank + i] = stride;
    stride *= arr->shape[i];
  }
  return d;
}

/* Whether a memref type's layout admits the contiguous row-major
 * descriptor d: its static offset and strides are d's (a '?' admits any). */
static bool layout_admits(const IrType *t, const RunDesc *d) {
  if (t->rank < 0 || t->layout == IR_LAYOUT_IDENTITY)
    return true;
  int64_t *st = xmalloc(sizeof *st * (size_t)(t->rank + 1)), off;
  bool ok = ir_type_strides(t, st, &off) && (off == TY_DYN || off == d->offset);
  for (int i = 0; ok && i < t->rank; i++)
    ok = st[i] == TY_DYN || st[i] == d->rest[t->rank + i] || d->rest[i] <= 1;
  free(st);
  return ok;
}

/* =============================== arguments ============================== */

bool run_arg_build(Arena *a, IrContext *ctx, int idx, const char *text, IrType *t, RunArg *v,
                   DiagEngine *diag) {
  v->type = t;
  v->ft = native_type_ffi(a, t);
  if (t->kind == TY_MEMREF) {
    char *what = xasprintf("argument %d ('%s')", idx + 1, ir_type_str(ctx, t));
    bool ok = strncmp(text, "dense<", 6) == 0
                  ? memref_from_dense(ctx, text, t, &v->array, what, diag)
              : run_file_is_pb(text)    ? memref_from_pb(text, t, &v->array, ctx, what, diag)
                                       : memref_from_npy(text, t, &v->array, ctx, what, diag);
    free(what);
    if (!ok)
      return false;
    void **slot = arena_alloc(a, sizeof *slot);
    *slot = make_desc(a, &v->array);
    if (!layout_admits(t, *slot)) {
      diag_error(diag, RUN_LOC,
                 "argument %d ('%s'): its layout's static offset or strides do not describe the "
                 "contiguous row-major buffer loopc run passes (make them '?')",
                 idx + 1, ir_type_str(ctx, t));
      return false;
    }
    v->storage = slot;
    v->ft = &ffi_type_pointer;
    return true;
  }
  v->storage = arena_alloc(a, 16);
  if (!store_elem(t, v->storage, 0, text)) {
    diag_error(diag, RUN_LOC, "argument %d: '%s' is not a valid '%s' value", idx + 1, text,
               ir_type_str(ctx, t));
    return false;
  }
  if (codegen_widens_param(t)) {
    int32_t wide = t->width == 1   ? *(const uint8_t *)v->storage
                   : t->width == 8 ? *(const int8_t *)v->storage
                                   : *(const int16_t *)v->storage;
    memcpy(v->storage, &wide, sizeof wide);
    v->ft = &ffi_type_sint32;
  }
  return true;
}

/* Reads graph input k's file into its parameters' tensors (flat[f...]). */
static bool onnx_arg_from_file(Arena *a, const OnnxIo *io, int k, const char *text,
                               const char *what, RunArg *args, OnnxTensor *flat,
                               DiagEngine *diag) {
  int f = io->fin[k];
  OnnxValue v;
  char *bound = xasprintf("%s ('%s')", what, text);
  bool ok = onnx_io_read_input(io, k, text, &v, what, diag, RUN_LOC) &&
            onnx_io_bind_input(io, k, &v, &flat[f], bound, diag, RUN_LOC);
  onnx_value_free(&v);
  free(bound);
  for (int i = f; ok && i < io->fin[k + 1]; i++) {
    void **slot = arena_alloc(a, sizeof *slot);
    *slot = arena_alloc(a, onnx_memref_desc_size(flat[i].rank));
    onnx_tensor_to_memref(&flat[i], *slot);
    args[i].type = io->fty->ins[i];
    args[i].ft = &ffi_type_pointer;
    args[i].storage = slot;
  }
  return ok;
}

bool run_onnx_args(Arena *a, IrContext *ctx, const OnnxIo *io, const char *const *texts,
                   RunArg *args, OnnxTensor *flat, int *built, DiagEngine *diag) {
  IrType *fty = io->fty;
  for (int k = 0; k < io->nin; k++) {
    int f = io->fin[k];
    const char *text = texts[k], *name = onnx_io_input_name(io, k);
    char *what = name ? xasprintf("input '%s'", name) : xasprintf("input %d", k + 1);
    bool ok;
    if (io->kin[k] == ONNX_VK_TENSOR && strncmp(text, "dense<", 6) == 0) {
      ok = run_arg_build(a, ctx, f, text, fty->ins[f], &args[f], diag);
      if (ok)
        *built = f + 1;
    } else {
      ok = onnx_arg_from_file(a, io, k, text, what, args, flat, diag);
    }
    free(what);
    if (!ok)
      return false;
  }
  return true;
}

bool run_named_inputs(IrOp *func, const char *entry, const char *const *named, int nnamed,
                      const char **texts, int *count, DiagEngine *diag) {
  IrAttr *names = ir_op_get_attr(func, "onnx.input_names");
  if (!names || names->kind != ATTR_ARRAY) {
    diag_error(diag, RUN_LOC,
               "--input NAME=FILE needs an ONNX model; give the arguments of '@%s' in order", entry);
    return false;
  }
  int n = names->u.array.n;
  for (int k = 0; k < n; k++)
    texts[k] = NULL;
  for (int j = 0; j < nnamed; j++) {
    const char *eq = strchr(named[j], '=');
    size_t len = (size_t)(eq - named[j]);
    int k;
    for (k = 0; k < n; k++) {
      const IrAttr *na = names->u.array.elts[k];
      if (na->u.s.len == len && memcmp(na->u.s.str, named[j], len) == 0)
        break;
    }
    if (k == n) {
      diag_error(diag, RUN_LOC, "the model has no input named '%.*s'", (int)len, named[j]);
      return false;
    }
    if (texts[k]) {
      diag_error(diag, RUN_LOC, "input '%.*s' is given twice", (int)len, named[j]);
      return false;
    }
    texts[k] = eq + 1;
  }
  for (int k = 0; k < n; k++)
    if (!texts[k]) {
      const char *nm = names->u.array.elts[k]->u.s.str;
      diag_error(diag, RUN_LOC, "input '%s' is not given (use --input %s=FILE)", nm, nm);
      return false;
    }
  *count = n;
  return true;
}
