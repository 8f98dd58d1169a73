/* cg_memref.c: the C backend's memrefs: new buffers (alloc, alloca), their
 * release, element addressing for load and store, dim, copy, cast and dense
 * constants.
 *
 * Contract: a ranked memref is a descriptor struct laid out like MLIR's
 * StridedMemRefType (cg_names.c) with the identity layout (offset 0, the
 * innermost stride 1); static sizes and strides are written as constants, so
 * that loops vectorise like hand-written C. A buffer whose size is known is
 * checked at compile time (cg_check.c), a dynamic one at run time
 * (loopc_layout); buffers are malloc blocks that callers may free(). */
#include "cg_internal.h"

#include <string.h>

#define P cg_fmt
#define V cg_operand

/* The `alignment` of an alloc or alloca (a power of two, as the verifier
 * checks), 0 when absent. */
static int64_t alloc_alignment(const IrOp *op) {
  IrAttr *al = ir_op_get_attr(op, "alignment");
  return al && al->kind == ATTR_INT && al->u.i > 0 ? al->u.i : 0;
}

/* A static, small alloca directly in its scope's block becomes a C array
 * whose lifetime is exactly the scope's. */
bool cg_alloca_as_array(const IrOp *op, const IrBlock *scope) {
  const IrType *t = op->results[0].type;
  int64_t n = ir_type_num_elements(t);
  return op->parent == scope && n > 0 && n <= 65536 &&
         (uint64_t)n * ir_dense_elem_size(t->elem) <= 65536 && alloc_alignment(op) <= 4096;
}

/* Row-major strides of t where they are known at compile time: st[d] is the
 * product of the sizes after d, or -1 when one of them is dynamic. The
 * products fit: the C backend rejects types for which ir_type_fits fails. */
static const int64_t *static_strides(Cg *cg, const IrType *t) {
  int64_t *st = arena_alloc(&cg->ctx->arena, sizeof *st * (size_t)(t->rank + 1));
  int64_t k = 1;
  for (int d = t->rank - 1; d >= 0; d--) {
    st[d] = k;
    if (k >= 0 && (t->dims[d] == TY_DYN || !ck_mul(k, t->dims[d], &k)))
      k = -1;
  }
  return st;
}

/* The strides and offset of a memref type's layout (cg_check made sure it
 * has them), TY_DYN where the descriptor holds them. */
static const int64_t *layout_strides(Cg *cg, const IrType *t, int64_t *offset) {
  int64_t *st = arena_alloc(&cg->ctx->arena, sizeof *st * (size_t)(t->rank + 1));
  if (!ir_type_strides(t, st, offset))
    ir_unreachable("a memref layout without strides reached the C emitter");
  return st;
}

/* m[idx...]: aligned[offset + sum(idx_d * stride_d)], with the static
 * strides and offset of the type's layout as constants (the identity
 * layout: offset 0, innermost stride 1), the others read from the
 * descriptor. */
static const char *elem_ref(Cg *cg, IrValue *m, const char *const *idx) {
  const IrType *t = m->type;
  const char *M = cg_val(cg, m);
  /* In a no-alias kernel an argument is read through its restrict-qualified
   * parameter itself: the C compiler ignores restrict on a copy. */
  const char *base = hashmap_get(&cg->restrict_bases, (uint64_t)(uintptr_t)m);
  if (!base)
    base = P(cg, "%s.aligned", M);
  int64_t off;
  const int64_t *st = layout_strides(cg, t, &off);
  const char **terms = arena_alloc(&cg->ctx->arena, sizeof *terms * (size_t)(t->rank + 1));
  int n = 0;
  for (int d = 0; d < t->rank; d++) {
    if (st[d] == TY_DYN)
      terms[n++] = P(cg, "%s * %s.strides[%d]", idx[d], M, d);
    else if (st[d] == 1)
      terms[n++] = idx[d];
    else
      terms[n++] = P(cg, "%s * %lld", idx[d], (long long)st[d]);
  }
  if (off == TY_DYN)
    terms[n++] = P(cg, "%s.offset", M);
  else if (off != 0)
    terms[n++] = P(cg, "%lld", (long long)off);
  if (n == 0)
    return P(cg, "%s[0]", base);
  return P(cg, "%s[%s]", base, cg_join(cg, terms, n, " + "));
}

static const char *const *index_exprs(Cg *cg, IrOp *op, int first, int n) {
  const char **idx = arena_alloc(&cg->ctx->arena, sizeof *idx * (size_t)(n + 1));
  for (int i = 0; i < n; i++)
    idx[i] = V(cg, op, first + i);
  return idx;
}

void cg_emit_load(Cg *cg, IrOp *op) {
  IrValue *m = ir_op_operand(op, 0);
  cg_decl(cg, &op->results[0], elem_ref(cg, m, index_exprs(cg, op, 1, m->type->rank)));
}

void cg_emit_store(Cg *cg, IrOp *op) {
  IrValue *m = ir_op_operand(op, 1);
  cg_line(cg, "%s = %s;", elem_ref(cg, m, index_exprs(cg, op, 2, m->type->rank)), V(cg, op, 0));
}

const char *cg_dim_expr(Cg *cg, IrOp *op) {
  IrValue *m = ir_op_operand(op, 0), *k = ir_op_operand(op, 1);
  const IrType *t = m->type;
  if (t->rank < 0) /* sizes follow allocated, aligned and offset */
    return P(cg, "((intptr_t *)%s.descriptor)[3 + %s]", cg_val(cg, m), cg_val(cg, k));
  IrAttr *ka = k->def_op && ir_op_is(k->def_op, OP_CONSTANT) ? ir_op_get_attr(k->def_op, "value")
                                                              : NULL;
  if (ka && ka->kind == ATTR_INT && ka->u.i >= 0 && ka->u.i < t->rank) {
    int d = (int)ka->u.i;
    if (t->dims[d] != TY_DYN)
      return P(cg, "%lld", (long long)t->dims[d]);
    return P(cg, "%s.sizes[%d]", cg_val(cg, m), d);
  }
  /* An index past the rank is undefined in MLIR; here it reads 0, never
   * past the descriptor. */
  if (ka && ka->kind == ATTR_INT)
    return "0";
  return P(cg, "((uintptr_t)%s < %d ? %s.sizes[%s] : 0)", cg_val(cg, k), t->rank, cg_val(cg, m),
           cg_val(cg, k));
}

/* The initializer of a new descriptor: pointers, offset 0, the sizes, and
 * the strides when they are all static (else zeros, for loopc_layout). */
static const char *descriptor_init(Cg *cg, const IrType *t, const char *ptr,
                                   const char *const *sizes) {
  if (t->rank == 0)
    return P(cg, "{%s, %s, 0}", ptr, ptr);
  const int64_t *st = static_strides(cg, t);
  bool all_static = st[0] >= 0;
  const char **strides = arena_alloc(&cg->ctx->arena, sizeof *strides * (size_t)t->rank);
  for (int d = 0; d < t->rank; d++)
    strides[d] = all_static ? P(cg, "%lld", (long long)st[d]) : "0";
  return P(cg, "{%s, %s, 0, {%s}, {%s}}", ptr, ptr, cg_join(cg, sizes, t->rank, ", "),
           cg_join(cg, strides, all_static ? t->rank : 1, ", "));
}

static const char *const *alloc_sizes(Cg *cg, IrOp *op) {
  const IrType *t = op->results[0].type;
  const char **sizes = arena_alloc(&cg->ctx->arena, sizeof *sizes * (size_t)(t->rank + 1));
  int dyn = 0;
  for (int d = 0; d < t->rank; d++)
    sizes[d] = t->dims[d] == TY_DYN ? V(cg, op, dyn++) : P(cg, "%lld", (long long)t->dims[d]);
  return sizes;
}

/* A new buffer: the descriptor, then its memory. Sizes known at compile time
 * were checked then (cg_prepare); the C computes dynamic ones with
 * loopc_layout, which fails cleanly on a negative size or one whose strides
 * or byte count would overflow. malloc failing is a run-time error too. */
void cg_emit_alloc(Cg *cg, IrOp *op) {
  IrValue *r = &op->results[0];
  IrType *t = r->type;
  const char *S = cg_ctype(cg, t), *E = cg_ctype(cg, t->elem);
  const char *const *sizes = alloc_sizes(cg, op);
  const char *name = cg_name_value(cg, r);
  int64_t align = alloc_alignment(op);
  bool stat = ir_type_num_dynamic(t) == 0;
  if (ir_op_is(op, OP_ALLOCA) && cg_alloca_as_array(op, cg->scope_block)) {
    const char *buf = cg_fresh(cg, P(cg, "%s_buf", name));
    int64_t n = ir_type_num_elements(t);
    if (align)
      cg_line(cg, "_Alignas(%lld) %s %s[%lld];", (long long)align, E, buf, (long long)n);
    else
      cg_line(cg, "%s %s[%lld];", E, buf, (long long)n);
    cg_line(cg, "%s %s = %s;", S, name, descriptor_init(cg, t, buf, sizes));
    cg_void_if_unused(cg, r);
    return;
  }
  const char *where = cg_where(cg, op, true);
  cg_line(cg, "%s %s = %s;", S, name, descriptor_init(cg, t, "NULL", sizes));
  const char *bytes;
  if (stat) {
    int64_t n = ir_type_num_elements(t);
    bytes = P(cg, "(size_t)%lld", (long long)n * (long long)ir_dense_elem_size(t->elem));
  } else {
    cg_use_helper(cg, HELP_LAYOUT);
    bytes = cg_fresh(cg, P(cg, "%s_bytes", name));
    cg_line(cg, "size_t %s = loopc_layout(%d, %s.sizes, %s.strides, sizeof(%s), %s);", bytes,
            t->rank, name, name, E, where);
  }
  if (ir_op_is(op, OP_ALLOCA)) {
    cg_use_helper(cg, HELP_FRAME);
    cg_line(cg, "%s.allocated = %s.aligned = loopc_frame_alloc(&%s, %s, %lld, %s);", name, name,
            cg->frame, bytes, (long long)(align ? align : 64), where);
  } else {
    cg_use_helper(cg, HELP_ALLOC);
    cg_use_helper(cg, HELP_ALIGN);
    int64_t a = align ? align : 64;
    cg_line(cg, "%s.allocated = loopc_alloc(%s, %lld, %s);", name, bytes, (long long)a, where);
    cg_line(cg, "%s.aligned = loopc_align(%s.allocated, %lld);", name, name, (long long)a);
  }
  cg_void_if_unused(cg, r);
}

/* memref.realloc as MLIR's expand-realloc spells it out: a larger size
 * takes a new buffer (the op's alignment, else 64 bytes) with the old
 * elements copied in and the old buffer freed; a size no larger keeps the
 * buffer with the new size. Both types have the identity layout. */
void cg_emit_realloc(Cg *cg, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0), *r = &op->results[0];
  const IrType *st = src->type, *t = r->type;
  const char *X = cg_val(cg, src), *E = cg_ctype(cg, t->elem);
  const char *old = st->dims[0] != TY_DYN ? P(cg, "%lld", (long long)st->dims[0]) : P(cg, "%s.sizes[0]", X);
  const char *n = t->dims[0] != TY_DYN ? P(cg, "%lld", (long long)t->dims[0]) : V(cg, op, 1);
  const char *name = cg_name_value(cg, r), *k = cg_fresh(cg, "k");
  int64_t a = alloc_alignment(op) ? alloc_alignment(op) : 64;
  cg_use_helper(cg, HELP_ALLOC);
  cg_use_helper(cg, HELP_ALIGN);
  cg_use_helper(cg, HELP_DEALLOC);
  cg_line(cg, "%s %s = {%s.allocated, %s.aligned, 0, {%s}, {1}};", cg_ctype(cg, r->type), name, X, X, n);
  cg_line(cg, "if (%s > %s) {", n, old);
  cg->indent++;
  cg_line(cg, "%s.allocated = loopc_alloc((size_t)%s * sizeof(%s), %lld, %s);", name, n, E,
          (long long)a, cg_where(cg, op, true));
  cg_line(cg, "%s.aligned = loopc_align(%s.allocated, %lld);", name, name, (long long)a);
  cg_line(cg, "for (intptr_t %s = 0; %s < %s; %s++)", k, k, old, k);
  cg_line(cg, "  %s.aligned[%s] = %s.aligned[%s];", name, k, X, k);
  cg_line(cg, "loopc_dealloc(%s.allocated);", X);
  cg->indent--;
  cg_line(cg, "}");
  cg_void_if_unused(cg, r);
}

void cg_emit_dealloc(Cg *cg, IrOp *op) {
  cg_use_helper(cg, HELP_DEALLOC);
  cg_line(cg, "loopc_dealloc(%s.allocated);", V(cg, op, 0));
}

void cg_emit_copy(Cg *cg, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0), *dst = ir_op_operand(op, 1);
  const IrType *t = src->type;
  const char **idx = arena_alloc(&cg->ctx->arena, sizeof *idx * (size_t)(t->rank + 1));
  cg_line(cg, "{");
  cg->indent++;
  for (int d = 0; d < t->rank; d++) {
    idx[d] = cg_fresh(cg, P(cg, "i%d", d));
    const char *n = t->dims[d] != TY_DYN ? P(cg, "%lld", (long long)t->dims[d])
                                         : P(cg, "%s.sizes[%d]", cg_val(cg, src), d);
    cg_line(cg, "for (intptr_t %s = 0; %s < %s; %s++)", idx[d], idx[d], n, idx[d]);
    cg->indent++;
  }
  cg_line(cg, "%s = %s;", elem_ref(cg, dst, idx), elem_ref(cg, src, idx));
  cg->indent -= t->rank;
  cg->indent--;
  cg_line(cg, "}");
}

/* memref.dma_start on a CPU: the copy itself, done when the op runs (so
 * memref.dma_wait has nothing to wait for). num_elements consecutive
 * elements from the source's element at its indices to the destination's;
 * strided, the side in the slower memory space (the lower memory space
 * number; the source when both are equal) takes chunks of `per` elements
 * `stride` elements apart, the other side stays consecutive (MLIR's
 * DmaStartOp). Overlapping ranges are undefined, as in MLIR. */
void cg_emit_dma_start(Cg *cg, IrOp *op) {
  IrValue *src = ir_dma_start_src(op), *dst = ir_dma_start_dst(op);
  const char *T = cg_ctype(cg, src->type->elem);
  const char *s = cg_fresh(cg, "dma_src"), *d = cg_fresh(cg, "dma_dst"), *k = cg_fresh(cg, "k");
  cg_line(cg, "{");
  cg->indent++;
  cg_line(cg, "%s *%s = &%s;", T, s,
          elem_ref(cg, src, index_exprs(cg, op, 1, src->type->rank)));
  cg_line(cg, "%s *%s = &%s;", T, d,
          elem_ref(cg, dst, index_exprs(cg, op, ir_dma_start_dst_indices_begin(op), dst->type->rank)));
  const char *n = cg_val(cg, ir_dma_start_num_elements(op));
  if (!ir_dma_start_strides_count(op)) {
    cg_line(cg, "for (intptr_t %s = 0; %s < %s; %s++)", k, k, n, k);
    cg_line(cg, "  %s[%s] = %s[%s];", d, k, s, k);
  } else {
    int b = ir_dma_start_strides_begin(op);
    const char *stride = V(cg, op, b), *per = V(cg, op, b + 1);
    const char *slow = P(cg, "%s / %s * %s + %s %% %s", k, per, stride, k, per);
    bool dst_slow = dst->type->memspace < src->type->memspace;
    cg_line(cg, "if (%s > 0)", per);
    cg_line(cg, "  for (intptr_t %s = 0; %s < %s; %s++)", k, k, n, k);
    cg_line(cg, "    %s[%s] = %s[%s];", d, dst_slow ? slow : k, s, dst_slow ? k : slow);
  }
  cg->indent--;
  cg_line(cg, "}");
}

/* memref.prefetch: __builtin_prefetch(address, write, locality) where the C
 * compiler has it (GCC and Clang), for the data cache (C has no
 * instruction-cache prefetch); otherwise nothing, which a hint allows. The
 * operands are used either way, so no variable is left unused. */
void cg_emit_prefetch(Cg *cg, IrOp *op) {
  IrValue *m = ir_op_operand(op, 0);
  bool data = ir_op_get_attr(op, "isDataCache")->u.i != 0;
  if (data)
    cg_line(cg, "#if defined(__GNUC__)");
  if (data)
    cg_line(cg, "__builtin_prefetch(&%s, %d, %d);",
            elem_ref(cg, m, index_exprs(cg, op, 1, m->type->rank)),
            ir_op_get_attr(op, "isWrite")->u.i != 0, (int)ir_op_get_attr(op, "localityHint")->u.i);
  if (data)
    cg_line(cg, "#else");
  for (int i = 0; i < op->nopnds; i++)
    cg_line(cg, "(void)%s;", V(cg, op, i));
  if (data)
    cg_line(cg, "#endif");
}

/* The new value memref.atomic_rmw's kind makes of the old value a and the
 * operand b, with arith's meaning of the op of that name (integers wrap:
 * computed unsigned; maxu/minu compare unsigned; the float minimum and
 * maximum through the runtime helpers arith's ops use). cg_check leaves
 * out i1 and the float-only kinds on integers. */
static const char *atomic_combine(Cg *cg, const char *kind, const IrType *t, const char *a,
                                  const char *b) {
  const char *T = cg_ctype(cg, (IrType *)t);
  if (ir_type_is_float(t)) {
    bool f32 = t->width == 32;
    const char *sfx = f32 ? "f32" : "f64";
    static const struct {
      const char *kind, *fn;
      RtHelper h32, h64;
    } mm[] = {{"maximumf", "maximum", HELP_MAX_F32, HELP_MAX_F64},
              {"minimumf", "minimum", HELP_MIN_F32, HELP_MIN_F64},
              {"maxnumf", "maxnum", HELP_MAXNUM_F32, HELP_MAXNUM_F64},
              {"minnumf", "minnum", HELP_MINNUM_F32, HELP_MINNUM_F64}};
    for (size_t i = 0; i < sizeof mm / sizeof *mm; i++)
      if (strcmp(kind, mm[i].kind) == 0) {
        cg_use_helper(cg, f32 ? mm[i].h32 : mm[i].h64);
        return P(cg, "loopc_%s_%s(%s, %s)", mm[i].fn, sfx, a, b);
      }
    if (strcmp(kind, "mulf") == 0)
      return P(cg, "%s * %s", a, b);
    return strcmp(kind, "addf") == 0 ? P(cg, "%s + %s", a, b) : b; /* assign */
  }
  const char *U = cg_utype(t), *UE = cg_uexact(t);
  static const struct {
    const char *kind, *fmt; /* fmt's arguments: T U a U b, or T a b */
    bool wide;
  } ops[] = {{"addi", "(%s)((%s)%s + (%s)%s)", true},
             {"muli", "(%s)((%s)%s * (%s)%s)", true},
             {"andi", "(%s)(%s & %s)", false},
             {"ori", "(%s)(%s | %s)", false},
             {"xori", "(%s)(%s ^ %s)", false}};
  for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
    if (strcmp(kind, ops[i].kind) == 0)
      return ops[i].wide ? P(cg, ops[i].fmt, T, U, a, U, b) : P(cg, ops[i].fmt, T, a, b);
  if (strcmp(kind, "maxs") == 0 || strcmp(kind, "mins") == 0)
    return P(cg, "%s %c %s ? %s : %s", a, kind[1] == 'a' ? '>' : '<', b, a, b);
  if (strcmp(kind, "maxu") == 0 || strcmp(kind, "minu") == 0)
    return P(cg, "(%s)%s %c (%s)%s ? %s : %s", UE, a, kind[1] == 'a' ? '>' : '<', UE, b, a, b);
  return b; /* assign */
}

/* The atomic read-modify-write loop both atomic ops become: the element's
 * old value loaded into the result, then a compare-and-swap of the new
 * value the body computes from it, again until no other thread wrote the
 * element in between (GCC's and Clang's __atomic builtins, which take any
 * type of 1, 2, 4 or 8 bytes; under OpenMP, scf.parallel's threads). The
 * result is the old value, as MLIR's lowerings return it. emit_new writes
 * the body (declaring what it needs) and returns the new value's C. */
typedef const char *(*AtomicBody)(Cg *cg, IrOp *op, const char *old);

static void emit_atomic(Cg *cg, IrOp *op, IrValue *m, int first_index, AtomicBody body) {
  IrValue *r = &op->results[0];
  const char *T = cg_ctype(cg, r->type), *name = cg_name_value(cg, r);
  const char *ptr = cg_fresh(cg, "atomic_ptr"), *nv = cg_fresh(cg, "atomic_new");
  cg_line(cg, "%s %s;", T, name);
  cg_line(cg, "{");
  cg->indent++;
  cg_line(cg, "%s *%s = &%s;", T, ptr, elem_ref(cg, m, index_exprs(cg, op, first_index, m->type->rank)));
  cg_line(cg, "__atomic_load(%s, &%s, __ATOMIC_SEQ_CST);", ptr, name);
  cg_line(cg, "for (;;) {");
  cg->indent++;
  const char *n = body(cg, op, name);
  cg_line(cg, "%s %s = %s;", T, nv, n);
  cg_line(cg, "if (__atomic_compare_exchange(%s, &%s, &%s, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))",
          ptr, name, nv);
  cg_line(cg, "  break;");
  cg->indent--;
  cg_line(cg, "}");
  cg->indent--;
  cg_line(cg, "}");
  cg_void_if_unused(cg, r);
}

static const char *atomic_rmw_body(Cg *cg, IrOp *op, const char *old) {
  IrValue *v = ir_op_operand(op, 0);
  return atomic_combine(cg, ir_atomic_rmw_kind_name(ir_op_get_attr(op, "kind")->u.i), v->type, old,
                        cg_val(cg, v));
}

/* generic_atomic_rmw's region, its argument the old value, each time round. */
static const char *generic_atomic_body(Cg *cg, IrOp *op, const char *old) {
  IrBlock *b = ir_op_region(op, 0)->first;
  cg_decl(cg, b->args[0], old);
  IrOp *y = cg_emit_ops(cg, b);
  return cg_val(cg, ir_op_operand(y, 0));
}

void cg_emit_atomic_rmw(Cg *cg, IrOp *op) {
  if (ir_op_is(op, OP_ATOMIC_RMW))
    emit_atomic(cg, op, ir_op_operand(op, 1), 2, atomic_rmw_body);
  else
    emit_atomic(cg, op, ir_op_operand(op, 0), 1, generic_atomic_body);
}

/* memref.cast: ranked casts keep the descriptor; to unranked, the ranked
 * descriptor is copied into a local whose address the result holds. */
void cg_emit_memref_cast(Cg *cg, IrOp *op) {
  IrValue *x = ir_op_operand(op, 0), *r = &op->results[0];
  const IrType *from = x->type, *to = r->type;
  const char *a = cg_val(cg, x);
  if (from->rank >= 0 && to->rank < 0) {
    const char *name = cg_name_value(cg, r);
    const char *desc = cg_fresh(cg, P(cg, "%s_desc", name));
    cg_line(cg, "%s %s = %s;", cg_ctype(cg, x->type), desc, a);
    cg_line(cg, "%s %s = {%d, &%s};", cg_ctype(cg, r->type), name, from->rank, desc);
    cg_void_if_unused(cg, r);
  } else if (from->rank < 0 && to->rank >= 0) {
    const char *T = cg_ctype(cg, r->type);
    cg_decl(cg, r, P(cg, "*(%s *)%s.descriptor", T, a));
  } else {
    cg_decl(cg, r, a);
  }
}

bool cg_is_zero_splat(const IrAttr *a) {
  if (!a->u.dense.splat)
    return false;
  const unsigned char *p = a->u.dense.data;
  for (size_t i = 0; i < ir_dense_elem_size(a->type->elem); i++)
    if (p[i])
      return false;
  return true;
}

/* `static T name[n] = {...};` (zeros left to the static storage) for the
 * elements of the dense attribute a; align > 0 adds _Alignas. */
static void emit_dense_array(Cg *cg, const char *name, IrType *et, const IrAttr *a, int64_t n,
                             int64_t align) {
  const char *al = align > 0 ? P(cg, "_Alignas(%lld) ", (long long)align) : "";
  if (!a || cg_is_zero_splat(a)) {
    cg_line(cg, "static %s%s %s[%lld];", al, cg_ctype(cg, et), name, (long long)(n > 0 ? n : 1));
    return;
  }
  cg_line(cg, "static %s%s %s[%lld] = {", al, cg_ctype(cg, et), name, (long long)(n > 0 ? n : 1));
  cg->indent++;
  const char *row[8];
  for (int64_t k = 0; k < n; k++) {
    row[k % 8] = et->kind == TY_FLOAT ? cg_float_literal(cg, et, ir_dense_get_f64(a, k))
                                      : cg_int_literal(cg, et, ir_dense_get_i64(a, k));
    if (k % 8 == 7 || k == n - 1)
      cg_line(cg, "%s,", cg_join(cg, row, (int)(k % 8) + 1, ", "));
  }
  if (n == 0)
    cg_line(cg, "%s", cg_zero(cg, et));
  cg->indent--;
  cg_line(cg, "};");
}

/* The static sizes of t as C literals. */
static const char *const *static_sizes(Cg *cg, const IrType *t) {
  const char **sizes = arena_alloc(&cg->ctx->arena, sizeof *sizes * (size_t)(t->rank + 1));
  for (int d = 0; d < t->rank; d++)
    sizes[d] = P(cg, "%lld", (long long)t->dims[d]);
  return sizes;
}

void cg_emit_dense_constant(Cg *cg, IrOp *op) {
  IrValue *r = &op->results[0];
  IrType *t = r->type;
  const char *name = cg_name_value(cg, r);
  IrAttr *a = ir_op_get_attr(op, "value");
  const char *data = cg_weights_name(cg, a);
  if (!data) {
    data = cg_fresh(cg, P(cg, "%s_data", name));
    emit_dense_array(cg, data, t->elem, a, ir_type_num_elements(t), 0);
  }
  cg_line(cg, "%s %s = %s;", cg_ctype(cg, t), name, descriptor_init(cg, t, data, static_sizes(cg, t)));
  cg_void_if_unused(cg, r);
}

/* memref.global: its array at file scope (uninitialized ones are zeros, as
 * static storage is). */
void cg_emit_global(Cg *cg, IrOp *op) {
  IrType *t = ir_op_get_attr(op, "type")->type;
  IrAttr *init = ir_op_get_attr(op, "initial_value");
  IrAttr *al = ir_op_get_attr(op, "alignment");
  if (cg_weights_name(cg, op))
    return; /* defined under its name by cg_weights_write_decls */
  emit_dense_array(cg, cg_func_cname(cg, op), t->elem, init && init->kind == ATTR_DENSE ? init : NULL,
                   ir_type_num_elements(t), al && al->kind == ATTR_INT ? al->u.i : 0);
}

/* memref.get_global: a descriptor over the global's array. */
void cg_emit_get_global(Cg *cg, IrOp *op) {
  IrValue *r = &op->results[0];
  IrType *t = r->type;
  IrAttr *name = ir_op_get_attr(op, "name");
  IrOp *g = hashmap_get(&cg->funcs, (uint64_t)(uintptr_t)ir_intern(cg->ctx, name->u.s.str,
                                                                   name->u.s.len));
  if (!g || !ir_op_is(g, OP_GLOBAL))
    ir_unreachable("memref.get_global without its global");
  cg_line(cg, "%s %s = %s;", cg_ctype(cg, t), cg_name_value(cg, r),
          descriptor_init(cg, t, cg_func_cname(cg, g), static_sizes(cg, t)));
  cg_void_if_unused(cg, r);
}
