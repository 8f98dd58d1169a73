/* onnx_lower.h: the ONNX lowering (onnx.* on tensors -> memref + loop.*):
 * the pass object and the helpers its files (onnx_lower.c,
 * onnx_lower_tensor.c, onnx_lower_control.c) share.
 *
 * Every tensor<...> value becomes a memref<...> of the same shape, freshly
 * allocated by the op that defines it and never written afterwards, so
 * Identity and passing values around may alias. After lowering, every
 * buffer that a value owns and that only accessors use is freed at the end
 * of its block, loop-carried buffers included (onnx_lower.c, "buffer
 * lifetimes"); the rest (results, escaping values) are left to the caller. */
#ifndef LOOPC_ONNX_LOWER_H
#define LOOPC_ONNX_LOWER_H

#include "../dialects/onnx/onnx_dialect.h"
#include "../dialects/onnx/onnx_operators.h"
#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../ir/pass.h"
#include "passes.h"


typedef struct Lower {
  IrContext *ctx;
  DiagEngine *diag;
  IrBuilder b;
  HashMap map;    /* old tensor value -> new memref value (a list's data) */
  HashMap meta;   /* old sequence/optional value -> its list's meta memref */
  HashMap replaced; /* an lw_replace_if result -> the buffer it replaces */
  int64_t opset;
  int loop_depth; /* > 0 inside a lowered Loop/Scan/If body: only large nests are parallel */
  IrOp *hoist_before; /* the outermost control-flow op being built: constants
                         of nested bodies are materialised once, before it */
  IrOp *cur;          /* the onnx op being lowered, for run-time check messages */
  int vector_bits;    /* the target's vector register width (the option
                         vector-bits), 0 when unknown */
  bool failed;
} Lower;

/* A loop nest whose innermost body the builder points into. */
typedef struct Nest {
  int n;
  IrValue **ivs;
  IrInsertPoint saved; /* the insertion point to restore at the end */
} Nest;

bool lw_error(Lower *L, IrOp *op, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
IrValue *lw_get(Lower *L, IrValue *old);
void lw_set(Lower *L, IrValue *old, IrValue *nw);
/* The memref a tensor lowers to: same shape, and a signless element type
 * (uiN keeps its bits in iN; the ops choose unsigned arithmetic from the
 * ONNX types, lw_unsigned). */
IrType *lw_memref_of(Lower *L, IrType *tensor);
/* Whether an ONNX value of type t (tensor, sequence or optional) holds
 * unsigned integers: its lowered ops compare, divide, extend and convert
 * as unsigned (cmpi ult, divui, extui, uitofp...). */
bool lw_unsigned(Lower *L, const IrType *t);
/* lw_unsigned of the element type of old op's operand i. */
bool lw_operand_unsigned(Lower *L, IrOp *op, int i);
IrValue *lw_cidx(Lower *L, int64_t v);
IrValue *lw_dim(Lower *L, IrValue *mem, int i);
/* Every dimension of mem (lw_dim of each). */
IrValue **lw_all_dims(Lower *L, IrValue *mem);
/* Allocates a memref of type t; dims[i] is used for each dynamic dim i. */
IrValue *lw_alloc(Lower *L, IrType *t, IrValue *const *dims);
IrValue **lw_vals(Lower *L, int n);
/* A loop.for over [lb, ub) with n iter_args starting at inits: lw_for_begin
 * moves the builder into its body and returns the induction variable (and,
 * if iters is not NULL, the iter_args there); lw_for_end yields ys, moves the
 * builder back after the loop and returns the loop's n results. */
typedef struct LwFor {
  IrOp *f;
  IrInsertPoint saved; /* the insertion point to restore at the end */
} LwFor;
IrValue *lw_for_begin(Lower *L, LwFor *fc, IrValue *lb, IrValue *ub, int n, IrValue **inits,
                      IrValue ***iters);
IrValue **lw_for_end(Lower *L, LwFor *fc, int n, IrValue **ys);
/* Bracket the building of a control-flow op's regions. */
void lw_enter(Lower *L, IrOp *op);
void lw_exit(Lower *L);
/* loop.if (cond) { build(L, buf, args), then buf freed } else { buf }: a
 * buffer replaced by a larger one when it is full (growing lists, scan
 * outputs). The result takes buf's place: the buffer lifetimes
 * (onnx_lower.c) see it own what buf owned. */
typedef IrValue *(*LwBuildFn)(Lower *L, IrValue *buf, IrValue **args);
IrValue *lw_replace_if(Lower *L, IrValue *cond, IrValue *buf, LwBuildFn build, IrValue **args);
/* A nest over [0, ubs[k]); `parallel` makes it a loop.parallel at function
 * level, and inside Loop/Scan/If bodies when the known trip counts times
 * `work` (the cost of one iteration, in elements) are large. */
void lw_nest_begin(Lower *L, Nest *ns, int n, IrValue *const *ubs, bool parallel);
void lw_nest_begin_work(Lower *L, Nest *ns, int n, IrValue *const *ubs, bool parallel,
                        int64_t work);
void lw_nest_end(Lower *L, Nest *ns);
/* Element of a rank-0 (or all-ones) memref; checks at run time that each
 * size not known to be 1 is 1. */
IrValue *lw_load_scalar(Lower *L, IrValue *mem);
IrValue *lw_store_scalar(Lower *L, IrValue *val); /* new rank-0 memref holding val */
/* dst[...] = src[...] for two memrefs of one shape. */
void lw_copy(Lower *L, IrValue *src, IrValue *dst);
/* v as a memref of type t (same rank and element type): v itself or a copy. */
IrValue *lw_coerce(Lower *L, IrValue *v, IrType *t);
/* A new memref without dimension `axis`, holding mem[..., idx, ...]. */
IrValue *lw_extract(Lower *L, IrValue *mem, int axis, IrValue *idx);
/* dst[..., idx (at axis), ...] = src[...]. */
void lw_insert(Lower *L, IrValue *dst, int axis, IrValue *idx, IrValue *src);
IrValue *lw_select_idx(Lower *L, IrValue *c, IrValue *a, IrValue *b);
/* A run-time check (cf.assert) of what the types cannot tell: sizes known
 * only when the program runs. The message names the op being lowered and
 * its node, and the program ends with it when cond is false. */
void lw_assert(Lower *L, IrValue *cond, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
IrValue *lw_cmp_idx(Lower *L, const char *pred, IrValue *a, IrValue *b);
/* The dense value of an onnx.Constant result, or NULL. */
IrAttr *lw_const_attr(IrValue *old);
/* Lowers the ops of old block ob (not its terminator) at the builder, with
 * ob's arguments mapped to args (flat: a list argument takes two); returns
 * the terminator's mapped operands, flat, and their count in *nres. */
IrValue **lw_lower_block(Lower *L, IrBlock *ob, IrValue *const *args, int *nres);

/* Sequences and optionals become lists of two memrefs (data, meta:
 * onnx_lower_seq.c); everything else one. The "flat" form of a list of
 * values puts both memrefs of a list where the value was. */
bool lw_is_list_type(Lower *L, IrType *t);
int lw_flat_width(Lower *L, IrType *t);
/* The lowered types of a value of type t into out (1 or 2); returns the count. */
int lw_flat_types(Lower *L, IrType *t, IrType **out);
int lw_flat_get(Lower *L, IrValue *old, IrValue **out);
int lw_flat_set(Lower *L, IrValue *old, IrValue *const *vals);
/* Identity of a sequence or optional (onnx_lower_seq.c; the row's
 * lw_lower_identity is a tensor's). */
bool lw_lower_list_identity(Lower *L, IrOp *op);

/* The `lower` and `scalar` functions the rows of
 * dialects/onnx/onnx_operators.def name (in onnx_lower_tensor.c,
 * onnx_lower_nn.c, onnx_lower_seq.c, onnx_lower_control.c): lower one op,
 * false after an error; the scalar value of an elementwise op from its
 * loaded operand elements x[0..n) (out_elem: the result's ONNX element
 * type; uns: whether operand 0 is unsigned), NULL if it has none. */
typedef bool LwLowerFn(Lower *L, IrOp *op);
typedef IrValue *LwScalarFn(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns);
#define ONNX_OPERATOR(id, traits, infer, lower) LwLowerFn lower;
#define ONNX_ELEMENTWISE(id, traits, infer, lower, scalar) LwLowerFn lower; LwScalarFn scalar;
#include "../dialects/onnx/onnx_operators.def"
/* The scalar function of op's row (onnx_lower.c); NULL if it has none. */
IrValue *lw_scalar(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns);
/* Helpers of onnx_lower_tensor.c the other op files share. */
IrValue *lw_cf(Lower *L, IrType *t, double v); /* constant v of scalar type t */
/* ONNX Cast of a scalar x (signless) from ONNX element type `from` to
 * `to` (either may be unsigned: the extension, the integer/float
 * conversion follow the source's or the target's signedness); the result
 * has the signless type of `to`. */
IrValue *lw_cast(Lower *L, IrValue *x, IrType *from, IrType *to);
/* lw_cast between signless (or float) types: x's type to `to`. */
IrValue *lw_convert(Lower *L, IrValue *x, IrType *to);
IrValue *lw_to_index(Lower *L, IrValue *v);
/* The same for a value of an unsigned ONNX type when uns (zero-extended). */
IrValue *lw_to_index_u(Lower *L, IrValue *v, bool uns);
/* The signless integer compare for an ONNX predicate spelled "lt", "le",
 * "gt" or "ge": the signed or (uns) unsigned one. */
const char *lw_int_pred(const char *p, bool uns);
/* Integer list from attribute `name` or constant operand idx; -1 if absent,
 * -2 if given at run time only. */
int lw_const_list(Lower *L, IrOp *op, const char *name, int idx, int64_t **out);
int64_t lw_int_attr(IrOp *op, const char *name, int64_t dflt);
double lw_float_attr(IrOp *op, const char *name, double dflt);
/* A new buffer of type rt (dims od) holding in's elements in row-major
 * order (the counts are checked when not known). */
IrValue *lw_reshape_copy(Lower *L, IrValue *in, IrType *rt, IrValue **od);
/* Whether 0 <= v < n (an i1; both of index type). */
IrValue *lw_in_range(Lower *L, IrValue *v, IrValue *n);
/* v, or v + n when v < 0: an index or axis that may count from the end,
 * as ONNX's may (both of index type). */
IrValue *lw_from_end(Lower *L, IrValue *v, IrValue *n);
/* Lowered operand i, NULL when absent. */
IrValue *lw_operand(Lower *L, IrOp *op, int i);
/* A convolution's window per spatial dimension (lw_lower_window), and Conv
 * as a product of the MatMul tiles where it can be (onnx_lower_tensor.c;
 * false with nothing built where it cannot). */
typedef struct LwConvGeom {
  int nsp;
  int64_t stride[8], dil[8], pad[8];
} LwConvGeom;
bool lw_conv_as_product(Lower *L, IrOp *op, const LwConvGeom *g);
/* onnx_lower_half.c: whether the lowered body holds float16/bfloat16, and
 * their legalization: stored as i16 bits, computed in f32. */
bool lw_has_half(Lower *L, IrBlock *entry);
void lw_legalize_half(Lower *L, IrBlock *entry);

#endif
