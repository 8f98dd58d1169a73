/* onnx_import.c: ModelProto (decoded by protobuf-c) -> a module with one func
 * of onnx.* ops, with result types inferred here (ranked tensors, '?' where
 * a size is only known at run time). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../dialects/onnx/onnx_infer.h"
#include "../../dialects/onnx/onnx_operators.h"
#include "../../dialects/onnx/onnx_types.h"
#include "onnx_internal.h"

#define MIN_OPSET 1
#define MAX_OPSET 23

typedef struct Scope {
  struct Scope *parent;
  HashMap names; /* interned name pointer -> IrValue* */
} Scope;

typedef struct Imp {
  IrContext *ctx;
  DiagEngine *diag;
  IrLoc loc;
  int64_t opset;
  HashMap widened; /* GraphProto* -> IrType*[] its carried types widened to */
  bool failed;
  HashMap *node_lines; /* OnnxImportOptions.node_locs: NodeProto* -> its number */
  OnnxExternal ext;    /* where external data is (the model's directory) */
  const OnnxImportOptions *opts;
  HashMap ext_seen;    /* interned real path -> non-NULL: files reported */
} Imp;

/* The node being imported, for error messages. */
typedef struct NodeCtx NodeCtx;
static bool legacy_broadcast(NodeCtx *nc, IrBlock *blk, IrOp *op);
static void append_ones(NodeCtx *nc, IrBlock *blk, IrOp *op, int idx, int trailing);
static void prelu_channels(NodeCtx *nc, IrBlock *blk, IrOp *op);
struct NodeCtx {
  Imp *im;
  const Onnx__NodeProto *n;
  int index;
};

static void node_error(NodeCtx *nc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void node_error(NodeCtx *nc, const char *fmt, ...) {
  if (nc->im->failed)
    return; /* one clear error: the first */
  nc->im->failed = true;
  va_list ap;
  va_start(ap, fmt);
  char *full = xvasprintf(fmt, ap);
  va_end(ap);
  const char *name = nc->n->name && *nc->n->name ? nc->n->name : NULL;
  if (name)
    diag_error(nc->im->diag, nc->im->loc, "node '%s' (op_type '%s'): %s", name,
               nc->n->op_type ? nc->n->op_type : "", full);
  else
    diag_error(nc->im->diag, nc->im->loc, "node #%d (op_type '%s', no name): %s", nc->index,
               nc->n->op_type ? nc->n->op_type : "", full);
  free(full);
}

static void imp_error(Imp *im, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void imp_error(Imp *im, const char *fmt, ...) {
  if (im->failed)
    return;
  im->failed = true;
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(im->diag, DIAG_ERROR, im->loc, fmt, ap);
  va_end(ap);
}

/* ------------------------------ scopes -------------------------------- */

static uint64_t name_key(Imp *im, const char *s) {
  return (uint64_t)(uintptr_t)ir_intern_cstr(im->ctx, s);
}

static IrValue *scope_lookup(Imp *im, Scope *sc, const char *name) {
  uint64_t k = name_key(im, name);
  for (; sc; sc = sc->parent) {
    IrValue *v = hashmap_get(&sc->names, k);
    if (v)
      return v;
  }
  return NULL;
}

/* A valid SSA name close to the ONNX one, so printed IR reads like the model. */
static const char *ssa_name(Imp *im, const char *s) {
  size_t n = strlen(s);
  if (n == 0)
    return NULL;
  char *buf = arena_alloc(&im->ctx->arena, n + 2);
  size_t j = 0;
  if (s[0] >= '0' && s[0] <= '9')
    buf[j++] = 'v';
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '_' || c == '$' || c == '.' || c == '-';
    buf[j++] = ok ? c : '_';
  }
  return ir_intern(im->ctx, buf, j);
}

/* Binds name in sc; false when sc (this graph) already defines it: ONNX
 * graphs are in SSA form, and ONNX Runtime rejects the model ("Duplicate
 * definition"). Names of enclosing graphs may be shadowed. */
static bool scope_define(Imp *im, Scope *sc, const char *name, IrValue *v) {
  uint64_t k = name_key(im, name);
  if (hashmap_get(&sc->names, k))
    return false;
  hashmap_put(&sc->names, k, v);
  if (!v->name)
    v->name = ssa_name(im, name);
  return true;
}

/* ------------------------------- types -------------------------------- */

static IrType *tensor_ty(Imp *im, IrType *elem, int rank, const int64_t *dims) {
  return ir_type_tensor(im->ctx, elem, rank, dims);
}

static bool is_none(const IrValue *v) { return v->type->kind == TY_NONE; }

static IrType *type_from_proto_in(Imp *im, const Onnx__TypeProto *tp, bool *unsupported,
                                  int depth);

/* Type from a TypeProto; NULL (no error) when absent or unranked. A
 * sequence's or optional's tensor may be unranked. */
static IrType *type_from_proto(Imp *im, const Onnx__TypeProto *tp, bool *unsupported) {
  return type_from_proto_in(im, tp, unsupported, 0);
}

static IrType *type_from_proto_in(Imp *im, const Onnx__TypeProto *tp, bool *unsupported,
                                  int depth) {
  *unsupported = false;
  if (!tp)
    return NULL;
  if ((tp->value_case == ONNX__TYPE_PROTO__VALUE_SEQUENCE_TYPE ||
       tp->value_case == ONNX__TYPE_PROTO__VALUE_OPTIONAL_TYPE) && depth < 2) {
    bool seq = tp->value_case == ONNX__TYPE_PROTO__VALUE_SEQUENCE_TYPE;
    const Onnx__TypeProto *et = seq ? (tp->sequence_type ? tp->sequence_type->elem_type : NULL)
                                    : (tp->optional_type ? tp->optional_type->elem_type : NULL);
    IrType *e = type_from_proto_in(im, et, unsupported, depth + 1);
    if (!e)
      return NULL;
    OnnxValueKind k = onnx_type_kind(im->ctx, e);
    if (k != ONNX_VK_TENSOR && (seq || k != ONNX_VK_SEQ)) {
      *unsupported = true; /* sequences of sequences, optionals of optionals */
      return NULL;
    }
    return seq ? onnx_type_seq(im->ctx, e, NULL) : onnx_type_opt(im->ctx, e);
  }
  if (tp->value_case != ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE) {
    *unsupported = tp->value_case != ONNX__TYPE_PROTO__VALUE__NOT_SET;
    return NULL;
  }
  const Onnx__TypeProto__Tensor *tt = tp->tensor_type;
  if (!tt || !tt->has_elem_type)
    return NULL;
  IrType *elem = onnx_dtype_to_type(im->ctx, tt->elem_type);
  if (!elem) {
    *unsupported = true;
    return NULL;
  }
  if (!tt->shape)
    return depth > 0 ? ir_type_tensor(im->ctx, elem, -1, NULL) : NULL;
  int rank = (int)tt->shape->n_dim;
  int64_t *dims = arena_alloc(&im->ctx->arena, sizeof(int64_t) * (size_t)(rank + 1));
  for (int i = 0; i < rank; i++) {
    const Onnx__TensorShapeProto__Dimension *d = tt->shape->dim[i];
    dims[i] = d && d->value_case == ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE &&
                      d->dim_value >= 0
                  ? d->dim_value
                  : TY_DYN;
  }
  return tensor_ty(im, elem, rank, dims);
}

/* Joins two tensor types of one rank and element type: dims that differ
 * become '?'. NULL if rank or element type differ. */
static IrType *join_types(Imp *im, IrType *a, IrType *b) {
  return onnx_type_join(im->ctx, a, b);
}

/* --------------------------- dense constants -------------------------- */

/* OnnxExternal.on_file: each file once to OnnxImportOptions.on_external. */
static void on_external_file(void *data, const char *path) {
  Imp *im = data;
  const char *s = ir_intern_cstr(im->ctx, path);
  if (!im->opts || !im->opts->on_external || hashmap_get(&im->ext_seen, (uint64_t)(uintptr_t)s))
    return;
  hashmap_put(&im->ext_seen, (uint64_t)(uintptr_t)s, (void *)s);
  im->opts->on_external(im->opts->on_external_data, s);
}

static IrAttr *dense_from_tensor(Imp *im, const OnnxTensor *t) {
  IrType *elem = onnx_dtype_to_type(im->ctx, t->dtype);
  IrType *ty = tensor_ty(im, elem, t->rank, t->dims);
  return ir_attr_dense(im->ctx, ty, t->data, t->count, false);
}


/* ----------------------------- attributes ----------------------------- */

static const Onnx__AttributeProto *find_attr(const Onnx__NodeProto *n, const char *name) {
  for (size_t i = 0; i < n->n_attribute; i++)
    if (n->attribute[i]->name && strcmp(n->attribute[i]->name, name) == 0)
      return n->attribute[i];
  return NULL;
}

static int64_t attr_int(const Onnx__NodeProto *n, const char *name, int64_t dflt) {
  const Onnx__AttributeProto *a = find_attr(n, name);
  return a && a->has_i ? a->i : dflt;
}

/* Converts one non-graph attribute to an IR attribute; NULL if unsupported. */
static IrAttr *convert_attr(Imp *im, NodeCtx *nc, const Onnx__AttributeProto *a) {
  IrContext *ctx = im->ctx;
  switch (a->type) {
  case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INT:
    return ir_attr_int(ctx, ctx->i64_ty, a->i);
  case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__FLOAT:
    return ir_attr_float(ctx, ctx->f32_ty, a->f);
  case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__STRING:
    return ir_attr_string(ctx, (const char *)a->s.data, a->s.len);
  case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INTS:
    return ir_attr_dense_array(ctx, ctx->i64_ty, (int)a->n_ints, a->ints);
  case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__FLOATS: {
    IrAttr **e = arena_alloc(&ctx->arena, sizeof(IrAttr *) * (a->n_floats + 1));
    for (size_t i = 0; i < a->n_floats; i++)
      e[i] = ir_attr_float(ctx, ctx->f32_ty, a->floats[i]);
    return ir_attr_array(ctx, (int)a->n_floats, e);
  }
  case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__STRINGS: {
    IrAttr **e = arena_alloc(&ctx->arena, sizeof(IrAttr *) * (a->n_strings + 1));
    for (size_t i = 0; i < a->n_strings; i++)
      e[i] = ir_attr_string(ctx, (const char *)a->strings[i].data, a->strings[i].len);
    return ir_attr_array(ctx, (int)a->n_strings, e);
  }
  case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TENSOR: {
    if (!a->t) {
      node_error(nc, "attribute '%s' has no tensor", a->name);
      return NULL;
    }
    OnnxTensor t;
    char *err = NULL;
    if (!onnx_tensor_decode_ex(a->t, &t, &im->ext, &err)) {
      node_error(nc, "attribute '%s': %s", a->name, err);
      free(err);
      return NULL;
    }
    IrAttr *r = dense_from_tensor(im, &t);
    onnx_tensor_free(&t);
    return r;
  }
  case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TYPE_PROTO: {
    bool unsupported;
    IrType *t = type_from_proto(im, a->tp, &unsupported);
    if (!t && a->tp && a->tp->value_case == ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE && !unsupported &&
        a->tp->tensor_type && a->tp->tensor_type->has_elem_type)
      t = tensor_ty(im, onnx_dtype_to_type(ctx, a->tp->tensor_type->elem_type), -1, NULL);
    if (!t) {
      node_error(nc, "attribute '%s' names a type loopc does not support", a->name);
      return NULL;
    }
    return ir_attr_type(ctx, t);
  }
  default:
    node_error(nc, "attribute '%s' has an unsupported kind (%d)", a->name ? a->name : "",
               (int)a->type);
    return NULL;
  }
}

/* ------------------------- shape inference helpers --------------------- */

static int64_t *dims_alloc(Imp *im, int n) {
  return arena_alloc(&im->ctx->arena, sizeof(int64_t) * (size_t)(n + 1));
}

static bool norm_axis(NodeCtx *nc, int64_t *axis, int rank) {
  if (*axis < -rank || *axis >= rank) {
    node_error(nc, "axis %lld is out of range for rank %d", (long long)*axis, rank);
    return false;
  }
  if (*axis < 0)
    *axis += rank;
  return true;
}

/* ------------------------------- graphs ------------------------------- */

typedef struct GraphOut {
  int n;
  IrValue **vals;
} GraphOut;

static bool import_graph(Imp *im, Scope *parent, const Onnx__GraphProto *g, IrBlock *blk,
                         int nargs, IrType *const *arg_types, GraphOut *out, bool is_main);

/* Drops everything in a region (uses included) so it can be rebuilt. */
static void clear_region(IrRegion *r) {
  for (IrBlock *b = r->first; b; b = b->next)
    while (b->last)
      ir_op_erase(b->last);
  r->first = r->last = NULL;
}

static const Onnx__GraphProto *graph_attr(NodeCtx *nc, const char *name) {
  const Onnx__AttributeProto *a = find_attr(nc->n, name);
  if (!a || !a->g) {
    node_error(nc, "missing '%s' attribute", name);
    return NULL;
  }
  return a->g;
}

/* Imports subgraph g into region 0..: one block with args of arg_types; the
 * types of carried args (indices [first_carried, first_carried+ncarried))
 * are widened until they agree with what the body yields for them (output
 * index = arg index - carried_shift). Returns the yielded values. */
/* All sizes of t unknown (same element type and rank). */
static IrType *all_dynamic(Imp *im, IrType *t) {
  if (t->kind != TY_TENSOR) {
    IrContext *ctx = im->ctx;
    OnnxValueKind k = onnx_type_kind(ctx, t);
    IrType *e = onnx_type_list_elem(ctx, t);
    if (!e || e->rank < 0)
      return t;
    e = all_dynamic(im, e);
    if (k == ONNX_VK_OPT_TENSOR)
      return onnx_type_opt(ctx, e);
    IrType *s = onnx_type_seq(ctx, e, NULL);
    return k == ONNX_VK_SEQ ? s : onnx_type_opt(ctx, s);
  }
  int64_t *d = arena_alloc(&im->ctx->arena, sizeof(int64_t) * (size_t)(t->rank + 1));
  for (int i = 0; i < t->rank; i++)
    d[i] = TY_DYN;
  return tensor_ty(im, t->elem, t->rank, d);
}

static bool import_body(NodeCtx *nc, Scope *sc, const Onnx__GraphProto *g, IrRegion *r,
                        int nargs, IrType **arg_types, int first_carried, int ncarried,
                        int carried_shift, GraphOut *out) {
  Imp *im = nc->im;
  if ((int)g->n_input != nargs) {
    node_error(nc, "body graph '%s' has %zu inputs, expected %d", g->name ? g->name : "",
               g->n_input, nargs);
    return false;
  }
  /* Widening must stay cheap however the model is built. A body imported
   * again (its enclosing body is being re-imported with wider types)
   * starts from the types it widened to last time, which are still sound:
   * types only ever widen. And a body that has not settled after two
   * imports gets every carried value with unknown sizes, which always
   * settles; so a body is imported at most four times per import of its
   * parent, and nested bodies do not multiply their attempts. */
  IrType **cached = hashmap_get(&im->widened, (uint64_t)(uintptr_t)g);
  for (int i = first_carried; cached && i < first_carried + ncarried; i++) {
    IrType *j = join_types(im, arg_types[i], cached[i]);
    if (j)
      arg_types[i] = j;
  }
  for (int attempt = 0;; attempt++) {
    clear_region(r);
    IrBlock *blk = ir_block_create(im->ctx);
    ir_region_append_block(r, blk);
    if (!import_graph(im, sc, g, blk, nargs, arg_types, out, false))
      return false;
    bool changed = false;
    for (int i = first_carried; i < first_carried + ncarried; i++) {
      int o = i - carried_shift;
      if (o >= out->n)
        break;
      IrType *j = join_types(im, arg_types[i], out->vals[o]->type);
      if (!j) {
        node_error(nc, "loop-carried value %d changes rank or element type ('%s' to '%s')",
                   i - first_carried, ir_type_str(im->ctx, arg_types[i]),
                   ir_type_str(im->ctx, out->vals[o]->type));
        return false;
      }
      if (j != arg_types[i]) {
        arg_types[i] = j;
        changed = true;
      }
    }
    if (changed && attempt >= 1)
      for (int i = first_carried; i < first_carried + ncarried; i++)
        arg_types[i] = all_dynamic(im, arg_types[i]);
    if (!changed) {
      if (ncarried && !cached) {
        cached = arena_alloc(&im->ctx->arena, sizeof(IrType *) * (size_t)(nargs + 1));
        hashmap_put(&im->widened, (uint64_t)(uintptr_t)g, cached);
      }
      if (ncarried)
        memcpy(cached, arg_types, sizeof(IrType *) * (size_t)nargs);
      return true;
    }
    if (attempt >= 2)
      ir_unreachable("carried types of unknown sizes cannot widen further");
  }
}

static IrType *drop_dim(Imp *im, IrType *t, int axis) {
  int64_t *d = dims_alloc(im, t->rank);
  for (int i = 0, j = 0; i < t->rank; i++)
    if (i != axis)
      d[j++] = t->dims[i];
  return tensor_ty(im, t->elem, t->rank - 1, d);
}

static IrType *insert_dim(Imp *im, IrType *t, int axis, int64_t size) {
  int64_t *d = dims_alloc(im, t->rank + 1);
  for (int i = 0, j = 0; i <= t->rank; i++)
    d[i] = i == axis ? size : t->dims[j++];
  return tensor_ty(im, t->elem, t->rank + 1, d);
}

static bool check_scalarish(NodeCtx *nc, IrValue *v, IrType *elem, const char *what) {
  if (is_none(v))
    return true;
  IrType *t = v->type;
  int64_t ne = t->kind == TY_TENSOR ? ir_type_num_elements(t) : 0;
  if (t->kind != TY_TENSOR || t->elem != elem || !(ne == 1 || (ne < 0 && t->rank <= 1))) {
    node_error(nc, "%s must be a scalar of type '%s'", what, ir_type_str(nc->im->ctx, elem));
    return false;
  }
  return true;
}

static IrOp *make_yield(Imp *im, IrBlock *blk, GraphOut *out) {
  IrOp *y = ir_op_create(im->ctx, OP_ONNX_YIELD, NULL, im->loc, out->n, out->vals, 0, NULL, 0);
  ir_block_append_op(blk, y);
  return y;
}

static IrOp *import_loop(NodeCtx *nc, Scope *sc, int nops, IrValue **ops) {
  Imp *im = nc->im;
  IrContext *ctx = im->ctx;
  if (nops < 2) {
    node_error(nc, "expects at least 2 inputs (M, cond), got %d", nops);
    return NULL;
  }
  if (!check_scalarish(nc, ops[0], ctx->i64_ty, "trip count M") ||
      !check_scalarish(nc, ops[1], ctx->i1_ty, "condition"))
    return NULL;
  int nc_ = nops - 2;
  for (int i = 2; i < nops; i++)
    if (is_none(ops[i]) || onnx_type_kind(ctx, ops[i]->type) == ONNX_VK_OTHER) {
      node_error(nc, "loop-carried input %d must be a tensor, a sequence or an optional", i - 2);
      return NULL;
    }
  const Onnx__GraphProto *g = graph_attr(nc, "body");
  if (!g)
    return NULL;
  int nargs = nc_ + 2;
  IrType **at = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(nargs + 1));
  at[0] = tensor_ty(im, ctx->i64_ty, 0, NULL);
  at[1] = tensor_ty(im, ctx->i1_ty, 0, NULL);
  for (int i = 0; i < nc_; i++)
    at[2 + i] = ops[2 + i]->type;
  IrRegion *r = ir_region_create(ctx);
  GraphOut out;
  if (!import_body(nc, sc, g, r, nargs, at, 2, nc_, 1, &out))
    return NULL;
  if (out.n < 1 + nc_) {
    node_error(nc, "body has %d outputs, expected at least %d", out.n, 1 + nc_);
    return NULL;
  }
  if ((int)nc->n->n_output != out.n - 1) {
    node_error(nc, "has %zu outputs but its body yields %d values after the condition",
               nc->n->n_output, out.n - 1);
    return NULL;
  }
  if (!check_scalarish(nc, out.vals[0], ctx->i1_ty, "body condition output"))
    return NULL;
  int nres = out.n - 1;
  IrType **rt = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(nres + 1));
  for (int i = 0; i < nc_; i++)
    rt[i] = at[2 + i];
  for (int i = nc_; i < nres; i++) {
    IrType *t = out.vals[1 + i]->type;
    if (t->kind != TY_TENSOR) {
      node_error(nc, "scan output %d is not a tensor", i - nc_);
      return NULL;
    }
    rt[i] = insert_dim(im, t, 0, TY_DYN);
  }
  IrOp *op = ir_op_create(ctx, OP_ONNX_LOOP, NULL, im->loc, nops, ops, nres, rt, 1);
  ir_op_set_region(op, 0, r);
  make_yield(im, r->first, &out);
  return op;
}

static int64_t list_at(const Onnx__AttributeProto *a, int i, int64_t dflt) {
  return a && i < (int)a->n_ints ? a->ints[i] : dflt;
}

static IrOp *import_scan(NodeCtx *nc, Scope *sc, int nops, IrValue **ops) {
  Imp *im = nc->im;
  IrContext *ctx = im->ctx;
  const Onnx__NodeProto *n = nc->n;
  bool v8 = im->opset < 9;
  int64_t nsi = attr_int(n, "num_scan_inputs", -1);
  int first = v8 ? 1 : 0; /* opset 8: sequence_lens comes first */
  if (nsi < 1 || nsi > nops - first) {
    node_error(nc, "'num_scan_inputs' is missing or out of range");
    return NULL;
  }
  if (v8 && nops >= 1 && !is_none(ops[0])) {
    node_error(nc, "'sequence_lens' is not supported");
    return NULL;
  }
  int nstate = nops - first - (int)nsi;
  for (int i = first; i < nops; i++)
    if (is_none(ops[i]) || ops[i]->type->kind != TY_TENSOR) {
      node_error(nc, "input %d must be a tensor", i);
      return NULL;
    }
  const Onnx__GraphProto *g = graph_attr(nc, "body");
  if (!g)
    return NULL;
  const Onnx__AttributeProto *in_axes = find_attr(n, v8 ? "__none" : "scan_input_axes");
  const Onnx__AttributeProto *out_axes = find_attr(n, v8 ? "__none" : "scan_output_axes");
  int nargs = nstate + (int)nsi;
  IrType **at = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(nargs + 1));
  int64_t seq = TY_DYN, batch = TY_DYN;
  for (int i = 0; i < nstate; i++) {
    IrType *t = ops[first + i]->type;
    if (v8) {
      if (t->rank < 1) {
        node_error(nc, "state %d needs a batch axis", i);
        return NULL;
      }
      batch = t->dims[0];
      t = drop_dim(im, t, 0);
    }
    at[i] = t;
  }
  for (int j = 0; j < nsi; j++) {
    IrType *t = ops[first + nstate + j]->type;
    int64_t ax = v8 ? 1 : list_at(in_axes, j, 0);
    if (!norm_axis(nc, &ax, t->rank))
      return NULL;
    if (j == 0)
      seq = t->dims[ax];
    if (v8) {
      batch = t->dims[0];
      t = drop_dim(im, t, 0);
      ax = 0;
    }
    at[nstate + j] = drop_dim(im, t, (int)ax);
  }
  IrRegion *r = ir_region_create(ctx);
  GraphOut out;
  if (!import_body(nc, sc, g, r, nargs, at, 0, nstate, 0, &out))
    return NULL;
  if (out.n < nstate || (int)n->n_output != out.n) {
    node_error(nc, "body yields %d values, node has %zu outputs and %d states", out.n,
               n->n_output, nstate);
    return NULL;
  }
  IrType **rt = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(out.n + 1));
  for (int i = 0; i < out.n; i++) {
    IrType *t = i < nstate ? at[i] : out.vals[i]->type;
    if (t->kind != TY_TENSOR) {
      node_error(nc, "body output %d is not a tensor", i);
      return NULL;
    }
    if (i >= nstate) {
      int64_t ax = v8 ? 0 : list_at(out_axes, i - nstate, 0);
      if (!norm_axis(nc, &ax, t->rank + 1))
        return NULL;
      t = insert_dim(im, t, (int)ax, seq);
    }
    if (v8)
      t = insert_dim(im, t, 0, batch);
    rt[i] = t;
  }
  IrOp *op = ir_op_create(ctx, OP_ONNX_SCAN, NULL, im->loc, nops, ops, out.n, rt, 1);
  ir_op_set_region(op, 0, r);
  make_yield(im, r->first, &out);
  return op;
}

static IrOp *import_if(NodeCtx *nc, Scope *sc, int nops, IrValue **ops) {
  Imp *im = nc->im;
  IrContext *ctx = im->ctx;
  if (nops != 1 || is_none(ops[0])) {
    node_error(nc, "expects 1 input (cond), got %d", nops);
    return NULL;
  }
  if (!check_scalarish(nc, ops[0], ctx->i1_ty, "condition"))
    return NULL;
  const Onnx__GraphProto *gt = graph_attr(nc, "then_branch");
  if (!gt)
    return NULL;
  const Onnx__GraphProto *ge = graph_attr(nc, "else_branch");
  if (!ge)
    return NULL;
  IrRegion *rs[2] = {ir_region_create(ctx), ir_region_create(ctx)};
  GraphOut outs[2];
  const Onnx__GraphProto *gs[2] = {gt, ge};
  for (int k = 0; k < 2; k++)
    if (!import_body(nc, sc, gs[k], rs[k], 0, NULL, 0, 0, 0, &outs[k]))
      return NULL;
  if (outs[0].n != outs[1].n || (int)nc->n->n_output != outs[0].n) {
    node_error(nc, "branches yield %d and %d values for %zu outputs", outs[0].n, outs[1].n,
               nc->n->n_output);
    return NULL;
  }
  int nres = outs[0].n;
  IrType **rt = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(nres + 1));
  for (int i = 0; i < nres; i++) {
    rt[i] = join_types(im, outs[0].vals[i]->type, outs[1].vals[i]->type);
    if (!rt[i]) {
      node_error(nc, "output %d has different ranks or element types in the two branches", i);
      return NULL;
    }
  }
  IrOp *op = ir_op_create(ctx, OP_ONNX_IF, NULL, im->loc, 1, ops, nres, rt, 2);
  for (int k = 0; k < 2; k++) {
    ir_op_set_region(op, k, rs[k]);
    make_yield(im, rs[k]->first, &outs[k]);
  }
  return op;
}

/* auto_pad SAME_UPPER / SAME_LOWER of a pooling or convolution node whose
 * spatial sizes and kernel are known: written out as explicit 'pads' (the
 * output size is then ceil(size / stride), as ONNX defines it). Others are
 * left for the type inference to reject. */
static void same_pads(Imp *im, IrOp *op) {
  IrContext *ctx = im->ctx;
  IrAttr *ap = ir_op_get_attr(op, "auto_pad");
  if (!ap || ap->kind != ATTR_STRING || ap->u.s.len < 9 || memcmp(ap->u.s.str, "SAME_", 5) != 0)
    return;
  bool lower = ap->u.s.len == 10 && memcmp(ap->u.s.str, "SAME_LOWER", 10) == 0;
  if (!lower && !(ap->u.s.len == 10 && memcmp(ap->u.s.str, "SAME_UPPER", 10) == 0))
    return;
  if (op->nopnds < 1 || ir_op_operand(op, 0)->type->kind != TY_TENSOR)
    return;
  IrType *x = ir_op_operand(op, 0)->type;
  int nsp = x->rank - 2;
  if (nsp < 1)
    return;
  IrAttr *ks = ir_op_get_attr(op, "kernel_shape"), *st = ir_op_get_attr(op, "strides");
  IrAttr *dl = ir_op_get_attr(op, "dilations");
  IrType *w = ir_op_is(op, OP_ONNX_CONV) && op->nopnds > 1 ? ir_op_operand(op, 1)->type : NULL;
  int64_t *pads = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(2 * nsp + 1));
  for (int i = 0; i < nsp; i++) {
    int64_t k = ks && ks->kind == ATTR_DENSE_ARRAY && i < ks->u.darray.n ? ks->u.darray.vals[i]
                : w && w->kind == TY_TENSOR && w->rank == x->rank ? w->dims[2 + i] : TY_DYN;
    int64_t s = st && st->kind == ATTR_DENSE_ARRAY && i < st->u.darray.n ? st->u.darray.vals[i] : 1;
    int64_t d = dl && dl->kind == ATTR_DENSE_ARRAY && i < dl->u.darray.n ? dl->u.darray.vals[i] : 1;
    int64_t n = x->dims[2 + i];
    if (k == TY_DYN || n == TY_DYN || k < 1 || s < 1 || d < 1 || k > 1000000 || s > 1000000 ||
        d > 1000000 || n > ((int64_t)1 << 40))
      return;
    int64_t out = (n + s - 1) / s;
    int64_t total = (out - 1) * s + (k - 1) * d + 1 - n;
    if (total < 0)
      total = 0;
    pads[i] = lower ? (total + 1) / 2 : total / 2;
    pads[i + nsp] = total - pads[i];
  }
  ir_op_set_attr(ctx, op, "pads", ir_attr_dense_array(ctx, ctx->i64_ty, 2 * nsp, pads));
  ir_op_set_attr(ctx, op, "auto_pad", ir_attr_string(ctx, "NOTSET", 6));
}

/* SequenceMap(seq, extra...) with body (element or extra...) -> (elements...):
 * each output is the sequence of what the body yields for each position. */
static IrOp *import_seqmap(NodeCtx *nc, Scope *sc, int nops, IrValue **ops) {
  Imp *im = nc->im;
  IrContext *ctx = im->ctx;
  if (nops < 1) {
    node_error(nc, "expects at least 1 input, got 0");
    return NULL;
  }
  IrType **at = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(nops + 1));
  for (int i = 0; i < nops; i++) {
    IrType *t = ops[i]->type;
    OnnxValueKind k = onnx_type_kind(ctx, t);
    if (k == ONNX_VK_SEQ) {
      at[i] = onnx_type_list_elem(ctx, t);
      if (!at[i] || at[i]->rank < 0) {
        node_error(nc, "the elements of input %d ('%s') have no known rank (loopc needs one here)",
                   i, ir_type_str(ctx, t));
        return NULL;
      }
    } else if (k == ONNX_VK_TENSOR && i > 0) {
      at[i] = t;
    } else {
      node_error(nc, "input %d must be a sequence%s", i, i ? " or a tensor" : "");
      return NULL;
    }
  }
  const Onnx__GraphProto *g = graph_attr(nc, "body");
  if (!g)
    return NULL;
  IrRegion *r = ir_region_create(ctx);
  GraphOut out;
  if (!import_body(nc, sc, g, r, nops, at, 0, 0, 0, &out))
    return NULL;
  if ((int)nc->n->n_output != out.n || out.n < 1) {
    node_error(nc, "has %zu outputs but its body yields %d values", nc->n->n_output, out.n);
    return NULL;
  }
  IrType **rt = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(out.n + 1));
  for (int i = 0; i < out.n; i++) {
    IrType *t = out.vals[i]->type;
    if (t->kind != TY_TENSOR) {
      node_error(nc, "body output %d is not a tensor", i);
      return NULL;
    }
    rt[i] = onnx_type_seq(ctx, t, NULL);
  }
  IrOp *op = ir_op_create(ctx, OP_ONNX_SEQUENCEMAP, NULL, im->loc, nops, ops, out.n, rt, 1);
  ir_op_set_region(op, 0, r);
  make_yield(im, r->first, &out);
  return op;
}

/* onnx.Constant from a Constant node's attributes. */
static IrOp *import_constant(NodeCtx *nc) {
  Imp *im = nc->im;
  IrContext *ctx = im->ctx;
  const Onnx__NodeProto *n = nc->n;
  IrAttr *val = NULL;
  const Onnx__AttributeProto *a;
  if ((a = find_attr(n, "value"))) {
    val = convert_attr(im, nc, a);
    if (!val)
      return NULL;
    if (val->kind != ATTR_DENSE) {
      node_error(nc, "'value' must be a tensor");
      return NULL;
    }
  } else if ((a = find_attr(n, "value_float"))) {
    float f = a->f;
    val = ir_attr_dense(ctx, tensor_ty(im, ctx->f32_ty, 0, NULL), &f, 1, false);
  } else if ((a = find_attr(n, "value_int"))) {
    val = ir_attr_dense(ctx, tensor_ty(im, ctx->i64_ty, 0, NULL), &a->i, 1, false);
  } else if ((a = find_attr(n, "value_floats"))) {
    int64_t len = (int64_t)a->n_floats;
    val = ir_attr_dense(ctx, tensor_ty(im, ctx->f32_ty, 1, &len), a->floats, len, false);
  } else if ((a = find_attr(n, "value_ints"))) {
    int64_t len = (int64_t)a->n_ints;
    val = ir_attr_dense(ctx, tensor_ty(im, ctx->i64_ty, 1, &len), a->ints, len, false);
  } else {
    node_error(nc, "unsupported or missing value attribute");
    return NULL;
  }
  IrType *t = val->type;
  IrOp *op = ir_op_create(ctx, OP_ONNX_CONSTANT, NULL, im->loc, 0, NULL, 1, &t, 0);
  ir_op_set_attr(ctx, op, "value", val);
  return op;
}

/* Defaults that changed with the opset (the ONNX_OPSET_DEFAULT rows of
 * onnx_operators.def) are written out, so that the op means the same
 * wherever it ends up. */
static void write_opset_defaults(Imp *im, IrOp *op) {
  static const struct {
    int kind;
    const char *attr;
    int64_t opset, before, from;
  } rows[] = {
#define ONNX_OPSET_DEFAULT(id, attr, opset, before, from) {OP_ONNX_##id, attr, opset, before, from},
#include "../../dialects/onnx/onnx_operators.def"
  };
  for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
    if (rows[i].kind != (int)ir_op_kind(op) || ir_op_get_attr(op, rows[i].attr))
      continue;
    int64_t v = im->opset < rows[i].opset ? rows[i].before : rows[i].from;
    if (v != ONNX_NO_DEFAULT)
      ir_op_set_attr(im->ctx, op, rows[i].attr, ir_attr_int(im->ctx, im->ctx->i64_ty, v));
  }
}

static bool import_node(Imp *im, Scope *sc, IrBlock *blk, const Onnx__NodeProto *n, int index) {
  IrContext *ctx = im->ctx;
  NodeCtx nc = {im, n, index};
  if (!n->op_type || !*n->op_type) {
    node_error(&nc, "node has no op_type");
    return false;
  }
  if (n->domain && *n->domain && strcmp(n->domain, "ai.onnx") != 0) {
    node_error(&nc, "operators of domain '%s' are not supported (loopc supports the default "
                    "ONNX domain)", n->domain);
    return false;
  }
  char *full = arena_printf(&ctx->arena, "onnx.%s", n->op_type);
  const IrOpInfo *info = ir_op_info_lookup(full, strlen(full));
  int k = info ? (int)info->kind : -1;
  if (k < OP_COUNT || k == OP_ONNX_YIELD || k == OP_ONNX_RETURN || k == OP_ONNX_NONE) {
    node_error(&nc, "unsupported op");
    return false;
  }
  int nops = (int)n->n_input;
  IrValue **ops = arena_alloc(&ctx->arena, sizeof(IrValue *) * (size_t)(nops + 1));
  for (int i = 0; i < nops; i++) {
    const char *name = n->input[i];
    if (!name || !*name) {
      IrType *none = ctx->none_ty;
      IrOp *nv = ir_op_create(ctx, OP_ONNX_NONE, NULL, im->loc, 0, NULL, 1, &none, 0);
      ir_block_append_op(blk, nv);
      ops[i] = &nv->results[0];
      continue;
    }
    ops[i] = scope_lookup(im, sc, name);
    if (!ops[i]) {
      node_error(&nc, "input '%s' is not defined (not a graph input, initializer or earlier "
                      "node output in scope)", name);
      return false;
    }
  }
  for (size_t i = 0; i < n->n_output; i++)
    if (!n->output[i]) {
      node_error(&nc, "malformed output list");
      return false;
    }
  IrOp *op = NULL;
  int kind = info->kind;
  switch (kind) {
  case OP_ONNX_LOOP: op = import_loop(&nc, sc, nops, ops); break;
  case OP_ONNX_SCAN: op = import_scan(&nc, sc, nops, ops); break;
  case OP_ONNX_IF: op = import_if(&nc, sc, nops, ops); break;
  case OP_ONNX_SEQUENCEMAP: op = import_seqmap(&nc, sc, nops, ops); break;
  case OP_ONNX_CONSTANT:
    if (nops != 0 || n->n_output != 1) {
      node_error(&nc, "expects no inputs and one output");
      return false;
    }
    op = import_constant(&nc);
    break;
  default: {
    if (n->n_output < 1) {
      node_error(&nc, "has no outputs");
      return false;
    }
    /* Trailing outputs without a name are not asked for. */
    int nout = (int)n->n_output;
    while (nout > 1 && !*n->output[nout - 1])
      nout--;
    /* The op is built with its attributes first: its type comes from them
     * (onnx_infer.c, which the dialect's verifier uses too). */
    IrType **nones = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(nout + 1));
    for (int i = 0; i < nout; i++)
      nones[i] = ctx->none_ty;
    op = ir_op_create(ctx, kind, NULL, im->loc, nops, ops, nout, nones, 0);
    for (size_t i = 0; i < n->n_attribute; i++) {
      const Onnx__AttributeProto *a = n->attribute[i];
      if (!a->name || !*a->name) {
        node_error(&nc, "attribute without a name");
        return false;
      }
      IrAttr *v = convert_attr(im, &nc, a);
      if (!v)
        return false;
      ir_op_set_attr(ctx, op, a->name, v);
    }
    write_opset_defaults(im, op);
    if (kind == OP_ONNX_MAXPOOL || kind == OP_ONNX_AVERAGEPOOL || kind == OP_ONNX_CONV)
      same_pads(im, op);
    /* Opsets 1 to 6: binary ops broadcast only with 'broadcast' = 1, B's
     * dims aligned with A's trailing ones (numpy's rule, for the shapes
     * those opsets allow) or with A's from 'axis' on. */
    if (im->opset < 7 && ir_op_get_attr(op, "broadcast") && ir_op_get_attr(op, "axis") &&
        kind != OP_ONNX_CONCAT && kind != OP_ONNX_SOFTMAX && !legacy_broadcast(&nc, blk, op)) {
      ir_op_erase(op);
      return false;
    }
    if (kind == OP_ONNX_PRELU)
      prelu_channels(&nc, blk, op);
    char *err = NULL;
    IrType **rts = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(nout + 1));
    bool typed = onnx_infer_result_types(ctx, op, rts, &err);
    for (int i = 0; typed && i < nout; i++)
      op->results[i].type = rts[i];
    IrAttr *folded = typed ? ir_op_fold(ctx, op) : NULL;
    if (folded) {
      IrType *ft = folded->type;
      IrOp *cop = ir_op_create(ctx, OP_ONNX_CONSTANT, NULL, im->loc, 0, NULL, 1, &ft, 0);
      ir_op_set_attr(ctx, cop, "value", folded);
      ir_op_erase(op);
      op = cop;
    }
    if (!typed) {
      node_error(&nc, "%s", err);
      free(err);
      ir_op_erase(op);
      return false;
    }
    break;
  }
  }
  if (!op)
    return false;
  if (kind == OP_ONNX_LOOP || kind == OP_ONNX_SCAN || kind == OP_ONNX_IF ||
      kind == OP_ONNX_SEQUENCEMAP) {
    for (size_t i = 0; i < n->n_attribute; i++) {
      const Onnx__AttributeProto *a = n->attribute[i];
      if (a->type == ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__GRAPH || !a->name)
        continue;
      IrAttr *v = convert_attr(im, &nc, a);
      if (!v)
        return false;
      ir_op_set_attr(ctx, op, a->name, v);
    }
  }
  if (n->name && *n->name)
    ir_op_set_attr(ctx, op, "onnx_node_name", ir_attr_string(ctx, n->name, strlen(n->name)));
  ir_block_append_op(blk, op);
  for (size_t i = op->nresults; i < n->n_output; i++)
    if (*n->output[i]) {
      node_error(&nc, "has %zu outputs, expected at most %d", n->n_output, op->nresults);
      return false;
    }
  for (size_t i = 0; i < n->n_output; i++)
    if (*n->output[i] && !scope_define(im, sc, n->output[i], &op->results[i])) {
      node_error(&nc, "output '%s' is already defined in this graph (duplicate definition)",
                 n->output[i]);
      return false;
    }
  return true;
}

static bool import_graph(Imp *im, Scope *parent, const Onnx__GraphProto *g, IrBlock *blk,
                         int nargs, IrType *const *arg_types, GraphOut *out, bool is_main) {
  IrContext *ctx = im->ctx;
  Scope sc = {parent, {0}};
  hashmap_init(&sc.names);
  bool ok = false;
  /* Initializers first: in old models they are also listed as inputs. */
  HashMap inits;
  hashmap_init(&inits);
  for (size_t i = 0; i < g->n_initializer; i++) {
    const Onnx__TensorProto *tp = g->initializer[i];
    OnnxTensor t;
    char *err = NULL;
    if (!tp->name || !*tp->name) {
      imp_error(im, "graph '%s': initializer %zu has no name", g->name ? g->name : "", i);
      goto done;
    }
    if (!onnx_tensor_decode_ex(tp, &t, &im->ext, &err)) {
      imp_error(im, "initializer '%s': %s", tp->name, err);
      free(err);
      goto done;
    }
    IrAttr *val = dense_from_tensor(im, &t);
    onnx_tensor_free(&t);
    IrType *ty = val->type;
    IrOp *op = ir_op_create(ctx, OP_ONNX_CONSTANT, NULL, im->loc, 0, NULL, 1, &ty, 0);
    ir_op_set_attr(ctx, op, "value", val);
    ir_block_append_op(blk, op);
    if (!scope_define(im, &sc, tp->name, &op->results[0])) {
      imp_error(im, "graph '%s': initializer '%s' is defined twice", g->name ? g->name : "",
                tp->name);
      goto done;
    }
    hashmap_put(&inits, name_key(im, tp->name), op);
  }
  /* The main graph's input names, in argument order, for `loopc run --input NAME=FILE`. */
  IrAttr **input_names = arena_alloc(&ctx->arena, sizeof(IrAttr *) * (g->n_input + 1));
  int ninput_names = 0;
  for (size_t i = 0, k = 0; i < g->n_input; i++) {
    const Onnx__ValueInfoProto *vi = g->input[i];
    if (!vi->name || !*vi->name) {
      imp_error(im, "graph '%s': input %zu has no name", g->name ? g->name : "", i);
      goto done;
    }
    if (is_main && hashmap_get(&inits, name_key(im, vi->name)))
      continue;
    bool unsupported;
    IrType *t = type_from_proto(im, vi->type, &unsupported);
    if (!is_main && (int)k < nargs && arg_types && arg_types[k])
      t = arg_types[k];
    if (!t) {
      imp_error(im, "graph '%s': input '%s' %s", g->name ? g->name : "", vi->name,
                unsupported ? "has an unsupported type (only tensors of float, double, "
                              "integer and bool elements, sequences of them and optionals "
                              "are)"
                            : "has no element type or shape");
      goto done;
    }
    if (t->rank > IR_MAX_NESTING || !ir_type_fits(t)) {
      imp_error(im, "graph '%s': input '%s' has a type that is too large ('%s')",
                g->name ? g->name : "", vi->name, ir_type_str(ctx, t));
      goto done;
    }
    IrValue *a = ir_block_add_arg(ctx, blk, t, im->loc);
    if (!scope_define(im, &sc, vi->name, a)) {
      imp_error(im, "graph '%s': input '%s' is already defined in this graph (duplicate "
                    "definition)", g->name ? g->name : "", vi->name);
      goto done;
    }
    input_names[ninput_names++] = ir_attr_string(ctx, vi->name, strlen(vi->name));
    k++;
  }
  if (is_main && ir_block_parent_op(blk))
    ir_op_set_attr(ctx, ir_block_parent_op(blk), "onnx.input_names",
                   ir_attr_array(ctx, ninput_names, input_names));
  for (size_t i = 0; i < g->n_node; i++) {
    IrLoc outer = im->loc;
    if (im->node_lines)
      im->loc = ir_loc(outer.file, (int)(intptr_t)hashmap_get(im->node_lines,
                                                              (uint64_t)(uintptr_t)g->node[i]), 0);
    bool node_ok = import_node(im, &sc, blk, g->node[i], (int)i);
    im->loc = outer;
    if (!node_ok)
      goto done;
  }
  out->n = (int)g->n_output;
  out->vals = arena_alloc(&ctx->arena, sizeof(IrValue *) * (g->n_output + 1));
  for (size_t i = 0; i < g->n_output; i++) {
    const char *name = g->output[i]->name;
    IrValue *v = name && *name ? scope_lookup(im, &sc, name) : NULL;
    if (!v) {
      imp_error(im, "graph '%s': output '%s' is not defined", g->name ? g->name : "",
                name ? name : "");
      goto done;
    }
    if (onnx_type_kind(ctx, v->type) == ONNX_VK_OTHER) {
      imp_error(im, "graph '%s': output '%s' is not a tensor, sequence or optional",
                g->name ? g->name : "", name);
      goto done;
    }
    out->vals[i] = v;
  }
  if (is_main && ir_block_parent_op(blk)) {
    IrAttr **names = arena_alloc(&ctx->arena, sizeof(IrAttr *) * (g->n_output + 1));
    for (size_t i = 0; i < g->n_output; i++)
      names[i] = ir_attr_string(ctx, g->output[i]->name, strlen(g->output[i]->name));
    ir_op_set_attr(ctx, ir_block_parent_op(blk), "onnx.output_names",
                   ir_attr_array(ctx, (int)g->n_output, names));
  }
  ok = true;
done:
  hashmap_free(&inits);
  hashmap_free(&sc.names);
  return ok;
}

IrOp *onnx_import(IrContext *ctx, DiagEngine *diag, const char *path) {
  return onnx_import_ex(ctx, diag, path, NULL);
}

static IrOp *import_bytes(IrContext *ctx, DiagEngine *diag, const char *name, const uint8_t *data,
                          size_t len, const OnnxImportOptions *opts);

IrOp *onnx_import_ex(IrContext *ctx, DiagEngine *diag, const char *path,
                     const OnnxImportOptions *opts) {
  size_t len;
  char *err = NULL;
  uint8_t *buf = onnx_read_file(path, &len, &err);
  if (!buf) {
    diag_error(diag, ir_loc_unknown(), "%s", err);
    free(err);
    return NULL;
  }
  IrOp *module = import_bytes(ctx, diag, path, buf, len, opts);
  free(buf);
  return module;
}

IrOp *onnx_import_bytes(IrContext *ctx, DiagEngine *diag, const char *name, const uint8_t *data,
                        size_t len) {
  return import_bytes(ctx, diag, name, data, len, NULL);
}

static IrOp *import_bytes(IrContext *ctx, DiagEngine *diag, const char *name, const uint8_t *data,
                          size_t len, const OnnxImportOptions *opts) {
  Imp im = {ctx, diag, ir_loc(ir_intern_cstr(ctx, name), 0, 0), 0, {0}, false, NULL,
            {NULL, on_external_file, NULL}, opts, {0}};
  im.ext.data = &im;
  /* External data is relative to the model's directory. */
  const char *slash = strrchr(name, '/');
  im.ext.dir = slash ? arena_printf(&ctx->arena, "%.*s", (int)(slash == name ? 1 : slash - name), name)
                     : ".";
  hashmap_init(&im.ext_seen);
  HashMap node_lines;
  onnx_dialect_register();
  char *err = NULL;
  Onnx__ModelProto *m = onnx_model_unpack(data, len, &err);
  if (!m) {
    diag_error(diag, im.loc, "%s", err);
    free(err);
    hashmap_free(&im.ext_seen);
    return NULL;
  }
  IrOp *module = NULL;
  hashmap_init(&im.widened);
  if (!m->graph) {
    diag_error(diag, im.loc, "the model has no graph");
    goto done;
  }
  im.opset = -1;
  const char *other = NULL; /* a domain other than the default one */
  for (size_t i = 0; i < m->n_opset_import; i++) {
    const Onnx__OperatorSetIdProto *o = m->opset_import[i];
    if (!o->domain || !*o->domain || strcmp(o->domain, "ai.onnx") == 0)
      im.opset = o->has_version ? o->version : 1;
    else if (!other)
      other = o->domain;
  }
  if (im.opset < 0 && other) {
    diag_error(diag, im.loc, "the model imports operators of domain '%s' only; loopc supports "
                             "the default ONNX domain (opsets %d to %d)",
               other, MIN_OPSET, MAX_OPSET);
    goto done;
  }
  if (im.opset < 0)
    im.opset = MAX_OPSET; /* no opset_import at all */
  if (im.opset < MIN_OPSET || im.opset > MAX_OPSET) {
    diag_error(diag, im.loc, "unsupported opset version %lld of the default ONNX domain "
                             "(loopc supports %d to %d)",
               (long long)im.opset, MIN_OPSET, MAX_OPSET);
    goto done;
  }
  if (opts && opts->node_locs) {
    hashmap_init(&node_lines);
    onnx_number_nodes(m->graph, &node_lines);
    im.node_lines = &node_lines;
  }
  module = ir_module_create(ctx, im.loc);
  IrOp *func = ir_op_create(ctx, OP_FUNC, NULL, im.loc, 0, NULL, 0, NULL, 1);
  IrBlock *blk = ir_block_create(ctx);
  ir_region_append_block(ir_op_region(func, 0), blk);
  GraphOut out;
  if (!import_graph(&im, NULL, m->graph, blk, 0, NULL, &out, true)) {
    module = NULL;
    goto done;
  }
  IrOp *ret = ir_op_create(ctx, OP_ONNX_RETURN, NULL, im.loc, out.n, out.vals, 0, NULL, 0);
  ir_block_append_op(blk, ret);
  IrType **ins = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(blk->nargs + 1));
  for (int i = 0; i < blk->nargs; i++)
    ins[i] = blk->args[i]->type;
  IrType **outs = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(out.n + 1));
  for (int i = 0; i < out.n; i++)
    outs[i] = out.vals[i]->type;
  IrType *fty = ir_type_func(ctx, blk->nargs, ins, out.n, outs);
  ir_op_set_attr_ex(ctx, func, "sym_name", ir_attr_string(ctx, "main_graph", 10), true);
  ir_op_set_attr_ex(ctx, func, "function_type", ir_attr_type(ctx, fty), true);
  ir_op_set_attr(ctx, func, "onnx.opset", ir_attr_int(ctx, ctx->i64_ty, im.opset));
  ir_block_append_op(ir_module_body(module), func);
done:
  hashmap_free(&im.widened);
  hashmap_free(&im.ext_seen);
  if (im.node_lines)
    hashmap_free(im.node_lines);
  onnx__model_proto__free_unpacked(m, NULL);
  return module;
}

/* The legacy broadcasting of opsets 1 to 6 with an 'axis': B's dims match
 * A's from that axis on, so B is reshaped to its dims followed by a 1 for
 * each of A's axes after them (Reshape's 0 keeps a dim, known or not), and
 * numpy's rule does the rest: the op is then an opset-7 one. */
static bool legacy_broadcast(NodeCtx *nc, IrBlock *blk, IrOp *op) {
  if (op->nopnds != 2) {
    node_error(nc, "legacy broadcasting with 'axis' needs two inputs");
    return false;
  }
  IrAttr *ax = ir_op_get_attr(op, "axis");
  IrType *a = ir_op_operand(op, 0)->type, *b = ir_op_operand(op, 1)->type;
  if (ax->kind != ATTR_INT || a->kind != TY_TENSOR || b->kind != TY_TENSOR || a->rank < 0 ||
      b->rank < 0) {
    node_error(nc, "legacy broadcasting with 'axis' needs ranked tensors and an integer axis");
    return false;
  }
  int64_t axis = ax->u.i < 0 ? ax->u.i + a->rank : ax->u.i;
  int64_t trailing = a->rank - axis - b->rank;
  if (axis < 0 || trailing < 0) {
    node_error(nc, "'axis' %lld does not place B (rank %d) inside A (rank %d)",
               (long long)ax->u.i, b->rank, a->rank);
    return false;
  }
  ir_op_remove_attr(op, "axis");
  if (trailing > 0)
    append_ones(nc, blk, op, 1, (int)trailing);
  return true;
}

/* Operand idx of op reshaped to its dims followed by `trailing` ones (a
 * Reshape whose 0s keep the dims, known or not), for numpy's rule to align
 * it with the other operand's leading axes. */
static void append_ones(NodeCtx *nc, IrBlock *blk, IrOp *op, int idx, int trailing) {
  IrContext *ctx = nc->im->ctx;
  IrType *b = ir_op_operand(op, idx)->type;
  int n = b->rank + trailing;
  int64_t *shape = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)n);
  int64_t *dims = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)n);
  for (int i = 0; i < n; i++) {
    shape[i] = i < b->rank ? 0 : 1;
    dims[i] = i < b->rank ? b->dims[i] : 1;
  }
  int64_t len = n;
  IrType *st = tensor_ty(nc->im, ctx->i64_ty, 1, &len);
  IrOp *c = ir_op_create(ctx, OP_ONNX_CONSTANT, NULL, op->loc, 0, NULL, 1, &st, 0);
  ir_op_set_attr(ctx, c, "value", ir_attr_dense(ctx, st, shape, n, false));
  ir_block_append_op(blk, c);
  IrValue *ins[2] = {ir_op_operand(op, idx), &c->results[0]};
  IrType *rt = tensor_ty(nc->im, b->elem, n, dims);
  IrOp *r = ir_op_create(ctx, OP_ONNX_RESHAPE, NULL, op->loc, 2, ins, 1, &rt, 0);
  ir_block_append_op(blk, r);
  ir_op_set_operand(op, idx, &r->results[0]);
}

/* PRelu's slope per channel: a 1-D slope of X's channel count (dim 1) on X
 * of rank 3 or more, which numpy's rule would align with X's last axis.
 * Opsets before 7 mean it per channel (PyTorch exports it so); from 7 the
 * slope broadcasts by numpy's rule, so only where that rule cannot apply
 * (X's last dim neither the slope's size nor 1) is the slope taken per
 * channel, as ONNX Runtime does. Reshaped to (C, 1, ..., 1). */
static void prelu_channels(NodeCtx *nc, IrBlock *blk, IrOp *op) {
  if (op->nopnds != 2)
    return;
  IrType *x = ir_op_operand(op, 0)->type, *s = ir_op_operand(op, 1)->type;
  if (x->kind != TY_TENSOR || s->kind != TY_TENSOR || x->rank < 3 || s->rank != 1 ||
      s->dims[0] == TY_DYN || s->dims[0] == 1 || x->dims[1] != s->dims[0])
    return;
  int64_t last = x->dims[x->rank - 1];
  if (nc->im->opset >= 7 && (last == TY_DYN || last == s->dims[0] || last == 1))
    return;
  append_ones(nc, blk, op, 1, x->rank - 2);
}
