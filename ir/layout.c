/* layout.c: memref layouts (docs/DESIGN.md, "Memref layouts"): the strides
 * and offset a type's layout stands for (MLIR's getStridesAndOffset) and the
 * cast compatibility of memref types that differ in sizes or layout. */
#include "ir.h"

#include <stdlib.h>

#include "arena.h"
#include "checked.h"

/* A stride or offset under construction: a constant, or unknown until run
 * time (a symbol took part). */
typedef struct Lin {
  int64_t c;
  bool dyn;
} Lin;

static Lin lin_add(Lin a, Lin b) {
  Lin r = {0, a.dyn || b.dyn};
  if (!r.dyn && !ck_add(a.c, b.c, &r.c))
    r.dyn = true;
  return r;
}

static Lin lin_mul(Lin a, Lin b) {
  Lin r = {0, a.dyn || b.dyn};
  if (!r.dyn && !ck_mul(a.c, b.c, &r.c))
    r.dyn = true;
  /* A zero factor times an unknown one is still zero, as MLIR's simplified
   * expression `s0 * 0` is. */
  if ((!a.dyn && a.c == 0) || (!b.dyn && b.c == 0))
    r = (Lin){0, false};
  return r;
}

/* The value of a symbolic or constant expression, as far as it is known. */
static Lin lin_of(const IrAffineExpr *e) {
  if (e->kind == AFFINE_CONST)
    return (Lin){e->value, false};
  return (Lin){0, true};
}

/* MLIR's extractStrides: adds factor * e to the strides and offset; false
 * when e is not linear in the dimensions. */
static bool extract_strides(const IrAffineExpr *e, Lin factor, Lin *strides, Lin *offset) {
  switch (e->kind) {
  case AFFINE_DIM:
    strides[e->value] = lin_add(strides[e->value], factor);
    return true;
  case AFFINE_SYM:
  case AFFINE_CONST: *offset = lin_add(*offset, lin_mul(lin_of(e), factor)); return true;
  case AFFINE_ADD:
    return extract_strides(e->lhs, factor, strides, offset) &&
           extract_strides(e->rhs, factor, strides, offset);
  case AFFINE_MUL:
    if (e->rhs->symbolic)
      return e->lhs->symbolic ? (*offset = lin_add(*offset, lin_mul(lin_mul(lin_of(e->lhs),
                                                                              lin_of(e->rhs)),
                                                                     factor)),
                                 true)
                              : extract_strides(e->lhs, lin_mul(factor, lin_of(e->rhs)), strides,
                                                offset);
    return e->lhs->symbolic && extract_strides(e->rhs, lin_mul(factor, lin_of(e->lhs)), strides,
                                               offset);
  default: return false; /* floordiv, ceildiv, mod */
  }
}

static int64_t lin_value(Lin l) { return l.dyn ? TY_DYN : l.c; }

bool ir_type_strides(const IrType *t, int64_t *strides, int64_t *offset) {
  if (t->kind != TY_MEMREF || t->rank < 0)
    return false;
  switch (t->layout) {
  case IR_LAYOUT_IDENTITY: {
    int64_t k = 1;
    for (int d = t->rank - 1; d >= 0; d--) {
      strides[d] = k;
      if (k != TY_DYN && (t->dims[d] == TY_DYN || !ck_mul(k, t->dims[d], &k)))
        k = TY_DYN;
    }
    *offset = 0;
    return true;
  }
  case IR_LAYOUT_STRIDED:
    for (int d = 0; d < t->rank; d++)
      strides[d] = t->strides[d];
    *offset = t->offset;
    return true;
  case IR_LAYOUT_MAP: {
    const IrAttr *m = t->layout_map;
    if (m->u.affine.n != 1 || m->u.affine.ndims != t->rank)
      return false;
    Lin *st = xmalloc(sizeof *st * (size_t)(t->rank + 1)), off = {0, false};
    for (int d = 0; d < t->rank; d++)
      st[d] = (Lin){0, false};
    bool ok = extract_strides(m->u.affine.exprs[0], (Lin){1, false}, st, &off);
    for (int d = 0; ok && d < t->rank; d++)
      strides[d] = lin_value(st[d]);
    *offset = lin_value(off);
    free(st);
    return ok;
  }
  }
  return false;
}

bool ir_type_is_strided(const IrType *t) {
  if (t->kind != TY_MEMREF || t->rank < 0 || t->layout != IR_LAYOUT_MAP)
    return t->kind == TY_MEMREF;
  int64_t *st = xmalloc(sizeof *st * (size_t)(t->rank + 1)), off;
  bool ok = ir_type_strides(t, st, &off);
  free(st);
  return ok;
}

/* Two static-or-'?' values that may be equal at run time. */
static bool may_agree(int64_t a, int64_t b) { return a == b || a == TY_DYN || b == TY_DYN; }

bool ir_memref_cast_compatible(const IrType *from, const IrType *to) {
  if (from->kind != TY_MEMREF || to->kind != TY_MEMREF || from->elem != to->elem ||
      from->memspace != to->memspace)
    return false;
  if (from->rank < 0 || to->rank < 0)
    return !(from->rank < 0 && to->rank < 0);
  if (from->rank != to->rank)
    return false;
  for (int i = 0; i < from->rank; i++)
    if (!may_agree(from->dims[i], to->dims[i]))
      return false;
  if (from->layout == to->layout && from->layout == IR_LAYOUT_IDENTITY)
    return true;
  int64_t *fs = xmalloc(sizeof *fs * (size_t)(2 * from->rank + 1)), *ts = fs + from->rank;
  int64_t fo, to_off;
  bool ok;
  if (!ir_type_strides(from, fs, &fo) || !ir_type_strides(to, ts, &to_off)) {
    ok = from->layout == to->layout && from->layout_map == to->layout_map;
  } else {
    ok = may_agree(fo, to_off);
    for (int i = 0; ok && i < from->rank; i++)
      ok = may_agree(fs[i], ts[i]);
  }
  free(fs);
  return ok;
}
