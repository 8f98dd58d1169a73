/* onnx_lower_control.c: lowering of onnx.Loop (loop.for when the trip
 * count bounds it and the condition cannot change, else loop.while carrying
 * (i, cond, v...)), onnx.Scan (loop.for over the sequence; opset 8 adds an
 * outer loop over the batch) and onnx.If (loop.if). Scan outputs go to
 * buffers that are allocated once their row shape is known (first
 * iteration), sized M when M bounds the trip count, else grown
 * geometrically and trimmed to the rows written. */
#include <string.h>

#include "onnx_lower.h"

#define B (&L->b)

static bool is_none(IrValue *v) { return v->type->kind == TY_NONE; }

/* An empty placeholder of type t (every dynamic dim 0), replaced once
 * the real row shape is known; for a static t it is the real buffer. */
static IrValue *placeholder(Lower *L, IrType *t) {
  IrValue **d = lw_vals(L, t->rank);
  for (int i = 0; i < t->rank; i++)
    d[i] = lw_cidx(L, 0);
  return lw_alloc(L, t, d);
}

/* Dims of a stacked buffer: row's dims with `rows` inserted at axis. */
static IrValue **stacked_dims(Lower *L, IrValue *row, int axis, IrValue *rows) {
  int r = row->type->rank;
  IrValue **d = lw_vals(L, r + 1);
  for (int i = 0, j = 0; i <= r; i++)
    d[i] = i == axis ? rows : lw_dim(L, row, j++);
  return d;
}

/* A buffer of buf's type with the sizes args[1..], holding buf's first
 * args[0] rows (axis 0) when args[0] is not NULL. */
static IrValue *resized(Lower *L, IrValue *buf, IrValue **args) {
  IrType *t = buf->type;
  IrValue *nb = lw_alloc(L, t, args + 1);
  if (args[0]) {
    int r = t->rank;
    IrValue **cd = lw_vals(L, r);
    cd[0] = args[0];
    for (int i = 1; i < r; i++)
      cd[i] = lw_dim(L, buf, i);
    Nest ns;
    lw_nest_begin(L, &ns, r, cd, false);
    ir_build_store(B, ir_build_load(B, buf, r, ns.ivs), nb, r, ns.ivs);
    lw_nest_end(L, &ns);
  }
  return nb;
}

/* loop.if (need) { a buffer with dims holding buf's first `keep` rows
 * (none when keep is NULL); buf freed } else { buf }. The first value is
 * an empty placeholder (or, static, a buffer never written), replaced on
 * the first iteration: freeing it there is what keeps a call from leaking
 * it. */
static IrValue *realloc_if(Lower *L, IrValue *need, IrValue *buf, IrValue **dims,
                           IrValue *keep) {
  int r = buf->type->rank;
  IrValue **args = lw_vals(L, r + 1);
  args[0] = keep;
  for (int i = 0; i < r; i++)
    args[1 + i] = dims[i];
  return lw_replace_if(L, need, buf, resized, args);
}

/* Copies rows [0, rows) of buf (axis 0) into a new buffer of type t. */
static IrValue *trim(Lower *L, IrValue *buf, IrType *t, IrValue *rows) {
  int r = t->rank;
  IrValue **d = lw_vals(L, r);
  d[0] = rows;
  for (int i = 1; i < r; i++)
    d[i] = lw_dim(L, buf, i);
  IrValue *out = lw_alloc(L, t, d);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  ir_build_store(B, ir_build_load(B, buf, r, ns.ivs), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  return out;
}

/* True when the body's condition output is its condition input (directly,
 * through Identity) or the constant true. */
static bool cond_unchanged(IrBlock *body, IrValue *cond_out) {
  IrValue *cin = body->args[1];
  for (int hops = 0; hops < 64; hops++) {
    if (cond_out == cin)
      return true;
    IrOp *d = cond_out->def_op;
    if (!d)
      return false;
    if (ir_op_is(d, OP_ONNX_IDENTITY)) {
      cond_out = ir_op_operand(d, 0);
      continue;
    }
    IrAttr *a = lw_const_attr(cond_out);
    return a && ir_type_num_elements(a->type) == 1 && ir_dense_get_i64(a, 0) != 0;
  }
  return false;
}

static IrValue *scalar_index(Lower *L, IrValue *mem) {
  IrValue *v = lw_load_scalar(L, mem);
  return ir_build_cast(B, OP_INDEX_CAST, v, L->ctx->index_ty);
}

/* The iteration number as the body's rank-0 i64 tensor, if it is used. */
static IrValue *iter_tensor(Lower *L, IrValue *old_arg, IrValue *i) {
  if (!ir_value_has_uses(old_arg))
    return NULL;
  return lw_store_scalar(L, ir_build_cast(B, OP_INDEX_CAST, i, L->ctx->i64_ty));
}

bool lw_lower_loop(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrBlock *body = ir_op_region(op, 0)->first;
  IrOp *yield = body ? ir_block_terminator(body) : NULL;
  if (!body || !yield || !ir_op_is(yield, OP_ONNX_YIELD) || body->nargs != op->nopnds)
    return lw_error(L, op, "has a malformed body");
  int nv = op->nopnds - 2;
  int nscan = op->nresults - nv;
  if (nscan < 0 || yield->nopnds != 1 + op->nresults)
    return lw_error(L, op, "body yields %d values for %d results", yield->nopnds, op->nresults);
  IrValue *Mv = ir_op_operand(op, 0), *Cv = ir_op_operand(op, 1);
  bool hasM = !is_none(Mv), hasC = !is_none(Cv);
  bool for_form = hasM && (!hasC || cond_unchanged(body, ir_op_operand(yield, 0)));
  IrValue *c0 = lw_cidx(L, 0);
  IrValue *M = hasM ? scalar_index(L, lw_get(L, Mv)) : NULL;
  if (M)
    M = lw_select_idx(L, lw_cmp_idx(L, "slt", M, c0), c0, M);
  IrValue *cond0 = hasC ? lw_load_scalar(L, lw_get(L, Cv)) : ir_build_const_int(B, ctx->i1_ty, 1);

  /* Carried values in the body's types, scan buffers in the results'.
   * Carried sequences and optionals take two values each (flat form). */
  int onv = nv;
  nv = 0;
  for (int k = 0; k < onv; k++)
    nv += lw_flat_width(L, body->args[2 + k]->type);
  int ncar = nv + nscan;
  IrType **ctypes = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(ncar + 1));
  IrValue **inits = lw_vals(L, ncar + 2);
  int base = for_form ? 0 : 2;
  for (int k = 0, f = 0; k < onv; k++) {
    int w = lw_flat_types(L, body->args[2 + k]->type, ctypes + f);
    lw_flat_get(L, ir_op_operand(op, 2 + k), inits + base + f);
    for (int j = 0; j < w; j++, f++)
      inits[base + f] = lw_coerce(L, inits[base + f], ctypes[f]);
  }
  for (int s = 0; s < nscan; s++) {
    ctypes[nv + s] = lw_memref_of(L, op->results[onv + s].type);
    inits[base + nv + s] = placeholder(L, ctypes[nv + s]);
  }
  IrValue **res = NULL;
  IrValue *rows = NULL;
  if (for_form) {
    IrValue *ub = hasC ? lw_select_idx(L, cond0, M, c0) : M;
    IrOp *f = ir_build_for(B, c0, ub, lw_cidx(L, 1), ncar, inits);
    lw_enter(L, f);
    IrBlock *nb = ir_op_region(f, 0)->first;
    IrInsertPoint ip = ir_builder_save(B);
    ir_builder_set_end(B, nb);
    IrValue *i = nb->args[0];
    IrValue **args = lw_vals(L, 2 + nv);
    args[0] = iter_tensor(L, body->args[0], i);
    args[1] = ir_value_has_uses(body->args[1]) ? lw_store_scalar(L, cond0) : NULL;
    for (int k = 0; k < nv; k++)
      args[2 + k] = nb->args[1 + k];
    int n;
    IrValue **outs = lw_lower_block(L, body, args, &n);
    if (!outs)
      return false;
    IrValue **ys = lw_vals(L, ncar);
    for (int k = 0; k < nv; k++)
      ys[k] = lw_coerce(L, outs[1 + k], ctypes[k]);
    for (int s = 0; s < nscan; s++) {
      IrValue *row = outs[1 + nv + s], *buf = nb->args[1 + nv + s];
      IrValue *need = lw_cmp_idx(L, "eq", i, lw_cidx(L, 0));
      buf = realloc_if(L, need, buf, stacked_dims(L, row, 0, ub), NULL);
      lw_insert(L, buf, 0, i, row);
      ys[nv + s] = buf;
    }
    ir_build_yield(B, ncar, ys);
    ir_builder_restore(B, ip);
    res = lw_vals(L, ncar);
    for (int k = 0; k < ncar; k++)
      res[k] = &f->results[k];
  } else {
    inits[0] = c0;
    inits[1] = cond0;
    int nall = ncar + 2;
    IrType **types = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(nall + 1));
    for (int k = 0; k < nall; k++)
      types[k] = k < 2 ? inits[k]->type : ctypes[k - 2];
    IrOp *w = ir_build(B, OP_WHILE, nall, inits, nall, types, 2);
    lw_enter(L, w);
    IrInsertPoint ip = ir_builder_save(B);
    /* before: (M absent || i < M) && (cond absent || c) */
    IrBlock *bb = ir_block_create(ctx);
    ir_region_append_block(ir_op_region(w, 0), bb);
    IrValue **bargs = lw_vals(L, nall);
    for (int k = 0; k < nall; k++)
      bargs[k] = ir_block_add_arg(ctx, bb, types[k], L->b.loc);
    ir_builder_set_end(B, bb);
    IrValue *go = hasC ? bargs[1] : ir_build_const_int(B, ctx->i1_ty, 1);
    if (hasM)
      go = ir_build_binary(B, OP_ANDI, go, lw_cmp_idx(L, "slt", bargs[0], M));
    IrValue **cops = lw_vals(L, nall + 1);
    cops[0] = go;
    for (int k = 0; k < nall; k++)
      cops[1 + k] = bargs[k];
    ir_build(B, OP_CONDITION, nall + 1, cops, 0, NULL, 0);
    /* after: the body, then i + 1 and the new condition. */
    IrBlock *ab = ir_block_create(ctx);
    ir_region_append_block(ir_op_region(w, 1), ab);
    IrValue **aargs = lw_vals(L, nall);
    for (int k = 0; k < nall; k++)
      aargs[k] = ir_block_add_arg(ctx, ab, types[k], L->b.loc);
    ir_builder_set_end(B, ab);
    IrValue *i = aargs[0];
    IrValue **args = lw_vals(L, 2 + nv);
    args[0] = iter_tensor(L, body->args[0], i);
    args[1] = ir_value_has_uses(body->args[1]) ? lw_store_scalar(L, aargs[1]) : NULL;
    for (int k = 0; k < nv; k++)
      args[2 + k] = aargs[2 + k];
    int n;
    IrValue **outs = lw_vals(L, 0);
    outs = lw_lower_block(L, body, args, &n);
    if (!outs)
      return false;
    IrValue **ys = lw_vals(L, nall);
    ys[0] = ir_build_binary(B, OP_ADDI, i, lw_cidx(L, 1));
    ys[1] = hasC ? lw_load_scalar(L, outs[0]) : aargs[1];
    for (int k = 0; k < nv; k++)
      ys[2 + k] = lw_coerce(L, outs[1 + k], ctypes[k]);
    for (int s = 0; s < nscan; s++) {
      IrValue *row = outs[1 + nv + s], *buf = aargs[2 + nv + s];
      IrValue *cap = lw_dim(L, buf, 0);
      IrValue *need = lw_cmp_idx(L, "sge", i, cap);
      IrValue *grown = ir_build_binary(B, OP_MULI, cap, lw_cidx(L, 2));
      IrValue *small = lw_cmp_idx(L, "slt", grown, lw_cidx(L, 16));
      grown = lw_select_idx(L, small, lw_cidx(L, 16), grown);
      if (hasM)
        grown = lw_select_idx(L, lw_cmp_idx(L, "sgt", grown, M), M, grown);
      buf = realloc_if(L, need, buf, stacked_dims(L, row, 0, grown), i);
      lw_insert(L, buf, 0, i, row);
      ys[2 + nv + s] = buf;
    }
    ir_build_yield(B, nall, ys);
    ir_builder_restore(B, ip);
    rows = &w->results[0];
    res = lw_vals(L, ncar);
    for (int k = 0; k < ncar; k++)
      res[k] = &w->results[2 + k];
  }
  lw_exit(L);
  for (int k = 0, f = 0; k < onv; k++) {
    IrType *rt[2];
    int w = lw_flat_types(L, op->results[k].type, rt);
    for (int j = 0; j < w; j++)
      res[f + j] = lw_coerce(L, res[f + j], rt[j]);
    f += lw_flat_set(L, &op->results[k], res + f);
  }
  for (int s = 0; s < nscan; s++) {
    IrValue *buf = res[nv + s];
    if (rows)
      buf = trim(L, buf, ctypes[nv + s], rows);
    lw_set(L, &op->results[onv + s], buf);
  }
  return true;
}

/* One scan over the given (per-batch) states and inputs. out_types are the
 * stacked output types (without batch axis). Results: final states then
 * stacked outputs. */
static IrValue **scan_core(Lower *L, IrOp *op, bool v8, int nstate, IrValue **states, int nin,
                           IrValue **ins, IrType **out_types, int nout) {
  IrContext *ctx = L->ctx;
  IrBlock *body = ir_op_region(op, 0)->first;
  int ncar = nstate + nout;
  IrValue **inits = lw_vals(L, ncar);
  IrType **ctypes = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(ncar + 1));
  int64_t *in_axes = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(nin + 1));
  for (int j = 0; j < nin; j++) {
    int64_t ax = v8 ? 0 : onnx_list_at(op, "scan_input_axes", j, 0);
    in_axes[j] = ax < 0 ? ax + ins[j]->type->rank : ax;
  }
  IrValue *seq = lw_dim(L, ins[0], (int)in_axes[0]);
  for (int j = 1; j < nin; j++)
    if (ins[j]->type->dims[in_axes[j]] == TY_DYN || ins[0]->type->dims[in_axes[0]] == TY_DYN)
      lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, ins[j], (int)in_axes[j]), seq),
                "scan input %d has another length than the first", j);
  for (int k = 0; k < nstate; k++) {
    ctypes[k] = lw_memref_of(L, body->args[k]->type);
    inits[k] = lw_coerce(L, states[k], ctypes[k]);
  }
  for (int s = 0; s < nout; s++) {
    ctypes[nstate + s] = out_types[s];
    inits[nstate + s] = placeholder(L, out_types[s]);
  }
  IrOp *f = ir_build_for(B, lw_cidx(L, 0), seq, lw_cidx(L, 1), ncar, inits);
  IrBlock *nb = ir_op_region(f, 0)->first;
  IrInsertPoint ip = ir_builder_save(B);
  lw_enter(L, f);
  ir_builder_set_end(B, nb);
  IrValue *t = nb->args[0];
  IrValue *rev = ir_build_binary(B, OP_SUBI, ir_build_binary(B, OP_SUBI, seq, lw_cidx(L, 1)), t);
  IrValue **args = lw_vals(L, body->nargs);
  for (int k = 0; k < nstate; k++)
    args[k] = nb->args[1 + k];
  for (int j = 0; j < nin; j++) {
    int64_t dir = onnx_list_at(op, v8 ? "directions" : "scan_input_directions", j, 0);
    args[nstate + j] = lw_extract(L, ins[j], (int)in_axes[j], dir ? rev : t);
  }
  int n;
  IrValue **outs = lw_lower_block(L, body, args, &n);
  if (!outs)
    return NULL;
  IrValue **ys = lw_vals(L, ncar);
  for (int k = 0; k < nstate; k++)
    ys[k] = lw_coerce(L, outs[k], ctypes[k]);
  for (int s = 0; s < nout; s++) {
    IrValue *row = outs[nstate + s], *buf = nb->args[1 + nstate + s];
    int64_t ax = v8 ? 0 : onnx_list_at(op, "scan_output_axes", s, 0);
    if (ax < 0)
      ax += row->type->rank + 1;
    int64_t dir = v8 ? 0 : onnx_list_at(op, "scan_output_directions", s, 0);
    if (ir_type_num_dynamic(ctypes[nstate + s])) { /* else the placeholder is the buffer */
      IrValue *need = lw_cmp_idx(L, "eq", t, lw_cidx(L, 0));
      buf = realloc_if(L, need, buf, stacked_dims(L, row, (int)ax, seq), NULL);
    }
    lw_insert(L, buf, (int)ax, dir ? rev : t, row);
    ys[nstate + s] = buf;
  }
  ir_build_yield(B, ncar, ys);
  lw_exit(L);
  ir_builder_restore(B, ip);
  IrValue **res = lw_vals(L, ncar);
  for (int k = 0; k < ncar; k++)
    res[k] = &f->results[k];
  return res;
}

bool lw_lower_scan(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrBlock *body = ir_op_region(op, 0)->first;
  IrOp *yield = body ? ir_block_terminator(body) : NULL;
  IrAttr *nsi = ir_op_get_attr(op, "num_scan_inputs");
  if (!body || !yield || !nsi || nsi->kind != ATTR_INT)
    return lw_error(L, op, "has a malformed body or no 'num_scan_inputs'");
  bool v8 = L->opset < 9;
  int first = v8 ? 1 : 0;
  int nin = (int)nsi->u.i;
  int nstate = op->nopnds - first - nin;
  int nout = op->nresults - nstate;
  if (nin < 1 || nstate < 0 || nout < 0 || body->nargs != nstate + nin ||
      yield->nopnds != op->nresults)
    return lw_error(L, op, "operand, body and result counts do not match");
  if (v8 && !is_none(ir_op_operand(op, 0)))
    return lw_error(L, op, "'sequence_lens' is not supported");
  IrValue **states = lw_vals(L, nstate), **ins = lw_vals(L, nin);
  for (int k = 0; k < nstate; k++)
    states[k] = lw_get(L, ir_op_operand(op, first + k));
  for (int j = 0; j < nin; j++)
    ins[j] = lw_get(L, ir_op_operand(op, first + nstate + j));
  IrType **otypes = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(nout + 1));
  if (!v8) {
    for (int s = 0; s < nout; s++)
      otypes[s] = lw_memref_of(L, op->results[nstate + s].type);
    IrValue **res = scan_core(L, op, false, nstate, states, nin, ins, otypes, nout);
    if (!res)
      return false;
    for (int k = 0; k < op->nresults; k++)
      lw_set(L, &op->results[k], lw_coerce(L, res[k], op->results[k].type));
    return true;
  }
  /* Opset 8: every input and output has a leading batch axis. */
  int nres = op->nresults;
  IrType **rtypes = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(nres + 1));
  IrValue **inits = lw_vals(L, nres);
  for (int k = 0; k < nres; k++) {
    rtypes[k] = lw_memref_of(L, op->results[k].type);
    inits[k] = placeholder(L, rtypes[k]);
  }
  for (int s = 0; s < nout; s++) {
    IrType *t = rtypes[nstate + s];
    otypes[s] = ir_type_memref(ctx, t->elem, t->rank - 1, t->dims + 1);
  }
  IrValue *nbatch = lw_dim(L, ins[0], 0);
  for (int k = 0; k < nstate + nin; k++) {
    IrValue *x = k < nstate ? states[k] : ins[k - nstate];
    if (x != ins[0] && (x->type->dims[0] == TY_DYN || ins[0]->type->dims[0] == TY_DYN))
      lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, x, 0), nbatch),
                "%s %d has another batch size than the first scan input",
                k < nstate ? "state" : "scan input", k < nstate ? k : k - nstate);
  }
  IrOp *f = ir_build_for(B, lw_cidx(L, 0), nbatch, lw_cidx(L, 1), nres, inits);
  IrBlock *nb = ir_op_region(f, 0)->first;
  IrInsertPoint ip = ir_builder_save(B);
  lw_enter(L, f);
  ir_builder_set_end(B, nb);
  IrValue *bi = nb->args[0];
  IrValue **bst = lw_vals(L, nstate), **bin = lw_vals(L, nin);
  for (int k = 0; k < nstate; k++)
    bst[k] = lw_extract(L, states[k], 0, bi);
  for (int j = 0; j < nin; j++)
    bin[j] = lw_extract(L, ins[j], 0, bi);
  IrValue **res = scan_core(L, op, true, nstate, bst, nin, bin, otypes, nout);
  if (!res)
    return false;
  IrValue **ys = lw_vals(L, nres);
  for (int k = 0; k < nres; k++) {
    IrValue *buf = nb->args[1 + k];
    if (ir_type_num_dynamic(rtypes[k])) {
      IrValue *need = lw_cmp_idx(L, "eq", bi, lw_cidx(L, 0));
      buf = realloc_if(L, need, buf, stacked_dims(L, res[k], 0, nbatch), NULL);
    }
    lw_insert(L, buf, 0, bi, res[k]);
    ys[k] = buf;
  }
  ir_build_yield(B, nres, ys);
  lw_exit(L);
  ir_builder_restore(B, ip);
  for (int k = 0; k < nres; k++)
    lw_set(L, &op->results[k], &f->results[k]);
  return true;
}

bool lw_lower_if(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrValue *c = lw_load_scalar(L, lw_get(L, ir_op_operand(op, 0)));
  int nres = 0;
  IrType **types = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(2 * op->nresults + 1));
  for (int k = 0; k < op->nresults; k++)
    nres += lw_flat_types(L, op->results[k].type, types + nres);
  IrOp *ifop = ir_build_if(B, c, nres, types, true);
  IrInsertPoint ip = ir_builder_save(B);
  lw_enter(L, ifop);
  for (int r = 0; r < 2; r++) {
    IrBlock *ob = ir_op_region(op, r)->first;
    if (!ob)
      return lw_error(L, op, "has an empty branch");
    IrBlock *nb = ir_op_region(ifop, r)->first;
    if (!nb) {
      nb = ir_block_create(ctx);
      ir_region_append_block(ir_op_region(ifop, r), nb);
    }
    ir_builder_set_end(B, nb);
    int n;
    IrValue **outs = lw_lower_block(L, ob, NULL, &n);
    if (!outs)
      return false;
    if (n != nres)
      return lw_error(L, op, "branch yields %d values for %d results", n, nres);
    for (int k = 0; k < nres; k++)
      outs[k] = lw_coerce(L, outs[k], types[k]);
    ir_build_yield(B, nres, outs);
  }
  lw_exit(L);
  ir_builder_restore(B, ip);
  for (int k = 0, f = 0; k < op->nresults; k++) {
    IrValue *rv[2] = {&ifop->results[f], f + 1 < nres ? &ifop->results[f + 1] : NULL};
    f += lw_flat_set(L, &op->results[k], rv);
  }
  return true;
}
