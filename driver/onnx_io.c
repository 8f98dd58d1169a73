/* onnx_io.c: a lowered ONNX graph's inputs and outputs as ONNX values (see
 * onnx_io.h), shared by `loopc run` and `loopc onnx-test`. */
#include "onnx_io.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/onnx/onnx_list.h"

static const int64_t *int_array(IrOp *func, const char *name, int *n) {
  IrAttr *a = ir_op_get_attr(func, name);
  if (!a || a->kind != ATTR_DENSE_ARRAY)
    return NULL;
  *n = a->u.darray.n;
  return a->u.darray.vals;
}

static bool is_list(OnnxValueKind k) {
  return k == ONNX_VK_SEQ || k == ONNX_VK_OPT_TENSOR || k == ONNX_VK_OPT_SEQ;
}

/* The kinds, first flat positions and element types of one side (inputs or
 * outputs) of the graph; false when the flat types do not fit the kinds. */
static bool layout(IrOp *func, const char *kinds_attr, const char *dtypes_attr, int nflat,
                   IrType *const *flat, int *n, OnnxValueKind **kinds, int **first,
                   int32_t **dtypes) {
  int nk = 0, nd = 0;
  const int64_t *k = int_array(func, kinds_attr, &nk);
  const int64_t *d = int_array(func, dtypes_attr, &nd);
  if (!k)
    nk = nflat; /* no sequence or optional: one tensor each */
  *n = nk;
  *kinds = xcalloc((size_t)nk + 1, sizeof **kinds);
  *first = xcalloc((size_t)nk + 1, sizeof **first);
  *dtypes = xcalloc((size_t)nflat + 1, sizeof **dtypes);
  int f = 0;
  for (int i = 0; i < nk; i++) {
    OnnxValueKind kind = k ? (OnnxValueKind)k[i] : ONNX_VK_TENSOR;
    if (kind != ONNX_VK_TENSOR && !is_list(kind))
      return false;
    (*kinds)[i] = kind;
    (*first)[i] = f;
    f += is_list(kind) ? ONNX_LIST_MEMREFS : 1;
    if (f > nflat)
      return false;
    /* A list's data is a memref<?xT>, its meta a memref<?x?xindex>
     * (dialects/onnx/onnx_list.h). */
    IrType *t = flat[f - 1];
    if (t->kind != TY_MEMREF || t->rank < 0 ||
        (is_list(kind) && (t->rank != 2 || t->elem->kind != TY_INDEX ||
                           flat[f - ONNX_LIST_MEMREFS]->kind != TY_MEMREF ||
                           flat[f - ONNX_LIST_MEMREFS]->rank != 1)))
      return false;
  }
  (*first)[nk] = f;
  if (f != nflat || (d && nd != nflat))
    return false;
  for (int i = 0; i < nflat; i++) {
    IrType *e = flat[i]->elem;
    (*dtypes)[i] = d ? (int32_t)d[i] : e->kind == TY_INDEX ? ONNX_DT_INT64 : onnx_type_to_dtype(e);
  }
  return true;
}

bool onnx_io_init(OnnxIo *io, IrOp *func, const char *what, DiagEngine *diag, IrLoc loc) {
  memset(io, 0, sizeof *io);
  io->fty = ir_func_type(func);
  IrAttr *names = ir_op_get_attr(func, "onnx.input_names");
  io->names = names && names->kind == ATTR_ARRAY ? names : NULL;
  if (!layout(func, "onnx.input_kinds", "onnx.input_dtypes", io->fty->nins, io->fty->ins,
              &io->nin, &io->kin, &io->fin, &io->din) ||
      !layout(func, "onnx.output_kinds", "onnx.output_dtypes", io->fty->nouts, io->fty->outs,
              &io->nout, &io->kout, &io->fout, &io->dout) ||
      (io->names && io->names->u.array.n != io->nin)) {
    diag_error(diag, loc, "%s: the function's parameters are not those of a lowered ONNX graph",
               what);
    return false;
  }
  return true;
}

void onnx_io_free(OnnxIo *io) {
  free(io->kin);
  free(io->kout);
  free(io->fin);
  free(io->fout);
  free(io->din);
  free(io->dout);
  memset(io, 0, sizeof *io);
}

const char *onnx_io_input_name(const OnnxIo *io, int k) {
  if (!io->names || k >= io->names->u.array.n || io->names->u.array.elts[k]->kind != ATTR_STRING)
    return NULL;
  return io->names->u.array.elts[k]->u.s.str;
}

static bool ends_with(const char *s, const char *suf) {
  size_t a = strlen(s), b = strlen(suf);
  return a >= b && strcmp(s + a - b, suf) == 0;
}

/* Reports a message of the frontend's readers: "WHAT: err". */
static bool failed(char *err, const char *what, DiagEngine *diag, IrLoc loc) {
  diag_error(diag, loc, "%s: %s", what, err ? err : "error");
  free(err);
  return false;
}

bool onnx_io_read_input(const OnnxIo *io, int k, const char *path, OnnxValue *v,
                        const char *what, DiagEngine *diag, IrLoc loc) {
  OnnxValueKind kind = io->kin[k];
  char *err = NULL;
  if (!ends_with(path, ".npy"))
    return onnx_value_read_pb(path, kind, v, &err) || failed(err, what, diag, loc);
  memset(v, 0, sizeof *v);
  if (kind != ONNX_VK_TENSOR) {
    diag_error(diag, loc, "%s: '%s': a .npy file holds one tensor, and this input is %s: give a "
               ".pb file (%s)", what, path, kind == ONNX_VK_SEQ ? "a sequence" : "an optional",
               kind == ONNX_VK_SEQ ? "SequenceProto" : "OptionalProto");
    return false;
  }
  v->kind = kind;
  v->present = true;
  v->ts = xcalloc(1, sizeof(OnnxTensor));
  if (!onnx_tensor_read_npy(path, &v->ts[0], &err))
    return failed(err, what, diag, loc);
  v->n = 1;
  v->dtype = v->ts[0].dtype;
  return true;
}

/* "uint8(2, ?)": an element type and a shape ('?' where it is open). */
static char *type_str(int32_t dtype, int rank, const int64_t *dims) {
  size_t cap = 32 + 24 * (size_t)rank, n = 0;
  char *b = xmalloc(cap);
  n += (size_t)snprintf(b + n, cap - n, "%s(", onnx_dtype_name(dtype));
  for (int i = 0; i < rank; i++) {
    if (dims[i] == TY_DYN)
      n += (size_t)snprintf(b + n, cap - n, "%s?", i ? ", " : "");
    else
      n += (size_t)snprintf(b + n, cap - n, "%s%lld", i ? ", " : "", (long long)dims[i]);
  }
  snprintf(b + n, cap - n, ")");
  return b;
}

/* Halves travel as their bits: ONNX's test data holds bfloat16 tensors as
 * uint16 (numpy has no bfloat16), and a .npy file can only hold 16-bit
 * integers for either half. */
static bool same_dtype(int32_t want, int32_t *got) {
  if (*got == want)
    return true;
  if ((want == ONNX_DT_FLOAT16 || want == ONNX_DT_BFLOAT16) &&
      (*got == ONNX_DT_UINT16 || *got == ONNX_DT_INT16)) {
    *got = want;
    return true;
  }
  return false;
}

bool onnx_io_bind_input(const OnnxIo *io, int k, OnnxValue *v, OnnxTensor *t, const char *what,
                        DiagEngine *diag, IrLoc loc) {
  int f = io->fin[k];
  const IrType *pt = io->fty->ins[f];
  int32_t want = io->din[f];
  memset(t, 0, sizeof *t * (is_list(io->kin[k]) ? ONNX_LIST_MEMREFS : 1));
  if (io->kin[k] == ONNX_VK_TENSOR) {
    OnnxTensor *x = &v->ts[0];
    bool ok = same_dtype(want, &x->dtype) && x->rank == pt->rank;
    for (int i = 0; ok && i < pt->rank; i++)
      ok = pt->dims[i] == TY_DYN || pt->dims[i] == x->dims[i];
    if (!ok) {
      char *a = type_str(x->dtype, x->rank, x->dims), *b = type_str(want, pt->rank, pt->dims);
      diag_error(diag, loc, "%s is %s, the graph expects %s", what, a, b);
      free(a);
      free(b);
      return false;
    }
    t[0] = *x; /* taken: v keeps nothing to free */
    memset(x, 0, sizeof *x);
    v->n = 0;
    return true;
  }
  for (int i = 0; v->present && i < v->n; i++)
    if (!same_dtype(want, &v->ts[i].dtype)) {
      char *a = type_str(v->ts[i].dtype, v->ts[i].rank, v->ts[i].dims), *d = onnx_value_describe(v);
      diag_error(diag, loc, "%s is %s whose element %d is %s, the graph expects elements of %s",
                 what, d, i, a, onnx_dtype_name(want));
      free(a);
      free(d);
      return false;
    }
  char *err = NULL;
  if (onnx_value_to_list(v, want, &t[0], &t[1], &err))
    return true;
  diag_error(diag, loc, "%s %s", what, err ? err : "error");
  free(err);
  return false;
}

bool onnx_io_output(const OnnxIo *io, int k, void *const *results, OnnxValue *v, const char *what,
                    DiagEngine *diag, IrLoc loc) {
  int f = io->fout[k];
  const IrType *const *outs = (const IrType *const *)io->fty->outs;
  memset(v, 0, sizeof *v);
  if (io->kout[k] == ONNX_VK_TENSOR) {
    v->kind = ONNX_VK_TENSOR;
    v->present = true;
    v->dtype = io->dout[f];
    v->ts = xcalloc(1, sizeof(OnnxTensor));
    onnx_tensor_from_memref(results[f], outs[f]->rank, io->dout[f], &v->ts[0]);
    v->n = 1;
    return true;
  }
  OnnxTensor lt[2];
  for (int i = 0; i < 2; i++)
    onnx_tensor_from_memref(results[f + i], outs[f + i]->rank, io->dout[f + i], &lt[i]);
  char *err = NULL;
  bool ok = onnx_value_from_list(&lt[0], &lt[1], io->kout[k], v, &err);
  onnx_tensor_free(&lt[0]);
  onnx_tensor_free(&lt[1]);
  return ok || failed(err, what, diag, loc);
}
