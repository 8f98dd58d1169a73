/* cg_abi.c: the C backend's calling conventions: function definitions and
 * their signatures, the _mlir_ciface_ wrappers, calls, prototypes and the
 * header's declarations.
 *
 * Code compiled by MLIR's LLVM lowering and code compiled by loopc call each
 * other, both ways (CODEGEN.md, "Types and the ABI"; MLIR's
 * docs/TargetLLVMIR.md). MLIR has two conventions:
 *  - NAME, the default: a ranked memref argument is passed as its
 *    descriptor's fields (allocated, aligned, offset, sizes..., strides...),
 *    an unranked one as (rank, descriptor pointer), a scalar as itself;
 *  - _mlir_ciface_NAME, the C interface: memref arguments by pointer to the
 *    descriptor; a memref result or several results through a leading
 *    result pointer.
 * Two facts of LLVM's lowering, found by linking both ways (tests/abi), shape
 * the C:
 *  - i1, i8 and i16 travel without zeroext/signext, so the upper bits of the
 *    register are unspecified; gcc and clang assume the caller cleared or
 *    extended them. Functions loopc defines therefore take those arguments as
 *    int32_t and keep the low bits, and externals returning them are declared
 *    to return int32_t.
 *  - A memref result or several results are one first-class LLVM aggregate,
 *    returned however the target's LLVM backend chooses: on x86-64 {i32, i32}
 *    comes back in eax and edx where C packs the struct into rax, and a
 *    rank-0 descriptor in three registers where C returns it in memory. No C
 *    function type matches in general, so such a function exports only its C
 *    interface (its body is static), and calling an external one needs
 *    llvm.emit_c_interface.
 * Calls between loopc's own functions use the default convention for the
 * arguments and return a C struct for a memref result or several results. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../runtime/rt_embed.h"
#include "cg_internal.h"

#define P cg_fmt

/* ============================ growing strings =========================== */

/* Parameter and argument lists grow with the input (a function may have
 * 10,000 arguments), so they are appended to, never re-formatted. */
static void sb_sep(TextBuf *b) {
  if (b->len)
    textbuf_printf(b, ", ");
}

/* The string, moved into the arena; empty gives `empty`. */
static const char *sb_take(Cg *cg, TextBuf *b, const char *empty) {
  const char *s = b->len ? arena_strndup(&cg->ctx->arena, b->s, b->len) : empty;
  free(b->s);
  *b = (TextBuf){0};
  return s;
}

/* ============================== conventions ============================= */

bool codegen_widens_param(const IrType *t) { return t->kind == TY_INT && t->width < 32; }

bool cg_func_is_public(const IrOp *f) {
  IrAttr *v = ir_op_get_attr(f, "sym_visibility");
  return !(v && v->kind == ATTR_STRING && v->u.s.len == 7 && memcmp(v->u.s.str, "private", 7) == 0);
}

/* MLIR's default convention returns these as one LLVM aggregate. */
static bool aggregate_results(const IrType *ft) {
  return ft->nouts > 1 || (ft->nouts == 1 && ft->outs[0]->kind == TY_MEMREF);
}

/* A public function whose default convention C cannot write exports only its
 * C interface; its body gets internal linkage so that no symbol NAME with
 * another convention exists to be called by mistake. */
static bool body_is_static(const IrOp *f) {
  return !ir_func_is_declaration(f) && cg_func_is_public(f) && aggregate_results(ir_func_type(f));
}

/* Calls to this external go to its C interface. */
bool cg_calls_ciface(const IrOp *f) {
  return ir_func_is_declaration(f) && ir_op_get_attr(f, "llvm.emit_c_interface") != NULL;
}

/* The value of type t (i1, i8 or i16) held in the int32_t expression e. */
static const char *from_int32(Cg *cg, IrType *t, const char *e) {
  if (t->width == 1)
    return P(cg, "((%s) & 1) != 0", e);
  return P(cg, "(%s)(%s)", cg_ctype(cg, t), e);
}

/* Appends m's descriptor fields as the default convention passes them; sel
 * is "." for a descriptor, "->" for a pointer to one. */
static void desc_fields(TextBuf *b, const IrType *t, const char *m, const char *sel) {
  sb_sep(b);
  if (t->rank < 0) {
    textbuf_printf(b, "%s%srank, %s%sdescriptor", m, sel, m, sel);
    return;
  }
  textbuf_printf(b, "%s%sallocated, %s%saligned, %s%soffset", m, sel, m, sel, m, sel);
  for (int d = 0; d < t->rank; d++)
    textbuf_printf(b, ", %s%ssizes[%d]", m, sel, d);
  for (int d = 0; d < t->rank; d++)
    textbuf_printf(b, ", %s%sstrides[%d]", m, sel, d);
}

/* Appends the C parameter type(s) of one argument: the descriptor's fields
 * (default convention) or a pointer to it (C interface); widen for the
 * functions loopc defines. */
static void param_types(Cg *cg, TextBuf *b, IrType *t, bool ciface, bool widen) {
  sb_sep(b);
  if (t->kind == TY_MEMREF && ciface) {
    textbuf_printf(b, "%s *", cg_ctype(cg, t));
  } else if (t->kind == TY_MEMREF && t->rank < 0) {
    textbuf_printf(b, "int64_t, void *");
  } else if (t->kind == TY_MEMREF) {
    const char *e = cg_ctype(cg, t->elem);
    textbuf_printf(b, "%s *, %s *, intptr_t", e, e);
    for (int d = 0; d < 2 * t->rank; d++)
      textbuf_printf(b, ", intptr_t");
  } else {
    textbuf_printf(b, "%s", widen && codegen_widens_param(t) ? "int32_t" : cg_ctype(cg, t));
  }
}

/* The C return type of a function loopc defines. */
static const char *body_ret(Cg *cg, IrOp *f) {
  IrType *ft = ir_func_type(f);
  if (ft->nouts == 0)
    return "void";
  if (ft->nouts > 1)
    return cg_results_struct_name(cg, f);
  if (strcmp(cg_func_cname(cg, f), "main") == 0)
    return "int";
  return cg_ctype(cg, ft->outs[0]);
}

/* The C type of an aggregate result returned through a pointer. */
static const char *result_ptr_type(Cg *cg, IrOp *f) {
  IrType *ft = ir_func_type(f);
  return ft->nouts > 1 ? cg_results_struct_name(cg, f) : cg_ctype(cg, ft->outs[0]);
}

/* The C return type of an external, whose narrow results are widened. */
static const char *extern_ret(Cg *cg, IrOp *f) {
  IrType *ft = ir_func_type(f);
  if (ft->nouts == 0 || (cg_calls_ciface(f) && aggregate_results(ft)))
    return "void";
  return codegen_widens_param(ft->outs[0]) ? "int32_t" : cg_ctype(cg, ft->outs[0]);
}

/* The parameter types of a definition: MLIR's default convention, narrow
 * integers widened. */
static const char *body_param_types(Cg *cg, IrOp *f) {
  IrType *ft = ir_func_type(f);
  TextBuf b = {0};
  for (int i = 0; i < ft->nins; i++)
    param_types(cg, &b, ft->ins[i], false, true);
  return sb_take(cg, &b, "void");
}

/* The parameter types of f's C interface, with the leading result pointer. */
static const char *ciface_param_types(Cg *cg, IrOp *f, bool widen) {
  IrType *ft = ir_func_type(f);
  TextBuf b = {0};
  if (aggregate_results(ft))
    textbuf_printf(&b, "%s *", result_ptr_type(cg, f));
  for (int i = 0; i < ft->nins; i++)
    param_types(cg, &b, ft->ins[i], true, widen);
  return sb_take(cg, &b, "void");
}

/* ================================ checks ================================ */

bool cg_check_func(Cg *cg, IrOp *f) {
  IrType *ft = ir_func_type(f);
  for (int i = 0; i < ft->nouts; i++)
    if (ft->outs[i]->kind == TY_MEMREF && ft->outs[i]->rank < 0) {
      /* MLIR returns a heap copy of the descriptor that the caller frees. */
      diag_op_error(cg->diag, f,
                    "result type '%s' is not supported by the C backend (unranked memref "
                    "results need MLIR's descriptor copy protocol)",
                    ir_type_str(cg->ctx, ft->outs[i]));
      return false;
    }
  if (ir_func_is_declaration(f) && !cg_calls_ciface(f) && aggregate_results(ft)) {
    diag_op_error(cg->diag, f,
                  "@%s cannot be called from C with MLIR's default calling convention: it "
                  "returns %s as an LLVM aggregate, which no C function type matches; declare it "
                  "with 'attributes {llvm.emit_c_interface}' to call its C interface instead",
                  ir_func_name(f), ft->nouts > 1 ? "several results" : "a memref");
    return false;
  }
  return true;
}

/* ============================== definitions ============================= */

/* Forgets the C names of the previous function's values (aux). */
static void clear_names(IrBlock *b) {
  for (int i = 0; i < b->nargs; i++)
    b->args[i]->aux = NULL;
  for (IrOp *op = b->first; op; op = op->next) {
    for (int r = 0; r < op->nregions; r++)
      for (IrBlock *bb = op->regions[r]->first; bb; bb = bb->next)
        clear_names(bb);
    for (int i = 0; i < op->nresults; i++)
      op->results[i].aux = NULL;
  }
}

/* Appends the parameter(s) of the entry argument v to params (their names
 * to fwd) and returns the statement that rebuilds v's variable from them
 * (NULL: v is one). With restrict, a ranked memref's aligned pointer is
 * restrict-qualified and becomes v's base in element accesses. */
static const char *param_def(Cg *cg, TextBuf *params, TextBuf *fwd, IrValue *v, bool restrict_) {
  IrType *t = v->type;
  const char *n = cg_name_value(cg, v);
  sb_sep(params);
  sb_sep(fwd);
  if (t->kind == TY_MEMREF && t->rank < 0) {
    const char *r = cg_fresh(cg, P(cg, "%s_rank", n)), *d = cg_fresh(cg, P(cg, "%s_descriptor", n));
    textbuf_printf(params, "int64_t %s, void *%s", r, d);
    textbuf_printf(fwd, "%s, %s", r, d);
    return P(cg, "%s %s = {%s, %s};", cg_ctype(cg, t), n, r, d);
  }
  if (t->kind == TY_MEMREF) {
    const char *e = cg_ctype(cg, t->elem);
    const char *al = cg_fresh(cg, P(cg, "%s_allocated", n));
    const char *ag = cg_fresh(cg, P(cg, "%s_aligned", n));
    const char *off = cg_fresh(cg, P(cg, "%s_offset", n));
    textbuf_printf(params, "%s *%s, %s *%s%s, intptr_t %s", e, al, e, restrict_ ? "restrict " : "", ag,
              off);
    textbuf_printf(fwd, "%s, %s, %s", al, ag, off);
    if (restrict_)
      hashmap_put(&cg->restrict_bases, (uint64_t)(uintptr_t)v, (void *)ag);
    if (t->rank == 0)
      return P(cg, "%s %s = {%s, %s, %s};", cg_ctype(cg, t), n, al, ag, off);
    TextBuf sizes = {0}, strides = {0};
    for (int d = 0; d < t->rank; d++) {
      const char *s = cg_fresh(cg, P(cg, "%s_size%d", n, d));
      textbuf_printf(params, ", intptr_t %s", s);
      textbuf_printf(fwd, ", %s", s);
      sb_sep(&sizes);
      textbuf_printf(&sizes, "%s", s);
    }
    for (int d = 0; d < t->rank; d++) {
      const char *s = cg_fresh(cg, P(cg, "%s_stride%d", n, d));
      textbuf_printf(params, ", intptr_t %s", s);
      textbuf_printf(fwd, ", %s", s);
      sb_sep(&strides);
      textbuf_printf(&strides, "%s", s);
    }
    return P(cg, "%s %s = {%s, %s, %s, {%s}, {%s}};", cg_ctype(cg, t), n, al, ag, off,
             sb_take(cg, &sizes, ""), sb_take(cg, &strides, ""));
  }
  if (codegen_widens_param(t)) {
    const char *w = cg_fresh(cg, P(cg, "%s_arg", n));
    textbuf_printf(params, "int32_t %s", w);
    textbuf_printf(fwd, "%s", w);
    return P(cg, "%s %s = %s;", cg_ctype(cg, t), n, from_int32(cg, t, w));
  }
  textbuf_printf(params, "%s %s", cg_ctype(cg, t), n);
  textbuf_printf(fwd, "%s", n);
  return NULL;
}

/* ============================ no-alias kernels ========================== */

/* A function with 2..NOALIAS_MAX_ARGS ranked memref arguments and a loop is
 * emitted twice: a kernel whose aligned pointers are restrict-qualified
 * parameters (so the C compiler may vectorize and reorder across buffers),
 * and the function itself, which calls the kernel when a run-time check
 * shows that no two of those buffers overlap and runs the general body
 * otherwise. Up to NOALIAS_PAIRWISE arguments the check compares each pair;
 * beyond, loopc_disjoint_all sorts the ranges by address (gemver has 9).
 * NOALIAS_MAX_ARGS is what that helper sorts (LOOPC_DISJOINT_MAX). */
enum { NOALIAS_PAIRWISE = 8, NOALIAS_MAX_ARGS = 32 };

/* Whether argument i carries MLIR's llvm.noalias: it aliases nothing else
 * the function accesses, so its pointer is restrict in every version. */
static bool arg_noalias(const IrOp *f, int i) {
  return ir_func_arg_attr(f, i, "llvm.noalias") != NULL;
}

/* A ranked memref argument whose overlap with the others is not known. */
static bool needs_check(const IrOp *f, const IrValue *v) {
  return v->type->kind == TY_MEMREF && v->type->rank >= 0 && !arg_noalias(f, v->index);
}

static bool find_loop(IrOp *op, void *data) {
  if (ir_op_has_trait(op, T_LOOP))
    *(bool *)data = true;
  return !*(bool *)data;
}

/* A load of a 1-D buffer at the loop's induction variable plus a constant. */
enum { CHAIN_MAX_LOADS = 64 };
typedef struct IvLoad {
  const IrValue *base;
  const IrOp *load; /* for the leading subscripts (a row of an N-D buffer) */
  int64_t off;
} IvLoad;

/* Whether two loads of one buffer have the same leading subscripts. */
static bool same_row(const IrOp *a, const IrOp *b) {
  for (int i = 1; i + 1 < a->nopnds; i++)
    if (a->opnds[i].value != b->opnds[i].value)
      return false;
  return true;
}

/* By buffer, then row (the leading subscripts' values), then offset. */
static int ivload_cmp(const void *pa, const void *pb) {
  const IvLoad *a = pa, *b = pb;
  if (a->base != b->base)
    return (uintptr_t)a->base < (uintptr_t)b->base ? -1 : 1;
  for (int i = 1; i + 1 < a->load->nopnds; i++) {
    const IrValue *x = a->load->opnds[i].value, *y = b->load->opnds[i].value;
    if (x != y)
      return (uintptr_t)x < (uintptr_t)y ? -1 : 1;
  }
  return (a->off > b->off) - (a->off < b->off);
}

/* Whether v is iv + *off (iv itself, or an addi/subi of iv and a constant). */
static bool iv_plus_const(const IrValue *v, const IrValue *iv, int64_t *off) {
  *off = 0;
  if (v == iv)
    return true;
  IrOp *d = v->def_op;
  if (!d || (!ir_op_is(d, OP_ADDI) && !ir_op_is(d, OP_SUBI)))
    return false;
  const IrValue *a = ir_op_operand(d, 0), *b = ir_op_operand(d, 1);
  int64_t c;
  if (a == iv && ir_value_const_int(b, &c) && c > INT32_MIN && c < INT32_MAX) {
    *off = ir_op_is(d, OP_SUBI) ? -c : c;
    return true;
  }
  if (ir_op_is(d, OP_ADDI) && b == iv && ir_value_const_int(a, &c) && c > INT32_MIN && c < INT32_MAX) {
    *off = c;
    return true;
  }
  return false;
}

/* A loop.for whose body loads one 1-D buffer at three consecutive offsets of
 * its induction variable in every iteration (jacobi-1d's A[i-1], A[i],
 * A[i+1]). With the buffers restrict, clang's load PRE forwards A[i+1] of
 * one iteration to A[i] and A[i-1] of the next two, a chain of recurrences
 * its vectorizer (clang 14) refuses; without restrict the stores in the loop
 * may clobber those loads, the loads stay, and clang vectorizes the loop
 * behind run-time overlap checks of its own (docs/DESIGN.md, "No-alias
 * kernels and load chains"). Loads in nested regions do not count: they do
 * not run in every iteration, so PRE does not forward them. The buffer of
 * the first chain found (by buffer, then offset), or NULL. */
static const IrValue *load_chain(IrOp *op, bool rows) {
  int64_t step;
  if (!ir_op_is(op, OP_FOR) || !ir_value_const_int(ir_for_step(op), &step) || step <= 0 ||
      step > INT32_MAX)
    return NULL;
  IrBlock *body = ir_op_region(op, 0)->first;
  const IrValue *iv = body->args[0];
  /* The first CHAIN_MAX_LOADS such loads (a stencil has a handful). */
  IvLoad loads[CHAIN_MAX_LOADS];
  int k = 0;
  int64_t off;
  for (IrOp *o = body->first; o && k < CHAIN_MAX_LOADS; o = o->next)
    if (ir_op_is(o, OP_LOAD) && (o->nopnds == 2 || (rows && o->nopnds > 2)) &&
        iv_plus_const(ir_op_operand(o, o->nopnds - 1), iv, &off))
      loads[k++] = (IvLoad){ir_op_operand(o, 0), o, off};
  if (k < 3)
    return NULL;
  qsort(loads, (size_t)k, sizeof *loads, ivload_cmp);
  /* Sorted by buffer, then offset: a chain is off, off + step, off + 2 step
   * among the distinct offsets of one buffer. */
  int run = 0;
  for (int i = 0; i < k; i++) {
    bool row = i > 0 && loads[i].base == loads[i - 1].base && same_row(loads[i].load, loads[i - 1].load);
    if (row && loads[i].off == loads[i - 1].off)
      continue;
    bool next = row && loads[i].off == loads[i - 1].off + step;
    run = next ? run + 1 : 1;
    if (run >= 3)
      return loads[i].base;
  }
  return NULL;
}

const IrValue *cg_load_chain(IrOp *op) { return load_chain(op, false); }

/* The same along a row of an N-D buffer: the last subscript iv + c, the
 * others the same values (jacobi-2d's A[i][j-1], A[i][j], A[i][j+1]). */
const IrValue *cg_row_chain(IrOp *op) { return load_chain(op, true); }

static bool find_load_chain(IrOp *op, void *data) {
  if (cg_load_chain(op))
    *(bool *)data = true;
  return !*(bool *)data;
}

static bool wants_noalias_kernel(IrOp *f) {
  IrBlock *entry = ir_func_entry(f);
  int n = 0;
  /* The check measures row-major buffers; a view with a layout of its own
   * (strided<...>) keeps the function as it is. */
  for (int i = 0; i < entry->nargs; i++)
    if (entry->args[i]->type->kind == TY_MEMREF && entry->args[i]->type->layout != IR_LAYOUT_IDENTITY)
      return false;
  for (int i = 0; i < entry->nargs; i++)
    n += needs_check(f, entry->args[i]);
  bool loop = false, chain = false;
  if (n >= 2 && n <= NOALIAS_MAX_ARGS)
    ir_walk(f, find_loop, &loop);
  if (loop)
    ir_walk(f, find_load_chain, &chain);
  return loop && !chain;
}

/* The condition under which the kernel may run: every pair of ranked memref
 * arguments occupies disjoint bytes. */
static const char *disjoint_check(Cg *cg, IrOp *f, IrBlock *entry) {
  TextBuf cond = {0};
  const char **base = arena_alloc(&cg->ctx->arena, sizeof *base * (size_t)(entry->nargs + 1));
  const char **bytes = arena_alloc(&cg->ctx->arena, sizeof *bytes * (size_t)(entry->nargs + 1));
  for (int i = 0; i < entry->nargs; i++) {
    IrValue *v = entry->args[i];
    const IrType *t = v->type;
    base[i] = NULL;
    if (!needs_check(f, v))
      continue;
    const char *n = cg_val(cg, v), *e = cg_ctype(cg, t->elem);
    base[i] = P(cg, "%s.aligned + %s.offset", n, n);
    /* A static shape is laid out row-major (the body uses constant strides);
     * a dynamic one spans what its sizes and strides say. */
    int64_t elems = ir_type_num_elements(t);
    if (elems < 0)
      cg_use_helper(cg, HELP_SPAN);
    bytes[i] = elems >= 0 ? P(cg, "(intptr_t)sizeof(%s) * %lld", e, (long long)elems)
               : P(cg, "(intptr_t)sizeof(%s) * loopc_span(%d, %s.sizes, %s.strides)", e, t->rank, n, n);
  }
  int n = 0;
  for (int i = 0; i < entry->nargs; i++)
    n += base[i] != NULL;
  if (n > NOALIAS_PAIRWISE) {
    TextBuf bases = {0}, sizes = {0};
    for (int i = 0; i < entry->nargs; i++)
      if (base[i]) {
        textbuf_printf(&bases, "%s%s", bases.len ? ", " : "", base[i]);
        textbuf_printf(&sizes, "%s%s", sizes.len ? ", " : "", bytes[i]);
      }
    cg_use_helper(cg, HELP_DISJOINT_ALL);
    return P(cg, "loopc_disjoint_all(%d, (const void *const[]){%s},\n    (const intptr_t[]){%s})", n,
             sb_take(cg, &bases, ""), sb_take(cg, &sizes, ""));
  }
  for (int i = 0; i < entry->nargs; i++)
    for (int j = i + 1; base[i] && j < entry->nargs; j++)
      if (base[j]) {
        if (cond.len)
          textbuf_printf(&cond, " &&\n    ");
        textbuf_printf(&cond, "loopc_disjoint(%s, %s, %s, %s)", base[i], bytes[i], base[j], bytes[j]);
      }
  cg_use_helper(cg, HELP_DISJOINT);
  return sb_take(cg, &cond, "true");
}

/* ============================== definitions ============================= */

void cg_emit_return(Cg *cg, IrOp *f, IrOp *ret, bool void_return) {
  if (ret)
    cg_loc(cg, ret);
  cg_scope_free(cg);
  if (ret && ret->nopnds == 1) {
    cg_line(cg, "return %s;", cg_val(cg, ir_op_operand(ret, 0)));
  } else if (ret && ret->nopnds > 1) {
    TextBuf vals = {0};
    for (int i = 0; i < ret->nopnds; i++) {
      sb_sep(&vals);
      textbuf_printf(&vals, "%s", cg_val(cg, ir_op_operand(ret, i)));
    }
    cg_line(cg, "return (%s){%s};", cg_results_struct_name(cg, f), sb_take(cg, &vals, ""));
  } else if (void_return) {
    cg_line(cg, "return;");
  }
}

typedef enum BodyKind {
  BODY_PLAIN,    /* the function as it is */
  BODY_KERNEL,   /* the no-alias kernel: restrict parameters, static */
  BODY_CHECKED,  /* the function, calling the kernel when the buffers are disjoint */
} BodyKind;

static const char *kernel_name(Cg *cg, IrOp *f) {
  return P(cg, "loopc_noalias_%s", cg_func_cname(cg, f));
}

static void emit_definition(Cg *cg, IrOp *f, BodyKind kind) {
  /* The function goes to a stream of its own, so that the bodies outlined
   * from it (cg_parallel.c) are written before it. */
  FILE *file_out = cg->out;
  char *fbuf = NULL, *obuf = NULL;
  size_t flen = 0, olen = 0;
  cg->out = open_memstream(&fbuf, &flen);
  cg->outlined = open_memstream(&obuf, &olen);
  if (!cg->out || !cg->outlined)
    ir_unreachable("open_memstream failed");
  cg->last_line = 0; /* --line-directives: the text moves, so no line is known */
  hashmap_free(&cg->locals);
  hashmap_init(&cg->locals);
  hashmap_free(&cg->counters);
  hashmap_init(&cg->counters);
  hashmap_free(&cg->restrict_bases);
  hashmap_init(&cg->restrict_bases);
  IrBlock *entry = ir_func_entry(f);
  for (IrBlock *b = entry; b; b = b->next)
    clear_names(b);
  /* The arguments keep their SSA names; their parameters derive from them. */
  for (int i = 0; i < entry->nargs; i++)
    cg_name_value(cg, entry->args[i]);
  TextBuf params = {0}, fwd = {0};
  const char **rebuild = arena_alloc(&cg->ctx->arena, sizeof *rebuild * (size_t)(entry->nargs + 1));
  for (int i = 0; i < entry->nargs; i++)
    rebuild[i] = param_def(cg, &params, &fwd, entry->args[i],
                           (kind == BODY_KERNEL && needs_check(f, entry->args[i])) ||
                               (entry->args[i]->type->kind == TY_MEMREF &&
                                entry->args[i]->type->rank >= 0 && arg_noalias(f, i)));
  bool is_static = kind == BODY_KERNEL || body_is_static(f);
  if (kind == BODY_KERNEL) {
    cg_line(cg, "/* %s with restrict-qualified buffers: called when they do not overlap. */",
            cg_func_cname(cg, f));
  } else if (body_is_static(f)) {
    cg_line(cg, "/* Exported only as %s: MLIR's default convention returns", cg_ciface_name(cg, f));
    cg_line(cg, " * %s as an LLVM aggregate, which no C function type matches. */",
            ir_func_type(f)->nouts > 1 ? "several results" : "a memref");
  }
  cg_loc(cg, f);
  cg_line(cg, "%s%s %s(%s) {", is_static ? "static " : "", body_ret(cg, f),
          kind == BODY_KERNEL ? kernel_name(cg, f) : cg_func_cname(cg, f),
          sb_take(cg, &params, "void"));
  cg->indent++;
  for (int i = 0; i < entry->nargs; i++)
    if (rebuild[i])
      cg_line(cg, "%s", rebuild[i]);
  const char *args = sb_take(cg, &fwd, "");
  if (kind == BODY_CHECKED) {
    cg_line(cg, "if (%s) {", disjoint_check(cg, f, entry));
    if (ir_func_type(f)->nouts == 0) {
      cg_line(cg, "  %s(%s);", kernel_name(cg, f), args);
      cg_line(cg, "  return;");
    } else {
      cg_line(cg, "  return %s(%s);", kernel_name(cg, f), args);
    }
    cg_line(cg, "}");
  }
  for (int i = 0; i < entry->nargs; i++) {
    IrValue *v = entry->args[i];
    /* A buffer is read only through its restrict parameter. */
    if (hashmap_get(&cg->restrict_bases, (uint64_t)(uintptr_t)v) && v->uses)
      cg_line(cg, "(void)%s;", cg_val(cg, v));
    cg_void_if_unused(cg, v);
  }
  IrBlock *sb;
  const char *sf;
  cg_scope_enter(cg, entry, &sb, &sf);
  if (ir_region_is_multi_block(f->regions[0]))
    cg_emit_blocks(cg, f);
  else
    cg_emit_return(cg, f, cg_emit_ops(cg, entry), false);
  cg_scope_leave(cg, sb, sf);
  cg->indent--;
  cg_line(cg, "}");
  cg_loc(cg, NULL);
  cg_line(cg, "%s", "");
  hashmap_free(&cg->restrict_bases);
  hashmap_init(&cg->restrict_bases);
  fclose(cg->out);
  fclose(cg->outlined);
  cg->out = file_out;
  cg->outlined = NULL;
  cg->last_line = 0;
  fwrite(obuf, 1, olen, cg->out);
  fwrite(fbuf, 1, flen, cg->out);
  free(obuf);
  free(fbuf);
}

void cg_emit_func(Cg *cg, IrOp *f) {
  if (wants_noalias_kernel(f)) {
    emit_definition(cg, f, BODY_KERNEL);
    emit_definition(cg, f, BODY_CHECKED);
  } else {
    emit_definition(cg, f, BODY_PLAIN);
  }
}

/* _mlir_ciface_NAME: unpacks the descriptors and calls the body. */
void cg_emit_ciface(Cg *cg, IrOp *f) {
  IrType *ft = ir_func_type(f);
  bool result_ptr = aggregate_results(ft);
  TextBuf params = {0}, args = {0};
  if (result_ptr)
    textbuf_printf(&params, "%s *loopc_result", result_ptr_type(cg, f));
  for (int i = 0; i < ft->nins; i++) {
    IrType *t = ft->ins[i];
    sb_sep(&params);
    if (t->kind == TY_MEMREF) {
      textbuf_printf(&params, "%s *loopc_arg%d", cg_ctype(cg, t), i);
      desc_fields(&args, t, P(cg, "loopc_arg%d", i), "->");
    } else {
      textbuf_printf(&params, "%s loopc_arg%d", codegen_widens_param(t) ? "int32_t" : cg_ctype(cg, t),
                i);
      sb_sep(&args);
      textbuf_printf(&args, "loopc_arg%d", i);
    }
  }
  const char *rt = result_ptr || ft->nouts == 0 ? "void" : body_ret(cg, f);
  cg_line(cg, "%s %s(%s) {", rt, cg_ciface_name(cg, f), sb_take(cg, &params, "void"));
  const char *call = P(cg, "%s(%s)", cg_func_cname(cg, f), sb_take(cg, &args, ""));
  if (result_ptr)
    cg_line(cg, "  *loopc_result = %s;", call);
  else if (ft->nouts == 1)
    cg_line(cg, "  return %s;", call);
  else
    cg_line(cg, "  %s;", call);
  cg_line(cg, "}");
  cg_line(cg, "%s", "");
}

/* ================================= calls ================================ */

void cg_emit_call(Cg *cg, IrOp *op) {
  IrAttr *ca = ir_op_get_attr(op, "callee");
  IrOp *f = ca ? hashmap_get(&cg->funcs, (uint64_t)(uintptr_t)ir_intern_cstr(cg->ctx, ca->u.s.str))
               : NULL;
  if (!f)
    ir_unreachable("call to an unknown function in a verified module");
  IrOp *caller = ir_op_parent_op(op);
  while (caller && !ir_op_is(caller, OP_FUNC))
    caller = ir_op_parent_op(caller);
  if (caller == f)
    cg->self_call = true;
  IrType *ft = ir_func_type(f);
  bool ciface = cg_calls_ciface(f), result_ptr = ciface && aggregate_results(ft);
  /* The embedded runtime declares its C interfaces with its own pointer
   * types (RtUnrankedMemRef *, void *). */
  bool untyped = ciface && cg->opts->embed_runtime && rt_embed_provides(cg_ciface_name(cg, f));
  TextBuf args = {0};
  const char *res = NULL;
  if (result_ptr) {
    res = ft->nouts == 1 ? cg_name_value(cg, &op->results[0])
                         : cg_fresh(cg, P(cg, "%s_res", cg_func_cname(cg, f)));
    cg_line(cg, "%s %s;", result_ptr_type(cg, f), res);
    textbuf_printf(&args, "&%s", res);
  }
  for (int i = 0; i < op->nopnds; i++) {
    IrValue *v = ir_op_operand(op, i);
    if (v->type->kind == TY_MEMREF && ciface) {
      /* A copy: the callee gets a pointer it could write through. */
      const char *tmp = cg_fresh(cg, P(cg, "%s_arg", cg_val(cg, v)));
      cg_line(cg, "%s %s = %s;", cg_ctype(cg, v->type), tmp, cg_val(cg, v));
      sb_sep(&args);
      textbuf_printf(&args, "%s&%s", untyped ? "(void *)" : "", tmp);
    } else if (v->type->kind == TY_MEMREF) {
      desc_fields(&args, v->type, cg_val(cg, v), ".");
    } else {
      sb_sep(&args);
      textbuf_printf(&args, "%s", cg_val(cg, v));
    }
  }
  const char *call = P(cg, "%s(%s)", ciface ? cg_ciface_name(cg, f) : cg_func_cname(cg, f),
                       sb_take(cg, &args, ""));
  if (result_ptr) {
    cg_line(cg, "%s;", call);
    if (ft->nouts == 1) {
      cg_void_if_unused(cg, &op->results[0]);
      return;
    }
    for (int i = 0; i < op->nresults; i++)
      if (cg_live(&op->results[i]))
        cg_decl(cg, &op->results[i], P(cg, "%s.%s", res, cg_result_field(cg, f, i)));
    return;
  }
  if (op->nresults == 1 && cg_live(&op->results[0])) {
    if (ir_func_is_declaration(f) && codegen_widens_param(ft->outs[0]))
      call = from_int32(cg, ft->outs[0], call);
    cg_decl(cg, &op->results[0], call);
    return;
  }
  bool any = false;
  for (int i = 0; i < op->nresults; i++)
    any = any || cg_live(&op->results[i]);
  if (!any) {
    cg_line(cg, "%s;", call);
    return;
  }
  const char *tmp = cg_fresh(cg, P(cg, "%s_res", cg_func_cname(cg, f)));
  cg_line(cg, "%s %s = %s;", cg_results_struct_name(cg, f), tmp, call);
  for (int i = 0; i < op->nresults; i++)
    if (cg_live(&op->results[i]))
      cg_decl(cg, &op->results[i], P(cg, "%s.%s", tmp, cg_result_field(cg, f, i)));
}

/* ============================== declarations ============================ */

/* Writes s into a C comment (a symbol may contain the comment's end). */
static void put_comment_text(FILE *out, const char *s) {
  for (; *s; s++) {
    fputc(*s, out);
    if (s[0] == '*' && s[1] == '/')
      fputc(' ', out);
  }
}

void cg_write_results_struct(Cg *cg, IrOp *f, FILE *out) {
  IrType *ft = ir_func_type(f);
  const char *n = cg_results_struct_name(cg, f);
  fprintf(out, "#ifndef LOOPC_RESULTS_%s\n#define LOOPC_RESULTS_%s\n", n, n);
  fputs("/* The results of @", out);
  put_comment_text(out, ir_func_name(f));
  fprintf(out, ". */\ntypedef struct %s {\n", n);
  for (int i = 0; i < ft->nouts; i++)
    fprintf(out, "  %s %s;\n", cg_ctype(cg, ft->outs[i]), cg_result_field(cg, f, i));
  fprintf(out, "} %s;\n#endif\n\n", n);
}

void cg_write_prototype(Cg *cg, IrOp *f, FILE *out) {
  if (!ir_func_is_declaration(f)) {
    fprintf(out, "%s%s %s(%s);\n", body_is_static(f) ? "static " : "", body_ret(cg, f),
            cg_func_cname(cg, f), body_param_types(cg, f));
    return;
  }
  bool ciface = cg_calls_ciface(f);
  const char *sym = ciface ? cg_ciface_name(cg, f) : cg_func_cname(cg, f);
  if (cg->opts->embed_runtime && rt_embed_provides(sym))
    return; /* the embedded runtime's header declares it */
  if (cg_header_declares(cg, f))
    return; /* a C library function: its header's prototype is in force */
  const char *params;
  if (ciface) {
    params = ciface_param_types(cg, f, false);
  } else {
    IrType *ft = ir_func_type(f);
    TextBuf b = {0};
    for (int i = 0; i < ft->nins; i++)
      param_types(cg, &b, ft->ins[i], false, false);
    params = sb_take(cg, &b, "void");
  }
  /* A symbol C cannot spell, or one the headers spell as a macro, type or
   * object (`@isnan`, `@"my.func"`, `@int`), gets a C name of loopc's; an asm
   * label keeps the symbol the object file refers to, so that the call links
   * with the definition MLIR's lowering of the declaration links with. The
   * label is GNU C and its spelling per object format: LOOPC_SYMBOL gives it
   * where the compiler has it (ELF, and Mach-O's leading underscore) and
   * nothing elsewhere, where the C name is all there is, as before. */
  const char *link = ciface ? P(cg, "_mlir_ciface_%s", ir_func_name(f)) : ir_func_name(f);
  const char *label = "";
  if (strcmp(link, sym) != 0) {
    if (!cg->symbol_macro)
      fputs("#if defined(__GNUC__) && defined(__ELF__)\n#define LOOPC_SYMBOL(s) __asm__(s)\n"
            "#elif defined(__GNUC__) && defined(__APPLE__)\n#define LOOPC_SYMBOL(s) __asm__(\"_\" s)\n"
            "#else\n#define LOOPC_SYMBOL(s)\n#endif\n",
            out);
    cg->symbol_macro = true;
    label = P(cg, " LOOPC_SYMBOL(%s)", cg_c_string(cg, link, strlen(link)));
  }
  fprintf(out, "%s %s(%s)%s;\n", extern_ret(cg, f), sym, params, label);
}

void cg_write_header_decls(Cg *cg, IrOp *f, FILE *out) {
  fputs("/* @", out);
  put_comment_text(out, ir_func_name(f));
  fputs(": ", out);
  put_comment_text(out, ir_type_str(cg->ctx, ir_func_type(f)));
  if (body_is_static(f))
    fputs("; only the C interface (MLIR's default convention returns an LLVM aggregate)", out);
  fputs(" */\n", out);
  if (!body_is_static(f))
    fprintf(out, "%s %s(%s);\n", body_ret(cg, f), cg_func_cname(cg, f), body_param_types(cg, f));
  IrType *ft = ir_func_type(f);
  const char *rt = aggregate_results(ft) || ft->nouts == 0 ? "void" : body_ret(cg, f);
  const char **names = cg_onnx_c_names(cg, f, "onnx.input_names", ft->nins, NULL);
  const char *params = ciface_param_types(cg, f, true);
  if (names) {
    /* A model's C interface names its parameters after the graph's inputs
     * (its memref parameters are all pointers to descriptors). */
    TextBuf b = {0};
    if (aggregate_results(ft))
      textbuf_printf(&b, "%s *results", result_ptr_type(cg, f));
    for (int i = 0; i < ft->nins; i++) {
      param_types(cg, &b, ft->ins[i], true, true);
      bool clash = aggregate_results(ft) && strcmp(names[i], "results") == 0;
      textbuf_printf(&b, "%s%s%s", ft->ins[i]->kind == TY_MEMREF ? "" : " ", clash ? "in_" : "",
                     names[i]);
    }
    params = sb_take(cg, &b, "void");
  }
  fprintf(out, "%s %s(%s);\n", rt, cg_ciface_name(cg, f), params);
}
