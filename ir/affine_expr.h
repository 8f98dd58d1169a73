/* affine_expr.h: affine expressions, affine maps and integer sets (MLIR's
 * AffineExpr, AffineMap, IntegerSet): uniqued in the context, simplified at
 * construction as MLIR 22 simplifies them, printed, evaluated and written
 * as C.
 *
 * Expressions are uniqued in the IrContext (equal expressions are the same
 * pointer) and immutable. Maps and sets are attributes (ATTR_AFFINE_MAP,
 * ATTR_INTEGER_SET, see ir.h) whose payload is the expression list: a map
 * or set IS its attribute, uniqued like every attribute, so equal maps are
 * one pointer. Everything lives in the context's arena. */
#ifndef LOOPC_AFFINE_EXPR_H
#define LOOPC_AFFINE_EXPR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct IrContext IrContext;
typedef struct IrAttr IrAttr;

/* MLIR's AffineExprKind, in its order (the binary kinds first). */
typedef enum IrAffineKind {
  AFFINE_ADD,
  AFFINE_MUL,
  AFFINE_MOD,
  AFFINE_FLOORDIV,
  AFFINE_CEILDIV,
  AFFINE_CONST, /* value */
  AFFINE_DIM,   /* value = position: d0, d1, ... */
  AFFINE_SYM,   /* value = position: s0, s1, ... */
} IrAffineKind;

typedef struct IrAffineExpr IrAffineExpr;
struct IrAffineExpr {
  IrAffineKind kind;
  bool symbolic;  /* no dimension in it (MLIR's isSymbolicOrConstant) */
  int depth;      /* 1 for a leaf, else 1 + the deeper operand's depth */
  int64_t value;  /* AFFINE_CONST: the constant; AFFINE_DIM/SYM: the position */
  const IrAffineExpr *lhs, *rhs; /* binary kinds */
  IrAffineExpr *hash_next;
};

static inline bool ir_affine_is_binary(const IrAffineExpr *e) { return e->kind <= AFFINE_CEILDIV; }
static inline bool ir_affine_is_const(const IrAffineExpr *e, int64_t v) {
  return e->kind == AFFINE_CONST && e->value == v;
}

/* ============================= construction ============================= */

const IrAffineExpr *ir_affine_const(IrContext *ctx, int64_t v);
const IrAffineExpr *ir_affine_dim(IrContext *ctx, unsigned pos);
const IrAffineExpr *ir_affine_sym(IrContext *ctx, unsigned pos);
/* The operators of MLIR's AffineExpr with its simplifications: constants
 * folded (a sum or product of two constants only when it does not
 * overflow, as MLIR 22; other folds wrap), constants and symbolic terms
 * moved to the right, c1 * e + c2 * e merged, `e - (e floordiv q) * q` to
 * `e mod q`, multiples divided out of floordiv, ceildiv and mod. A product
 * needs one operand symbolic or constant (callers check, as the parser
 * does); divisions and mod by anything but a positive constant are kept
 * as they are. */
const IrAffineExpr *ir_affine_add(IrContext *ctx, const IrAffineExpr *a, const IrAffineExpr *b);
const IrAffineExpr *ir_affine_mul(IrContext *ctx, const IrAffineExpr *a, const IrAffineExpr *b);
const IrAffineExpr *ir_affine_floordiv(IrContext *ctx, const IrAffineExpr *a,
                                       const IrAffineExpr *b);
const IrAffineExpr *ir_affine_ceildiv(IrContext *ctx, const IrAffineExpr *a,
                                      const IrAffineExpr *b);
const IrAffineExpr *ir_affine_mod(IrContext *ctx, const IrAffineExpr *a, const IrAffineExpr *b);
/* a - b = a + b * -1, and -a = a * -1, as MLIR builds them. */
const IrAffineExpr *ir_affine_sub(IrContext *ctx, const IrAffineExpr *a, const IrAffineExpr *b);
const IrAffineExpr *ir_affine_neg(IrContext *ctx, const IrAffineExpr *a);
/* One of the five above by kind. */
const IrAffineExpr *ir_affine_binary(IrContext *ctx, IrAffineKind kind, const IrAffineExpr *a,
                                     const IrAffineExpr *b);

/* e with each di replaced by dims[i] and each si by syms[i], rebuilt with
 * the simplifying constructors (MLIR's replaceDimsAndSymbols); NULL when a
 * replacement would make a product or divisor non-affine (neither side of
 * a product symbolic, or a divisor with a dimension). */
const IrAffineExpr *ir_affine_replace(IrContext *ctx, const IrAffineExpr *e,
                                      const IrAffineExpr *const *dims,
                                      const IrAffineExpr *const *syms);

/* MLIR's simplifyAffineExpr on a linear expression (sums of dims, symbols
 * and constants times constants): rebuilt from its coefficients in MLIR's
 * flattened order, dims, then symbols, then the constant (`d0 + 1 + (s0 +
 * 1)` is `d0 + s0 + 2`). Any other expression is returned as it is (MLIR's
 * flattener also rewrites floordiv and mod terms; loopc does not). */
const IrAffineExpr *ir_affine_simplify_linear(IrContext *ctx, const IrAffineExpr *e, int ndims,
                                              int nsyms);
/* MLIR's simplifyAffineExpr: e flattened into a sum over the dims, the
 * symbols and one local variable per floordiv, ceildiv or mod that does
 * not cancel (and per semi-affine product, division or mod), then rebuilt
 * from that form (MLIR's SimpleAffineExprFlattener and
 * getAffineExprFromFlatForm): `(d0 - d0 mod 4 + 4) mod 4` is 0, `(d0 * 3 +
 * d0) floordiv 2` is `d0 * 2`, terms come dims, symbols, locals, constant.
 * A semi-affine e first has its divisions by a symbol that divides the
 * dividend divided out (simplifySemiAffine) and is rebuilt with its terms
 * sorted by dim and symbol (getSemiAffineExprFromFlatForm), or kept when the
 * plain rebuild gives e back. e is returned as it is when it divides or
 * takes a mod by a constant below 1. */
const IrAffineExpr *ir_affine_simplify(IrContext *ctx, const IrAffineExpr *e, int ndims,
                                       int nsyms);
/* The coefficients of e's flattened form (dims, symbols, then the
 * constant: ndims + nsyms + 1 entries) when flattening needs no local
 * variable (`(d0 * 2 + 2) floordiv 2` is d0 + 1); false otherwise. */
bool ir_affine_flat_coefs(IrContext *ctx, const IrAffineExpr *e, int ndims, int nsyms,
                          int64_t *coef);
/* The flattened form of a linear expression: coef[0..ndims) the dims'
 * coefficients, then the symbols', then the constant (ndims + nsyms + 1
 * entries, zeroed by the caller); false when e is not linear. */
bool ir_affine_linear_coefs(const IrAffineExpr *e, int ndims, int nsyms, int64_t *coef);

/* MLIR's isPureAffine: products, divisions and mod only by constants. */
bool ir_affine_is_pure(const IrAffineExpr *e);
/* The greatest common divisor (gcd(0, 0) = 0). */
uint64_t ir_gcd_u64(uint64_t a, uint64_t b);
/* MLIR's getLargestKnownDivisor. */
int64_t ir_affine_largest_known_divisor(const IrAffineExpr *e);

/* ========================== maps and integer sets ======================= */

/* The map (d0, ..., d<ndims-1>)[s0, ...] -> (exprs...), as a uniqued
 * attribute (the arrays are copied). */
IrAttr *ir_attr_affine_map(IrContext *ctx, int ndims, int nsyms, int n,
                           const IrAffineExpr *const *exprs);
/* The set (dims)[syms] : (exprs[i] == 0 when eqs[i], else >= 0, ...). n = 0
 * is MLIR's empty constraint list, which it stores as `0 == 0`: the
 * caller passes that constraint. */
IrAttr *ir_attr_integer_set(IrContext *ctx, int ndims, int nsyms, int n,
                            const IrAffineExpr *const *exprs, const bool *eqs);
/* Whether map is (d0, ..., d<n-1>) -> (d0, ..., d<n-1>) with no symbols. */
bool ir_affine_map_is_identity(const IrAttr *map);

/* =============================== evaluation ============================= */

/* MLIR's floorDiv, ceilDiv and mod (MathExtras.h) on int64_t: division
 * rounding toward -infinity / +infinity, and the remainder of floor
 * division (never negative for a positive divisor). b != 0; mod needs
 * b >= 1; not INT64_MIN and -1. */
int64_t ir_floordiv(int64_t a, int64_t b);
int64_t ir_ceildiv(int64_t a, int64_t b);
int64_t ir_mod(int64_t a, int64_t b);
/* e for the given dimension and symbol values (dims[i] for di, syms[i] for
 * si), into *out. + and * wrap around in 64 bits, as index arithmetic does
 * in MLIR. False, and *out untouched, where MLIR's constant folder gives up
 * (poison): floordiv or ceildiv by zero, mod by a value below 1, and
 * INT64_MIN divided by -1. */
bool ir_affine_eval(const IrAffineExpr *e, const int64_t *dims, const int64_t *syms,
                    int64_t *out);
/* Every result of map into results[0 .. n-1]; false as ir_affine_eval. */
bool ir_affine_map_eval(const IrAttr *map, const int64_t *dims, const int64_t *syms,
                        int64_t *results);
/* Whether the point (dims, syms) satisfies every constraint of set, into
 * *in; false as ir_affine_eval. */
bool ir_integer_set_eval(const IrAttr *set, const int64_t *dims, const int64_t *syms, bool *in);

/* ================================ printing ============================== */

typedef void (*IrAffineWriteFn)(void *sink, const char *s, size_t n);
/* MLIR's spelling: `d0 * 2 + s0 - 1`, `(d0 + 1) floordiv 4`, `-d0`. */
void ir_affine_expr_write(const IrAffineExpr *e, IrAffineWriteFn write, void *sink);
/* The same with each dim and symbol written by leaf (sym, its position):
 * MLIR's printAffineMapOfSSAIds, which names them by their operands
 * (`%i + symbol(%n)`). */
typedef void (*IrAffineLeafFn)(void *sink, bool sym, int pos);
void ir_affine_expr_write_leaves(const IrAffineExpr *e, IrAffineWriteFn write,
                                 IrAffineLeafFn leaf, void *sink);
/* `affine_map<(d0)[s0] -> (d0 + s0)>`, `affine_set<(d0) : (d0 >= 0)>`:
 * the attribute's full spelling. */
void ir_affine_attr_write(const IrAttr *a, IrAffineWriteFn write, void *sink);

/* ================================== C =================================== */

/* Which runtime helpers (runtime/helpers/helpers.def) a C expression calls. */
enum {
  IR_AFFINE_C_FLOORDIV = 1u << 0, /* loopc_floordivsi */
  IR_AFFINE_C_CEILDIV = 1u << 1,  /* loopc_ceildivsi */
  IR_AFFINE_C_MOD = 1u << 2,      /* loopc_mod */
};
/* Writes e as a C expression of type int64_t, with dims[i] and syms[i] the
 * C spellings of di and si (variables or literals: each is read once per
 * occurrence in e), and returns the helpers it calls (IR_AFFINE_C_*). +
 * and * go through uint64_t, so they wrap as MLIR's index arithmetic does
 * instead of overflowing; floordiv, ceildiv and mod call the runtime's
 * helpers, which round as ir_floordiv, ir_ceildiv and ir_mod do. Every
 * subexpression is parenthesized as needed and written once, so the text
 * is linear in the size of e. */
unsigned ir_affine_expr_write_c(const IrAffineExpr *e, const char *const *dims,
                                const char *const *syms, IrAffineWriteFn write, void *sink);

#endif
