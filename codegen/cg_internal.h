/* cg_internal.h: state and helpers shared by the C backend's files
 * (cg_emit.c: file layout, output, op dispatch; cg_check.c: what the backend
 * accepts; cg_names.c: names, types, literals; cg_expr.c: scalar
 * expressions; cg_memref.c: buffers and element access; cg_control.c:
 * for/if/while and allocation scopes; cg_abi.c: functions, calls and their
 * calling conventions; cg_parallel.c: loop.parallel and its reductions). */
#ifndef LOOPC_CG_INTERNAL_H
#define LOOPC_CG_INTERNAL_H

#include <stdio.h>

#include "../runtime/rt_helpers.h"
#include "codegen.h"

/* One reduction of the loop.parallel being emitted. */
typedef struct CgReduce {
  IrOp *op;            /* the loop.reduce */
  const char *acc;     /* accumulator variable */
  const char *has;     /* "has a value" flag variable, or NULL (acc starts from init) */
  const char *clause;  /* OpenMP reduction operator ("+", "max", ...) or NULL: custom */
  const char *acc_type;/* C type of acc */
} CgReduce;

typedef struct Cg {
  IrContext *ctx;
  IrOp *module;
  const CodegenOptions *opts;
  DiagEngine *diag;
  FILE *out;            /* where statements go (a memory stream) */
  int indent;
  bool ok;
  RtHelperSet helpers;  /* the runtime helpers used (cg_use_helper) */
  HashMap reserved;     /* interned identifier -> non-NULL: file-scope names */
  HashMap locals;       /* interned identifier -> non-NULL: names used in this function */
  HashMap counters;     /* interned base name -> next numeric suffix (as intptr_t) */
  HashMap memrefs;      /* interned struct name -> IrType*: descriptor structs needed */
  HashMap fnames;       /* func op -> its C name */
  HashMap funcs;        /* interned symbol -> its func op (calls find callees in O(1)) */
  HashMap rnames;       /* func op -> name of its multi-result struct */
  HashMap rfields;      /* func op -> const char *[nouts]: its fields (cg_result_field) */
  HashMap cinames;      /* func op -> its _mlir_ciface_ name */
  HashMap header_decls; /* interned library function name, or external func op ->
                         * non-NULL: the included headers declare it (cg_names.c) */
  HashMap restrict_bases; /* entry argument -> its restrict-qualified aligned pointer
                             parameter, in a no-alias kernel (cg_abi.c) */
  PtrVec memref_list;   /* the same, in order of first use */
  /* Where allocas of the current automatic allocation scope go. */
  IrBlock *scope_block; /* the scope's own block (function, for or parallel body) */
  const char *frame;    /* frame variable for heap-backed allocas, or NULL */
  bool region_end_used; /* a yield of the current execute_region jumped to its end */
  bool self_call;       /* a function calls itself (see codegen_emit_c) */
  bool symbol_macro;    /* LOOPC_SYMBOL is defined (see cg_write_prototype) */
  int omp_depth;        /* enclosing loop.parallel emitted as an OpenMP region */
  FILE *outlined;       /* functions outlined from the function being emitted (its
                         * parallel loops' bodies, cg_parallel.c), written before it */
  int noutlined;        /* how many so far in the file: their names' suffixes */
  const char *team_nt;  /* inside a team loop (cg_emit_team_loop): the team's thread */
  const char *team_tid; /* count and this thread's number, else NULL */
  CgReduce *reds;       /* reductions of the innermost loop.parallel */
  int nreds;
  /* --line-directives: the op whose C is being written (cg_loc), and the
   * line and file C gives the next line written (line 0: no directive yet). */
  IrLoc line_loc;
  int last_line;
  const char *last_file;
  /* Arrays in the weights file (cg_weights.c): global op or constant's
   * dense attribute -> the array's name, and the file-scope directives that define them. */
  HashMap weights;
  TextBuf weight_decls;
  int nweights;
} Cg;

/* ---- cg_names.c ---- */
void cg_reserve_globals(Cg *cg);
bool cg_is_reserved(Cg *cg, const char *name);
/* An external declaration of a C library function the included headers declare. */
bool cg_header_declares(Cg *cg, IrOp *f);
/* An external declaration called through its _mlir_ciface_ wrapper. */
bool cg_calls_ciface(const IrOp *f);
/* A C identifier derived from base, unique in the current function. */
const char *cg_fresh(Cg *cg, const char *base);
/* The C expression for a value: its variable (named on first request) or, for
 * a folded scalar constant, the literal. */
const char *cg_val(Cg *cg, IrValue *v);
/* Names a value's variable now (for block arguments and results). */
const char *cg_name_value(Cg *cg, IrValue *v);
/* cg_val of op's operand i. */
static inline const char *cg_operand(Cg *cg, IrOp *op, int i) {
  return cg_val(cg, ir_op_operand(op, i));
}
/* Scalar types are always supported; memrefs register their descriptor. */
bool cg_type_supported(const IrType *t);
const char *cg_ctype(Cg *cg, IrType *t);
const char *cg_memref_struct_name(Cg *cg, const IrType *t);
const char *cg_elem_suffix(const IrType *t);
/* Unsigned type wrapping arithmetic is done in (uint32_t for <= 32 bits). */
const char *cg_utype(const IrType *t);
/* Unsigned type of exactly the width (bool for i1; for an odd width, of its
 * C type: the value's own bits are its low bits, cg_expr.c's uval). */
const char *cg_uexact(const IrType *t);
unsigned cg_width(const IrType *t); /* bits; index: 64 */
const char *cg_int_literal(Cg *cg, IrType *t, int64_t v);
/* i128 (the one integer type wider than 64 bits the C backend has, as
 * loopc_i128: runtime/helpers/i128.c) and its literal from its two words. */
bool cg_is_i128(const IrType *t);
/* An integer of a width C has no type of (i2 to i63 but i8, i16 and i32):
 * held in the narrowest C type that holds it (cg_ctype: i3 in an int8_t),
 * always sign-extended from its width, which every op that can leave the
 * width restores (cg_expr.c); its unsigned value is its low bits. Scalars
 * inside functions only (cg_check.c). */
bool cg_is_odd_int(const IrType *t);
const char *cg_i128_literal(Cg *cg, const uint64_t *w);
const char *cg_float_literal(Cg *cg, IrType *t, double v);
/* The zero value of a scalar type as a C expression. */
const char *cg_zero(Cg *cg, IrType *t);
/* C name of a func symbol (sanitized; `main` handled specially). */
const char *cg_func_cname(Cg *cg, IrOp *func);
const char *cg_results_struct_name(Cg *cg, IrOp *func);
/* The field of func's results struct that holds result i: the ONNX graph
 * output's name when func has them (onnx.output_names), made a C (and C++)
 * identifier and unique, else r<i>. */
const char *cg_result_field(Cg *cg, IrOp *func, int i);
/* The strings of func's attribute attr (onnx.input_names, onnx.output_names)
 * made n C and C++ identifiers, unique among themselves (a keyword, a
 * reserved name or a repeat gets an in_/out_ prefix), or, without them,
 * fallback0, fallback1, ... (NULL when fallback is NULL too). */
const char **cg_onnx_c_names(Cg *cg, IrOp *func, const char *attr, int n, const char *fallback);
/* The symbol of func's C interface, _mlir_ciface_NAME. */
const char *cg_ciface_name(Cg *cg, IrOp *func);
void cg_emit_type_defs(Cg *cg, FILE *out);

/* ---- cg_emit.c ---- */
/* The generated file defines helper h (runtime/helpers/helpers.def) and what
 * it needs. */
void cg_use_helper(Cg *cg, RtHelper h);
/* printf into the context's arena (expressions live as long as the IR). */
const char *cg_fmt(Cg *cg, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* parts[0..n) joined with sep, built in one allocation: joining pairwise
 * made expressions over rank-r memrefs cost O(r^2). */
const char *cg_join(Cg *cg, const char *const *parts, int n, const char *sep);
/* A C string literal saying where op is, and naming it if with_name
 * ("f.mlir:3:5: 'memref.alloc'"), for run-time error messages of the
 * generated code. */
const char *cg_where(Cg *cg, const IrOp *op, bool with_name);
/* s[0..len) as a C string literal (escapes for quotes, backslashes, control
 * and non-ASCII bytes, '?' against trigraphs). */
const char *cg_c_string(Cg *cg, const char *s, size_t len);
void cg_line(Cg *cg, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void cg_raw(Cg *cg, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* With --line-directives, the lines written from now on come from op (NULL:
 * from no op): each gets a `#line` unless C already counts it as op's line.
 * An op without a location takes its nearest located ancestor's. */
void cg_loc(Cg *cg, const IrOp *op);
/* Emits a block's non-terminator ops; returns its terminator (or NULL). */
IrOp *cg_emit_ops(Cg *cg, IrBlock *b);
/* Declares v's variable initialised with expr, and silences unused warnings. */
void cg_decl(Cg *cg, IrValue *v, const char *expr);
void cg_void_if_unused(Cg *cg, IrValue *v);
bool cg_live(const IrValue *v);

/* ---- cg_check.c ---- */
/* Reports what the backend cannot emit (every such op); false after errors. */
bool cg_check_module(Cg *cg);

/* ---- cg_expr.c: one C expression per scalar op ---- */
/* An operand for a comparison: a folded constant is first copied into a
 * variable, because comparing with a literal can be constant-true (x >= 0u)
 * and -Wtype-limits / -Wtautological-constant-compare reject that. */
const char *cg_cmp_operand(Cg *cg, IrValue *v);
const char *cg_int_expr(Cg *cg, IrOp *op);   /* integer binary ops (addi ... floordivsi) */
const char *cg_float_expr(Cg *cg, IrOp *op); /* float arithmetic and math.* */
const char *cg_int_math_expr(Cg *cg, IrOp *op);
void cg_extended_exprs(Cg *cg, IrOp *op, const char **lo, const char **hi);
void cg_sincos_exprs(Cg *cg, IrOp *op, const char **sin_e, const char **cos_e);
const char *cg_fclass_expr(Cg *cg, IrOp *op);
const char *cg_cmp_expr(Cg *cg, IrOp *op);   /* cmpi, cmpf */
const char *cg_cast_expr(Cg *cg, IrOp *op);  /* index_cast, ext*, trunc*, *tofp, fpto*, bitcast */

/* ---- cg_memref.c ---- */
/* A splat constant is written out element by element (C has no way to say
 * "n copies"), so a large one would turn a few bytes of input into gigabytes
 * of C; zero splats are exempt (a static array starts zeroed). */
enum { CG_MAX_SPLAT_ELEMENTS = 1 << 20 };
bool cg_is_zero_splat(const IrAttr *a);
/* Whether an alloca becomes a C array living as long as scope (else it is
 * heap-backed, freed when the scope ends). */
bool cg_alloca_as_array(const IrOp *op, const IrBlock *scope);
void cg_emit_alloc(Cg *cg, IrOp *op); /* alloc, alloca */
void cg_emit_dealloc(Cg *cg, IrOp *op);
void cg_emit_load(Cg *cg, IrOp *op);
void cg_emit_store(Cg *cg, IrOp *op);
const char *cg_dim_expr(Cg *cg, IrOp *op);
void cg_emit_copy(Cg *cg, IrOp *op);
void cg_emit_dma_start(Cg *cg, IrOp *op);
void cg_emit_memref_reshape(Cg *cg, IrOp *op);
void cg_emit_prefetch(Cg *cg, IrOp *op);
void cg_emit_realloc(Cg *cg, IrOp *op);
void cg_emit_atomic_rmw(Cg *cg, IrOp *op); /* atomic_rmw and generic_atomic_rmw */
void cg_emit_memref_cast(Cg *cg, IrOp *op);
void cg_emit_global(Cg *cg, IrOp *op);
void cg_emit_get_global(Cg *cg, IrOp *op);

/* ---- cg_views.c ---- */
void cg_emit_subview(Cg *cg, IrOp *op);
void cg_emit_reinterpret_cast(Cg *cg, IrOp *op);
void cg_emit_collapse_shape(Cg *cg, IrOp *op);
void cg_emit_expand_shape(Cg *cg, IrOp *op);
void cg_emit_extract_strided_metadata(Cg *cg, IrOp *op);
void cg_emit_dense_constant(Cg *cg, IrOp *op);

/* ---- cg_weights.c ---- */
/* Writes every large constant of the module to opts->weights (when set) and
 * names its array; before any function is emitted. */
void cg_weights_collect(Cg *cg);
/* The array in the weights file of a memref.global (key: the op) or of a
 * constant (key: its dense attribute), or NULL. */
const char *cg_weights_name(Cg *cg, const void *key);
/* The file-scope `__asm__` and extern declarations of those arrays. */
void cg_weights_write_decls(Cg *cg, FILE *out);

/* ---- cg_control.c ---- */
/* Assigns srcs to dsts as one parallel assignment (temporaries when needed). */
void cg_parallel_assign(Cg *cg, int n, IrValue *const *dsts, IrUse *srcs);
/* Opens an automatic allocation scope whose body is b. */
void cg_scope_enter(Cg *cg, IrBlock *b, IrBlock **saved_block, const char **saved_frame);
void cg_scope_leave(Cg *cg, IrBlock *saved_block, const char *saved_frame);
void cg_scope_free(Cg *cg);
void cg_emit_for(Cg *cg, IrOp *op);
/* The loop as a C for loop (cg_emit_for, without the team loop's region). */
void cg_emit_for_loop(Cg *cg, IrOp *op);
/* The 1-D buffer a loop.for's body loads at three consecutive offsets of its
 * induction variable (a 1-D stencil's A[i-1], A[i], A[i+1]), or NULL
 * (cg_abi.c). */
const IrValue *cg_load_chain(IrOp *op);
/* The same along the last dimension of an N-D buffer, the other subscripts
 * the same values (jacobi-2d's A[i][j-1], A[i][j], A[i][j+1]); 1-D too. */
const IrValue *cg_row_chain(IrOp *op);
void cg_emit_if(Cg *cg, IrOp *op);
void cg_emit_while(Cg *cg, IrOp *op);
void cg_emit_index_switch(Cg *cg, IrOp *op);
void cg_emit_alloca_scope(Cg *cg, IrOp *op);
void cg_emit_view(Cg *cg, IrOp *op);
void cg_emit_transpose(Cg *cg, IrOp *op);
void cg_emit_execute_region(Cg *cg, IrOp *op);
void cg_emit_assert(Cg *cg, IrOp *op);
void cg_emit_print(Cg *cg, IrOp *op);
/* The body of a function of several blocks: its reachable blocks in
 * reverse post-order (a block after those that dominate it, so each value
 * is declared before any use), each after a label that the branches reach
 * with `goto`, block arguments as variables declared first and assigned by
 * the branches as one parallel assignment; unreachable blocks are left out. */
void cg_emit_blocks(Cg *cg, IrOp *f);

/* ---- cg_abi.c: calling conventions ---- */
bool cg_func_is_public(const IrOp *f);
/* Reports signatures the conventions cannot express; false after errors. */
bool cg_check_func(Cg *cg, IrOp *f);
/* A function definition: signature, descriptors rebuilt from their fields, body. */
void cg_emit_func(Cg *cg, IrOp *f);
/* The _mlir_ciface_ wrapper of a public function. */
void cg_emit_ciface(Cg *cg, IrOp *f);
void cg_emit_call(Cg *cg, IrOp *op);
/* The C of func.return ret ending f's body (NULL: none): the scope's frame
 * freed, then `return`, bare only when void_return (a block that is not
 * the last). */
void cg_emit_return(Cg *cg, IrOp *f, IrOp *ret, bool void_return);
/* The declaration the generated file needs before any body: the body's for a
 * definition, the symbol called for an external. */
void cg_write_prototype(Cg *cg, IrOp *f, FILE *out);
/* The header's declarations of a public function: NAME (where C can write
 * MLIR's default convention) and _mlir_ciface_NAME. */
void cg_write_header_decls(Cg *cg, IrOp *f, FILE *out);
void cg_write_results_struct(Cg *cg, IrOp *f, FILE *out);

/* ---- cg_parallel.c ---- */
void cg_emit_parallel(Cg *cg, IrOp *op);
/* Emits a sequential loop.for whose body is pure ops and parallel loops as
 * one OpenMP region around the loop, the parallel loops' shares separated
 * by barriers (cg_parallel.c); false, emitting nothing, for another loop. */
bool cg_emit_team_loop(Cg *cg, IrOp *op);
void cg_emit_reduce(Cg *cg, IrOp *op);
/* Checks what the parallel emitter cannot do; reports and returns false. */
bool cg_check_parallel(Cg *cg, IrOp *op);

#endif
