/* ir.h: loopc's SSA IR: operations, regions, blocks, values with use lists,
 * uniqued types and attributes, all owned by one IrContext arena.
 *
 * Ownership: everything returned by an ir_* constructor lives in the context's
 * arena and is freed by ir_context_destroy; nothing is freed individually.
 * Ops unlinked from a block stay allocated (cheap; passes are linear anyway).
 *
 * Sections: context & strings, locations, types, attributes, op table,
 * values & uses, ops, blocks & regions, builders, walking, diagnostics hook. */
#ifndef LOOPC_IR_H
#define LOOPC_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "affine_expr.h"
#include "arena.h"
#include "checked.h"

typedef struct IrContext IrContext;
typedef struct IrType IrType;
typedef struct IrAttr IrAttr;
typedef struct IrValue IrValue;
typedef struct IrUse IrUse;
typedef struct IrOp IrOp;
typedef struct IrBlock IrBlock;
typedef struct IrRegion IrRegion;
typedef struct IrOpInfo IrOpInfo;
typedef struct IrDialect IrDialect; /* ir/dialect.h */

/* ===================== context and interned strings ===================== */

struct IrContext {
  Arena arena;
  /* Where IR nodes come from (ops with their results and operands, blocks,
   * regions, block arguments, attribute lists, value locations): &arena,
   * unless a caller points it at an arena of its own to free a function's
   * nodes in bulk (the driver's streamed path, tools/stream.c). Types,
   * attributes and strings are uniqued and always live in arena. */
  Arena *nodes;
  HashMap strings;  /* hash -> chain of interned strings */
  HashMap types;    /* structural hash -> chain of IrType */
  HashMap attrs;    /* structural hash -> chain of IrAttr */
  HashMap affine_exprs; /* structural hash -> chain of IrAffineExpr (ir/affine_expr.c) */
  /* An affine map or integer set was made, or a dialect attribute that may
   * holds one mlir-opt prints through an alias (ir_text_has_dialect_alias:
   * #llvm.loop_unroll<...>, not #llvm.linkage<...>): the printer then defines aliases above the
   * module, which printing one function at a time (lib/stream.c) cannot do. */
  bool has_alias_attrs;
  IrType *index_ty, *none_ty, *i1_ty, *i8_ty, *i16_ty, *i32_ty, *i64_ty;
  IrType *f16_ty, *bf16_ty, *f32_ty, *f64_ty;
  HashMap loc_texts; /* IrOp* -> its `loc(...)` trailer (ir_op_loc_text) */
  HashMap value_locs; /* IrValue* -> IrLoc* where it is not its op's (ir_value_loc) */
  HashMap block_labels; /* IrBlock* -> its ^label (ir_block_label) */
};

IrContext *ir_context_create(void);
void ir_context_destroy(IrContext *ctx);
/* Interned, NUL-terminated copy: equal strings give equal pointers. */
const char *ir_intern(IrContext *ctx, const char *s, size_t len);
const char *ir_intern_cstr(IrContext *ctx, const char *s);
/* Forgets the side tables' entries (op locations' text, value locations,
 * block labels): for a caller about to free the nodes they refer to. */
void ir_context_forget_nodes(IrContext *ctx);

/* ================================ limits ================================ */

/* The deepest nesting loopc accepts, checked once where input enters (the
 * parser counts regions, the ONNX importer protobuf messages; types and
 * attributes record their depth; shaped types may not have more dimensions)
 * and again by the verifier on every op, so that the recursive phases
 * (verifier, printer, C backend, ONNX lowering) are safe by construction:
 * the deepest, the printer, needs about 2 KiB of stack per level under
 * AddressSanitizer, so 1024 levels fit the default 8 MiB main-thread stack
 * four times over. No real program comes close (docs/DESIGN.md). */
#define IR_MAX_NESTING 1024

/* ============================== locations =============================== */

/* file is interned (or a static string); line and col are 1-based, 0 = unknown. */
typedef struct IrLoc {
  const char *file;
  int line, col;
} IrLoc;
static inline IrLoc ir_loc(const char *file, int line, int col) {
  IrLoc l = {file, line, col};
  return l;
}
static inline IrLoc ir_loc_unknown(void) {
  IrLoc l = {0, 0, 0};
  return l;
}

/* ================================ types ================================ */

typedef enum IrTypeKind {
  TY_INDEX,
  TY_INT,    /* integer: width 1, 8, 16, 32, 64 (any width parses); signless iN, or
                uiN (is_unsigned) as MLIR spells unsigned integers, which only the
                onnx dialect's tensors use: core ops take signless ones */
  TY_FLOAT,  /* width 16 (f16 or bf16 when is_bf16), 32, 64 */
  TY_NONE,
  TY_MEMREF, /* elem, rank (-1 unranked: memref<*xT>), dims (TY_DYN for '?') */
  TY_TENSOR, /* elem, rank (-1 unranked: tensor<*xT>), dims */
  TY_FUNC,   /* ins -> outs */
  TY_OPAQUE, /* a type of an unregistered dialect kept as text, e.g. "!foo.bar<...>" */
  TY_DIALECT, /* a type of a registered dialect (ir/dialect.h): dialect, name (in text)
                 and parameters, e.g. !onnx.seq<tensor<?xf32>> */
} IrTypeKind;

#define TY_DYN INT64_MIN /* a '?' dimension */

/* The layout of a memref type. */
typedef enum IrLayoutKind {
  IR_LAYOUT_IDENTITY,
  IR_LAYOUT_STRIDED, /* strided<[s0, ...], offset: o> */
  IR_LAYOUT_MAP,     /* affine_map<...>, not the identity */
} IrLayoutKind;

/* One parameter of a dialect type (TY_DIALECT): a type, or an integer
 * (value) when type is NULL. */
typedef struct IrTypeParam {
  IrType *type;
  int64_t value;
} IrTypeParam;

/* Types are uniqued: compare with ==. Never mutate one. */
struct IrType {
  IrTypeKind kind;
  unsigned width;   /* TY_INT, TY_FLOAT */
  bool is_bf16;     /* TY_FLOAT width 16 */
  bool is_unsigned; /* TY_INT: uiN rather than the signless iN */
  bool is_signed;   /* TY_INT: siN (MLIR's signed integers; arith rejects them) */
  int rank;         /* TY_MEMREF, TY_TENSOR */
  int depth;        /* 1 for a scalar, else 1 + the depth of the deepest contained type */
  const int64_t *dims;
  IrType *elem;     /* TY_MEMREF, TY_TENSOR */
  int nins, nouts;  /* TY_FUNC */
  IrType *const *ins;
  IrType *const *outs;
  const char *text; /* TY_OPAQUE: full spelling including '!'; TY_DIALECT: the
                       type's name in its dialect ("seq"); interned */
  const IrDialect *dialect;  /* TY_DIALECT */
  int nparams;               /* TY_DIALECT */
  const IrTypeParam *params; /* TY_DIALECT */
  /* TY_MEMREF's layout (docs/DESIGN.md, "Memref layouts"): the identity
   * (row-major, offset 0) when layout is IR_LAYOUT_IDENTITY; strided<...>
   * with strides[rank] and offset (TY_DYN for '?'); or an affine_map that
   * is not the identity (layout_map, an ATTR_AFFINE_MAP of rank dims). */
  IrLayoutKind layout;
  int64_t offset;            /* IR_LAYOUT_STRIDED */
  const int64_t *strides;    /* IR_LAYOUT_STRIDED: rank entries */
  IrAttr *layout_map;        /* IR_LAYOUT_MAP */
  int64_t memspace;          /* TY_MEMREF: its integer memory space (0: the default) */
  IrType *hash_next;
};

IrType *ir_type_index(IrContext *ctx);
IrType *ir_type_none(IrContext *ctx);
IrType *ir_type_int(IrContext *ctx, unsigned width);
IrType *ir_type_uint(IrContext *ctx, unsigned width); /* uiN */
IrType *ir_type_sint(IrContext *ctx, unsigned width); /* siN */
/* memref type t in memory space ms (0: the default space, which MLIR
 * leaves out); t itself when it is in ms already. */
IrType *ir_type_with_memspace(IrContext *ctx, IrType *t, int64_t ms);
/* t itself, or the signless integer of an unsigned one's width. */
IrType *ir_type_signless(IrContext *ctx, IrType *t);
IrType *ir_type_float(IrContext *ctx, unsigned width); /* 16, 32, 64 */
IrType *ir_type_bf16(IrContext *ctx);
IrType *ir_type_memref(IrContext *ctx, IrType *elem, int rank, const int64_t *dims);
IrType *ir_type_tensor(IrContext *ctx, IrType *elem, int rank, const int64_t *dims);
/* memref<dims x elem, strided<strides, offset: offset>> (ranked; strides has
 * rank entries, TY_DYN for '?'). A strided layout is kept even when it is
 * the identity's (strided<[1]>), as MLIR keeps it: the types differ. */
IrType *ir_type_memref_strided(IrContext *ctx, IrType *elem, int rank, const int64_t *dims,
                               const int64_t *strides, int64_t offset);
/* memref<dims x elem, map>: map an ATTR_AFFINE_MAP of rank dims; the
 * identity map gives the identity layout (MLIR drops it). */
IrType *ir_type_memref_map(IrContext *ctx, IrType *elem, int rank, const int64_t *dims,
                           IrAttr *map);
/* MLIR's getStridesAndOffset: the strides (rank entries) and offset of a
 * ranked memref type, TY_DYN where they are known only at run time. The
 * identity layout gives the row-major strides (TY_DYN from the first
 * dynamic size inwards); an affine map must be one linear expression of the
 * dimensions. False when the layout is not strided (a permutation, a
 * floordiv...): nothing can address such a memref. */
bool ir_type_strides(const IrType *t, int64_t *strides, int64_t *offset);
/* Whether t is a memref whose layout ir_type_strides can read (unranked
 * ones count: their descriptor says). */
bool ir_type_is_strided(const IrType *t);
/* MLIR's memref::CastOp::areCastCompatible: same element type; unranked on
 * one side; or the same rank with static sizes, strides and offset that
 * agree wherever both sides are static. */
bool ir_memref_cast_compatible(const IrType *from, const IrType *to);
IrType *ir_type_func(IrContext *ctx, int nins, IrType *const *ins, int nouts, IrType *const *outs);
IrType *ir_type_opaque(IrContext *ctx, const char *text);
/* The type !<dialect>.<name><params> of a registered dialect, uniqued like
 * the builtin types (the dialect's own constructors call it; the parser goes
 * through the dialect's type_parse hook, ir/dialect.h). name need not be
 * interned; params are copied. */
IrType *ir_type_dialect(IrContext *ctx, const IrDialect *dialect, const char *name, int nparams,
                        const IrTypeParam *params);
/* Whether t is a type of dialect d named name. */
bool ir_type_is_dialect(const IrType *t, const IrDialect *d, const char *name);

static inline bool ir_type_is_unsigned(const IrType *t) {
  return t->kind == TY_INT && t->is_unsigned;
}
static inline bool ir_type_is_signed(const IrType *t) { return t->kind == TY_INT && t->is_signed; }
static inline bool ir_type_is_signless_int(const IrType *t) {
  return t->kind == TY_INT && !t->is_unsigned && !t->is_signed;
}
static inline bool ir_type_is_index(const IrType *t) { return t->kind == TY_INDEX; }
static inline bool ir_type_is_int_or_index(const IrType *t) {
  return t->kind == TY_INT || t->kind == TY_INDEX;
}
static inline bool ir_type_is_float(const IrType *t) { return t->kind == TY_FLOAT; }
static inline bool ir_type_is_i1(const IrType *t) {
  return t->kind == TY_INT && t->width == 1 && !t->is_unsigned && !t->is_signed;
}
static inline bool ir_type_is_shaped(const IrType *t) {
  return t->kind == TY_MEMREF || t->kind == TY_TENSOR;
}
/* Number of dynamic dims of a shaped type. */
int ir_type_num_dynamic(const IrType *t);
/* Product of static dims, or -1 if any is dynamic, the type is unranked or
 * the product does not fit in int64_t (ir_type_fits tells these apart). */
int64_t ir_type_num_elements(const IrType *t);
/* Whether a buffer of shaped type t can be described at all: its size in
 * bytes and its row-major strides fit in int64_t when every dynamic size is
 * 1 (a zero size counts as 1 too, since the strides are products of the
 * other sizes). memref<4294967296x4294967296xf32> does not fit; non-shaped
 * and unranked types do. */
bool ir_type_fits(const IrType *t);
/* Spelling as MLIR prints it ("memref<4x?xf32>", "(f32) -> i1"); arena string. */
const char *ir_type_str(IrContext *ctx, const IrType *t);
/* The same spelling written piece by piece to write(sink, s, n): the one
 * type printer, which the IR printer and ir_type_str share. */
void ir_type_write(const IrType *t, void (*write)(void *sink, const char *s, size_t n),
                   void *sink);
/* The same, with attr writing an affine-map layout (the printer's #map
 * aliases) instead of its full spelling. */
void ir_type_write_with(const IrType *t, void (*write)(void *sink, const char *s, size_t n),
                        void (*attr)(void *sink, const IrAttr *a), void *sink);

/* ============================== attributes ============================== */

typedef enum IrAttrKind {
  ATTR_INT,     /* i: value (i1 -> true/false), type: integer or index type */
  ATTR_FLOAT,   /* f: value, type: float type */
  ATTR_STRING,  /* str, len (may contain NUL) */
  ATTR_TYPE,    /* type: the type itself */
  ATTR_UNIT,    /* present, no value (`{foo}`) */
  ATTR_SYMBOL,  /* @name: str (interned, without '@') */
  ATTR_ARRAY,   /* [a, b]: n, elts */
  ATTR_DICT,    /* {a = 1}: n, entries (sorted by name) */
  ATTR_DENSE,   /* dense<...> : type (a tensor or memref shaped type): raw data */
  ATTR_DENSE_ARRAY, /* array<i32: 1, 2>: type = element type, n, ints */
  ATTR_AFFINE_MAP,   /* affine_map<...>: affine (ir/affine_expr.h), eqs NULL */
  ATTR_INTEGER_SET,  /* affine_set<...>: affine with eqs */
  ATTR_OPAQUE,  /* anything else (#dialect<...>, strided<...>): text kept */
} IrAttrKind;

typedef struct IrNamedAttr {
  const char *name;  /* interned */
  IrAttr *value;
  bool inherent;     /* printed in <{...}> in the generic form */
} IrNamedAttr;

/* Attributes are uniqued: compare with ==. */
struct IrAttr {
  IrAttrKind kind;
  int depth;    /* 1, or 1 + the depth of the deepest element (arrays, dictionaries) */
  IrType *type;
  /* ATTR_INT of an iN wider than 64 bits: the value's ir_wide_nwords(N)
   * words (ir/wideint.h), u.i holding the low one; NULL otherwise. */
  const uint64_t *wide;
  union {
    int64_t i;
    double f;
    struct {
      const char *str; /* interned for SYMBOL; arena for STRING */
      size_t len;
    } s;
    struct {
      int n;
      IrAttr *const *elts;
    } array;
    struct {
      int n;
      const IrNamedAttr *entries;
    } dict;
    struct {
      /* Elements in native layout of the element type: float, double,
       * int8..int64 in their width, i1 as one byte 0/1, index as int64.
       * splat: data holds one element. count: elements described. */
      const void *data;
      int64_t count;
      bool splat;
    } dense;
    struct {
      int n;
      const int64_t *vals;
    } darray;
    struct {
      int ndims, nsyms, n; /* n results (maps) or constraints (sets) */
      const IrAffineExpr *const *exprs;
      const bool *eqs;     /* sets: exprs[i] == 0 when eqs[i], else >= 0 */
    } affine;
  } u;
  IrAttr *hash_next;
};

/* An integer or index attribute; for an iN wider than 64 bits, v
 * sign-extended (ir_attr_int_wide for any value). */
IrAttr *ir_attr_int(IrContext *ctx, IrType *type, int64_t v);
/* An attribute of an iN wider than 64 bits from its words (copied, the
 * bits above N cleared); for narrower types, ir_attr_int of the low word. */
IrAttr *ir_attr_int_wide(IrContext *ctx, IrType *type, const uint64_t *words);
IrAttr *ir_attr_bool(IrContext *ctx, bool v); /* i1 integer attr */
IrAttr *ir_attr_float(IrContext *ctx, IrType *type, double v);
IrAttr *ir_attr_string(IrContext *ctx, const char *s, size_t len);
IrAttr *ir_attr_type(IrContext *ctx, IrType *t);
IrAttr *ir_attr_unit(IrContext *ctx);
IrAttr *ir_attr_symbol(IrContext *ctx, const char *name);
IrAttr *ir_attr_array(IrContext *ctx, int n, IrAttr *const *elts);
/* Entries are copied and sorted by name; later duplicates override earlier. */
IrAttr *ir_attr_dict(IrContext *ctx, int n, const IrNamedAttr *entries);
/* data holds count elements (or 1 when splat) in the native layout above;
 * it is copied. type is the shaped type (tensor<2xf32>, ...). */
IrAttr *ir_attr_dense(IrContext *ctx, IrType *type, const void *data, int64_t count, bool splat);
IrAttr *ir_attr_dense_array(IrContext *ctx, IrType *elem, int n, const int64_t *vals);
IrAttr *ir_attr_opaque(IrContext *ctx, const char *text);
/* Byte size of one dense element of type t (i1 -> 1, index -> 8). */
size_t ir_dense_elem_size(const IrType *t);
/* The sum of the entries of a rank-1 dense attribute of positive integer
 * sizes (affine.parallel's lowerBoundsGroups), its length in *n; -1 when a
 * is not one. */
int64_t ir_dense_group_sum(const IrAttr *a, int *n);
/* Element k of a dense attr as double / int64 (splat-aware); uiN elements
 * are zero-extended (ui64 values from 2^63 on read as negative int64s). */
double ir_dense_get_f64(const IrAttr *a, int64_t k);
int64_t ir_dense_get_i64(const IrAttr *a, int64_t k);

/* ================================ op table ============================== */

typedef enum IrSyntax {
  SYN_GENERIC, SYN_MODULE, SYN_FUNC, SYN_RETURN, SYN_CALL, SYN_CONSTANT,
  SYN_BINARY, SYN_UNARY, SYN_TERNARY, SYN_CMP, SYN_SELECT, SYN_CAST,
  SYN_ALLOC, SYN_DEALLOC, SYN_LOAD, SYN_STORE, SYN_DIM, SYN_COPY,
  SYN_FOR, SYN_IF, SYN_PARALLEL, SYN_REDUCE, SYN_REDUCE_RETURN, SYN_YIELD,
  SYN_WHILE, SYN_CONDITION, SYN_ASSERT, SYN_SUBVIEW, SYN_REINTERPRET, SYN_RESHAPE,
  SYN_METADATA, SYN_GLOBAL, SYN_GET_GLOBAL, SYN_CLAMP, SYN_POISON,
  /* the affine dialect's (dialects/affine, ir/printer_affine.c) */
  SYN_AFFINE_FOR, SYN_AFFINE_IF, SYN_AFFINE_PARALLEL, SYN_AFFINE_YIELD, SYN_AFFINE_LOAD,
  SYN_AFFINE_STORE, SYN_AFFINE_APPLY, SYN_AFFINE_DELINEARIZE, SYN_AFFINE_LINEARIZE,
  /* cf's branches (their successors: IrOp.succs) */
  SYN_BR, SYN_COND_BR, SYN_SWITCH,
  SYN_INDEX_SWITCH, SYN_ALLOCA_SCOPE, SYN_VIEW, SYN_TRANSPOSE, SYN_EXECUTE_REGION,
  SYN_FORALL, SYN_IN_PARALLEL, SYN_PRINT,
  SYN_DMA_START, SYN_DMA_WAIT,
  SYN_MEMREF_RESHAPE,
  SYN_RANK, SYN_ASSUME_ALIGNMENT, SYN_PREFETCH,
  SYN_REALLOC,
  SYN_ATOMIC_RMW, SYN_GENERIC_ATOMIC_RMW,
  SYN_DISTINCT_OBJECTS,
} IrSyntax;

typedef enum IrTrait {
  T_TERMINATOR = 1u << 0,
  T_PURE = 1u << 1,           /* no side effects */
  T_SINGLE_BLOCK = 1u << 2,   /* each region has at most one block */
  T_IMPLICIT_YIELD = 1u << 3, /* an operand-less loop.yield ending a region is implied:
                               * the parser adds it, the printer leaves it out */
  T_NO_TERMINATOR = 1u << 4,  /* region blocks need no terminator */
  T_ISOLATED = 1u << 5,       /* regions cannot use values defined outside */
  T_SYMBOL = 1u << 6,         /* defines a symbol (sym_name) */
  T_SYMBOL_TABLE = 1u << 7,  /* holds symbols (the parent T_HAS_PARENT_MODULE asks for) */
  T_HAS_PARENT_MODULE = 1u << 8,
  T_HAS_PARENT_FUNC = 1u << 9,
  T_HAS_PARENT_PARALLEL = 1u << 10,
  T_HAS_PARENT_REDUCE = 1u << 11,
  T_HAS_PARENT_WHILE = 1u << 12,
  T_HAS_PARENT_LOOPLIKE = 1u << 13, /* for, if, parallel, while */
  T_INT_OPS = 1u << 14,       /* operands are integer or index */
  T_FLOAT_OPS = 1u << 15,     /* operands are float */
  T_COMMUTATIVE = 1u << 16,  /* operands may be swapped (cse, canonicalize's folds) */
  T_LOOP = 1u << 17,         /* runs its body repeatedly (licm, the C backend's checks) */
  T_HAS_PARENT_ALLOCA_SCOPE = 1u << 18,
  T_HAS_PARENT_FORALL = 1u << 19,
  T_HAS_PARENT_GENERIC_ATOMIC = 1u << 20, /* memref.generic_atomic_rmw */
} IrTrait;

typedef enum IrOpKind {
#define OP(id, classic, modern, syn, nops, nres, nreg, traits, verify, summary) OP_##id,
#include "ops.def"
#undef OP
  OP_COUNT
} IrOpKind;

/* The verifier, as extension dialects see it (ir/verify.h). */
typedef struct IrVerifier IrVerifier;

struct IrOpInfo {
  IrOpKind kind;
  const char *classic; /* NULL: no classic spelling */
  const char *modern;
  IrSyntax syntax;
  int nopnds, nresults, nregions; /* -1 = variadic */
  unsigned traits;
  const char *summary;
  /* An extension op's own rules (ops.def `verify` column of its dialect),
   * run like a core op's hook: after the generic checks pass, before the
   * op's regions are verified. NULL: none. Core ops leave it NULL: their
   * hooks are dispatched by verify.c's table. */
  void (*verify)(IrVerifier *v, IrOp *op);
};

extern const IrOpInfo ir_op_infos[OP_COUNT];
/* Ops of the dialects defined above ir/ (ir/dialect.h; dialects/dialects.def
 * lists them) take the kinds OP_COUNT on; ir/ treats them like unknown ops
 * (generic form) except for their traits and their dialect's hooks. Entry
 * k - OP_COUNT is set when its dialect registers (before any op of it
 * exists); NULL for kinds no registered dialect has. */
#define IR_MAX_EXT_OPS 2048
extern const IrOpInfo *ir_ext_op_infos[IR_MAX_EXT_OPS];
/* OP_COUNT plus the kinds up to the last op of the registered dialects. */
int ir_num_op_kinds(void);
static inline const IrOpInfo *ir_op_info(int k) {
  return k < OP_COUNT ? &ir_op_infos[k] : ir_ext_op_infos[k - OP_COUNT];
}
/* Looks up an op by any accepted spelling (classic, modern, alias); NULL if
 * unknown. Also accepts a bare name inside func (`return`, `call`). */
const IrOpInfo *ir_op_info_lookup(const char *name, size_t len);
/* arith.truncf's rounding modes, by MLIR's enum value (the inherent i32
 * attribute `roundingmode`): to_nearest_even, downward, upward,
 * toward_zero, to_nearest_away. The mode of op, or -1 when it has none or
 * an invalid one. */
extern const char *const ir_rounding_mode_names[5];
int ir_rounding_mode_lookup(const char *name, size_t len);
int ir_op_rounding_mode(const IrOp *op);
/* math.isnan, isinf, isfinite, isnormal: a float in, an i1 out. */
bool ir_op_kind_is_fclass(int kind);
/* The result type of a unary-class op on an operand of type t: t, or i1
 * for the classification ops. */
IrType *ir_op_unary_result_type(IrContext *ctx, int kind, IrType *t);

/* Comparison predicates are stored as the inherent attribute `predicate`, an
 * i64 integer holding MLIR's enum value (so the generic form matches MLIR's):
 * cmpi: eq ne slt sle sgt sge ult ule ugt uge = 0..9;
 * cmpf: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true = 0..15. */
extern const char *const ir_cmpi_pred_names[10];
extern const char *const ir_cmpf_pred_names[16];
/* arith's AtomicRMWKind (affine.parallel's `reductions` hold its integer
 * values): the name of kind k ("addf", "maxs", ...) or NULL, and the kind
 * of a name or -1. */
const char *ir_atomic_rmw_kind_name(int64_t k);
int ir_atomic_rmw_kind_lookup(const char *s, size_t len);
/* Index of a predicate name for OP_CMPI / OP_CMPF, or -1. */
int ir_cmp_pred_lookup(IrOpKind kind, const char *name, size_t len);
/* Name of op's predicate (cmpi/cmpf), or NULL if malformed. */
const char *ir_cmp_pred_name(const IrOp *op);
/* vector.print's punctuation ("newline" when the attribute is absent, as
 * MLIR's default), or NULL if the attribute is not one of MLIR's five. */
const char *ir_print_punctuation(const IrOp *op);
/* One of MLIR's five PrintPunctuation words (static storage), or NULL. */
const char *ir_punctuation_lookup(const char *s, size_t len);

/* ============================ values and uses =========================== */

struct IrUse {
  IrValue *value;
  IrOp *owner;
  IrUse *next;     /* next use of the same value */
  IrUse **prevp;   /* pointer to the link that points here */
};
/* Operand number of u in its owner (uses live in the owner's operand array). */
static inline int ir_use_index(const IrUse *u);

struct IrValue {
  IrType *type;
  IrUse *uses;       /* head of the use list */
  IrOp *def_op;      /* for an op result; NULL for a block argument */
  IrBlock *owner_block; /* for a block argument */
  /* User-chosen SSA name without '%' (interned), or NULL. name_group >= 0
   * when the value was spelled %name#k in a multi-result definition
   * `%name:N`; then name is the group name and name_group is k. */
  const char *name;
  void *aux;         /* scratch for passes (C variable name, etc.) */
  int index;         /* result number or argument number */
  int name_group;
};

static inline bool ir_value_has_uses(const IrValue *v) { return v->uses != NULL; }
size_t ir_value_num_uses(const IrValue *v);
/* Where v is defined: a block argument's (or parser placeholder's) position,
 * a result's entry in the result list. Only locations that differ from the
 * defining op's are stored (beside the value, in the context), so a result
 * normally answers with its op's location. */
IrLoc ir_value_loc(const IrContext *ctx, const IrValue *v);
void ir_value_set_loc(IrContext *ctx, IrValue *v, IrLoc loc);
/* Points every use of `from` at `to`. */
void ir_value_replace_all_uses(IrValue *from, IrValue *to);
/* The op that owns the block/region the value is defined in (NULL at top). */
IrBlock *ir_value_parent_block(const IrValue *v);

/* ================================== ops ================================= */

/* A successor of a branch (cf.br, cf.cond_br, cf.switch): the block it may
 * jump to and the operands it passes to that block's arguments, which are
 * op->opnds[first .. first + count) (MLIR's successor operands, kept in the
 * op's one operand list as MLIR keeps them). */
typedef struct IrSuccessor {
  IrBlock *block;
  int first, count;
} IrSuccessor;

struct IrOp {
  /* Pointers first, then the 32-bit fields, so the header packs to 104 bytes.
   * ir_op_create allocates the op, its results (right after the header, as
   * the flexible array member), its operands and its region pointers in one
   * block. Never copy an IrOp by value. */
  const IrOpInfo *info;
  const char *name;  /* spelled name as written (interned); for OP_UNKNOWN the identity */
  IrBlock *parent;
  IrOp *prev, *next;
  IrUse *opnds;      /* array of nopnds */
  IrRegion **regions;
  IrNamedAttr *attrs;
  void *aux;         /* scratch for passes */
  IrSuccessor *succs; /* nsuccs of them (branches only; NULL otherwise) */
  IrLoc loc;
  int nopnds, nresults, nregions;
  int nattrs;        /* attrs has room for nattrs rounded up to a power of two */
  int nsuccs;
  int pad_;          /* keeps results 8-byte aligned */
  IrValue results[]; /* nresults of them */
};

static inline IrOpKind ir_op_kind(const IrOp *op) { return op->info->kind; }
static inline int ir_use_index(const IrUse *u) { return (int)(u - u->owner->opnds); }
static inline bool ir_op_is(const IrOp *op, int k) { return (int)op->info->kind == k; }
static inline IrValue *ir_op_operand(const IrOp *op, int i) { return op->opnds[i].value; }
static inline IrRegion *ir_op_region(const IrOp *op, int i) { return op->regions[i]; }
static inline bool ir_op_has_trait(const IrOp *op, unsigned t) { return (op->info->traits & t) != 0; }
/* An op of a registered dialect above ir/ (see ir/dialect.h). */
static inline bool ir_op_is_extension(const IrOp *op) { return (int)op->info->kind >= OP_COUNT; }
/* The op whose region contains this op's block, or NULL at top level. */
IrOp *ir_op_parent_op(const IrOp *op);

/* Kinds are ints in these constructors and tests, since dialects above ir/
 * extend the space of IrOpKind (ir/dialect.h). */
/* Creates a detached op. name_override: for OP_UNKNOWN, the spelled name
 * (otherwise NULL: the modern name). operands may be NULL placeholders
 * filled later with ir_op_set_operand. Regions are created empty. */
IrOp *ir_op_create(IrContext *ctx, int kind, const char *name_override, IrLoc loc,
                   int nopnds, IrValue *const *operands, int nresults,
                   IrType *const *result_types, int nregions);
/* Same, attaching regions[i] (detached, e.g. parsed before the op) as region
 * i; a NULL regions or NULL entry gets a new empty region. */
IrOp *ir_op_create_with_regions(IrContext *ctx, int kind, const char *name_override,
                                IrLoc loc, int nopnds, IrValue *const *operands, int nresults,
                                IrType *const *result_types, int nregions,
                                IrRegion *const *regions);
/* An op's `loc(...)` trailer as written (interned), or NULL; kept beside the
 * op since few ops have one. */
const char *ir_op_loc_text(const IrContext *ctx, const IrOp *op);
void ir_op_set_loc_text(IrContext *ctx, IrOp *op, const char *text);
void ir_op_set_operand(IrOp *op, int i, IrValue *v);
/* Replaces the operand list (use lists updated). */
void ir_op_set_operands(IrContext *ctx, IrOp *op, int n, IrValue *const *vals);
/* Attributes: get returns NULL if absent; set adds or overwrites. */
IrAttr *ir_op_get_attr(const IrOp *op, const char *name);
void ir_op_set_attr(IrContext *ctx, IrOp *op, const char *name, IrAttr *value);
void ir_op_set_attr_ex(IrContext *ctx, IrOp *op, const char *name, IrAttr *value, bool inherent);
/* Sets n attributes at once, later ones overriding earlier ones and those
 * already set: linear in n, where n calls of ir_op_set_attr_ex are O(n^2). */
void ir_op_set_attrs(IrContext *ctx, IrOp *op, int n, const IrNamedAttr *entries);
bool ir_op_remove_attr(IrOp *op, const char *name);
/* Whether op's `fastmath` flags include flag ("contract", "afn", ...); the
 * flag `fast` includes all of them. */
bool ir_op_has_fastmath(const IrOp *op, const char *flag);
/* The overflow flags of an integer op (MLIR's #arith.overflow<nsw, nuw>,
 * the `overflowFlags` attribute), and setting them (0 removes it). */
enum { IR_OVF_NSW = 1, IR_OVF_NUW = 2 };
unsigned ir_op_overflow_flags(const IrOp *op);
/* The same flags read from an overflowFlags attribute (0 for NULL). */
unsigned ir_overflow_flags_of(const IrAttr *a);
void ir_op_set_overflow_flags(IrContext *ctx, IrOp *op, unsigned flags);
/* Unlinks op from its block; it keeps its operands' uses. */
void ir_op_unlink(IrOp *op);
/* Unlinks and drops all operand uses, recursively for nested ops. The op's
 * results must be unused. */
void ir_op_erase(IrOp *op);
/* A new op of op's kind, spelled name, location and attributes with the
 * given operands and result types, inserted before op, taking over op's
 * regions (op keeps none). The caller redirects op's results (see
 * ir_op_replace) and erases op. For adding or dropping loop-carried values. */
IrOp *ir_op_rebuild(IrContext *ctx, IrOp *op, int nopnds, IrValue *const *operands, int nresults,
                    IrType *const *result_types);
/* Replaces the uses of result i of old by result i of new (for i below both
 * counts; names move too) and erases old, whose other results must be
 * unused. */
void ir_op_replace(IrOp *old, IrOp *new_op);
/* A deep copy of op (its attributes, regions, blocks and nested ops), not
 * inserted anywhere. Operands defined inside op refer to their copies;
 * others to map's entry for them (IrValue* -> IrValue*), or to themselves.
 * map receives every value of op and its regions with its copy, and every
 * block with its copy (successors inside op name the copies). Recursive
 * in the nesting depth (which the parser bounds, IR_MAX_NESTING). */
IrOp *ir_op_clone(IrContext *ctx, const IrOp *op, HashMap *map);
/* Sets op's successors: blocks[i] receives counts[i] of the op's last
 * operands, in order (the operands before them are the op's own: cf.cond_br's
 * condition, cf.switch's flag); the counts must add up to at most the
 * operand count. The blocks' npreds follow. */
void ir_op_set_successors(IrContext *ctx, IrOp *op, int n, IrBlock *const *blocks,
                          const int *counts);
/* Case value i of cf.switch's case_values (a dense array of the flag's
 * type) at the flag's width: zero-extended when is_unsigned (as mlir-opt's
 * custom form prints them), else sign-extended (its generic form's dense
 * literal). */
int64_t ir_switch_case_value(const IrAttr *case_values, int i, bool is_unsigned);
/* Replaces the operands successor i passes (the op's operand list and the
 * later successors' ranges are adjusted). */
void ir_op_set_successor_operands(IrContext *ctx, IrOp *op, int i, int n, IrValue *const *vals);
/* The predecessors of every block of region r, as lists of the branch ops
 * that name them (an op naming a block twice is listed twice), in one pass
 * over the region's terminators: preds[k - 1] for the block that index (an
 * empty map the caller frees) maps to k, blocks numbered 1, 2, ... in
 * order. The arrays live in arena a. */
typedef struct IrPreds {
  IrOp **ops;
  int n;
} IrPreds;
IrPreds *ir_region_preds(Arena *a, const IrRegion *r, HashMap *index);
/* Whether any region of op or of an op nested in it has several blocks:
 * what passes written for structured control flow check before touching
 * a function. */
bool ir_op_has_multi_block_region(IrOp *op);
/* Moves a detached/linked op before `before` (in before's block). */
void ir_op_move_before(IrOp *op, IrOp *before);

/* Convenience accessors for common ops (valid only on the right kind). */
const char *ir_func_name(const IrOp *func);             /* sym_name */
IrType *ir_func_type(const IrOp *func);                 /* function_type */
bool ir_func_is_declaration(const IrOp *func);          /* empty body */
IrBlock *ir_func_entry(const IrOp *func);               /* NULL for declarations */
/* The attribute `name` of argument i (`arg_attrs`: `%a: memref<4xf32>
 * {llvm.noalias}`), or NULL. */
IrAttr *ir_func_arg_attr(const IrOp *func, int i, const char *name);

/* For OP_PARALLEL: the number of induction variables, n = the body block's
 * argument count (the operand groups below are n long). */
int ir_parallel_num_ivs(const IrOp *op);

/* For OP_DMA_START: the rank of its source (which 0), destination (1) or
 * tag (2) memref, each found after the previous one's indices; -1 when the
 * operand is missing or not a ranked memref (the verifier says which). */
int ir_dma_start_rank(const IrOp *op, int which);

/* memref.alloc / alloca: how many operands, after the dynamic sizes, are
 * symbols of the layout (`alloc(%n)[%s]`: operandSegmentSizes' second
 * entry, kept only when there are any; 0 without it or when it does not
 * add up). */
int ir_alloc_num_symbols(const IrOp *op);
/* How many symbols a memref type's layout takes (MLIR's
 * getAffineMap().getNumSymbols(): a map's, or a strided layout's '?'s). */
int ir_memref_layout_symbols(const IrType *t);

/* Named operand groups (ir/operands.def): ir_for_lb(op), ir_for_inits(op, i),
 * ir_for_inits_count(op), ir_parallel_steps_begin(op), ... For OP_FOR the
 * body's arguments are the induction variable, then one per init. */
#define OPERAND(opname, name, index)                                               \
  static inline IrValue *ir_##opname##_##name(const IrOp *op) { return op->opnds[index].value; }
#define OPERANDS(opname, name, first, count)                                       \
  static inline int ir_##opname##_##name##_begin(const IrOp *op) {                  \
    (void)op;                                                                       \
    return first;                                                                   \
  }                                                                                 \
  static inline int ir_##opname##_##name##_count(const IrOp *op) { return count; }   \
  static inline IrValue *ir_##opname##_##name(const IrOp *op, int i) {              \
    return op->opnds[ir_##opname##_##name##_begin(op) + i].value;                   \
  }
#include "operands.def"
#undef OPERAND
#undef OPERANDS
/* The older name of ir_for_inits_count, which passes/onnx_lower*.c use. */
static inline int ir_for_num_iter_args(const IrOp *op) { return ir_for_inits_count(op); }

/* How many times a loop from lb to ub by step runs, as far as constants
 * tell: MLIR's constantTripCount as fixed after LLVM 22. The bounds compare
 * as signed numbers of their type (iN or index), as unsigned ones with
 * unsigned_cmp (loop.for's unsignedCmp). ub - lb, when positive, is below
 * 2^N, so it is exact as an unsigned N-bit number (MLIR 22 read it as a
 * signed one and counted no trips when it overflowed); the count rounds up.
 * IR_TRIPS_EXACT sets *n: zero when lb and ub are one value or constants
 * with ub <= lb, else the count from three constants with a step above zero
 * in the loop's reading. IR_TRIPS_SOME: the body surely runs (constant
 * lb < ub) but the count is not known (a step that is not a constant, zero,
 * or negative in a signed loop: MLIR counts nothing then). The one place
 * loopc counts trips: canonicalize, licm and the C backend ask it. */
typedef enum IrTrips { IR_TRIPS_UNKNOWN, IR_TRIPS_SOME, IR_TRIPS_EXACT } IrTrips;
IrTrips ir_loop_trip_count(const IrValue *lb, const IrValue *ub, const IrValue *step,
                           bool unsigned_cmp, uint64_t *n);
/* The same for an OP_FOR (its bounds, its unsignedCmp). */
IrTrips ir_for_trip_count(const IrOp *loop, uint64_t *n);
/* Whether such an answer says that the body surely runs. */
static inline bool ir_trips_surely_run(IrTrips k, uint64_t n) {
  return k == IR_TRIPS_SOME || (k == IR_TRIPS_EXACT && n > 0);
}

/* For OP_REDUCE: the single op of the body that combines its two arguments
 * (`%r = arith.addf %lhs, %rhs` then `loop.reduce.return %r`), or NULL. */
IrOp *ir_reduce_combiner(const IrOp *reduce);
/* Whether the reduction starts from 0, so that an init value of 0 gives it
 * the meaning it has without one (the values combined, 0 over no
 * iterations): its combiner is an add, or, xor or unsigned max (for i1 also
 * a signed min, true being -1). */
bool ir_reduce_identity_is_zero(const IrOp *reduce);

/* ========================== blocks and regions ========================== */

struct IrBlock {
  IrRegion *parent;
  IrBlock *prev, *next;
  IrOp *first, *last;
  IrValue **args;    /* room for nargs rounded up to a power of two (at least 2) */
  void *aux;
  int nargs;
  int npreds;        /* successor slots of branch ops naming it (an op naming it twice
                        counts twice); kept by ir_op_set_successors and ir_op_erase */
};

struct IrRegion {
  IrOp *parent;
  IrBlock *first, *last;
};

IrRegion *ir_region_create(IrContext *ctx);
/* Attaches a detached region as region i of op (replacing the empty one). */
void ir_op_set_region(IrOp *op, int i, IrRegion *r);
IrBlock *ir_block_create(IrContext *ctx);
void ir_region_append_block(IrRegion *r, IrBlock *b);
/* Links the detached block b into region r before `before` (NULL: at the
 * end). */
void ir_region_insert_block(IrRegion *r, IrBlock *before, IrBlock *b);
/* Moves r's blocks, in order, before dest in dest's region, leaving r
 * empty (MLIR's inlineRegionBefore). */
void ir_region_inline_before(IrRegion *r, IrBlock *dest);
IrValue *ir_block_add_arg(IrContext *ctx, IrBlock *b, IrType *type, IrLoc loc);
/* Unlinks block b from its region and erases its ops (their uses and
 * successors dropped); nothing outside b may use b's values or branch to
 * it. */
void ir_block_erase(IrBlock *b);
/* Removes argument i, which must be unused; later arguments move down. */
void ir_block_erase_arg(IrBlock *b, int i);
void ir_block_append_op(IrBlock *b, IrOp *op);
void ir_block_insert_before(IrBlock *b, IrOp *before, IrOp *op); /* before NULL: append */
static inline bool ir_region_empty(const IrRegion *r) { return r->first == NULL; }
/* Whether a region has more than one block. */
static inline bool ir_region_is_multi_block(const IrRegion *r) {
  return r->first && r->first != r->last;
}
IrOp *ir_block_terminator(const IrBlock *b);
/* A block's label as written (interned, without '^'), or NULL; kept beside
 * the block since few blocks have one. */
const char *ir_block_label(const IrContext *ctx, const IrBlock *b);
void ir_block_set_label(IrContext *ctx, IrBlock *b, const char *label); /* last op if it is a terminator */
/* The op that owns the region containing b. */
static inline IrOp *ir_block_parent_op(const IrBlock *b) {
  return b->parent ? b->parent->parent : NULL;
}

/* ================================ builder =============================== */

/* A builder appends new ops at an insertion point. */
typedef struct IrBuilder {
  IrContext *ctx;
  IrBlock *block;
  IrOp *before; /* insert before this op; NULL = at the end of block */
  IrLoc loc;    /* location given to new ops */
} IrBuilder;

static inline void ir_builder_set_end(IrBuilder *b, IrBlock *blk) {
  b->block = blk;
  b->before = NULL;
}
static inline void ir_builder_set_before(IrBuilder *b, IrOp *op) {
  b->block = op->parent;
  b->before = op;
}
/* A builder's insertion point, saved before building elsewhere and put back
 * afterwards (MLIR's OpBuilder::InsertionGuard as a pair of calls, since C
 * has no destructors):
 *   IrInsertPoint ip = ir_builder_save(b);
 *   ir_builder_set_end(b, body); ...build the body...
 *   ir_builder_restore(b, ip); */
typedef struct IrInsertPoint {
  IrBlock *block;
  IrOp *before;
} IrInsertPoint;
static inline IrInsertPoint ir_builder_save(const IrBuilder *b) {
  IrInsertPoint ip = {b->block, b->before};
  return ip;
}
static inline void ir_builder_restore(IrBuilder *b, IrInsertPoint ip) {
  b->block = ip.block;
  b->before = ip.before;
}
/* Creates and inserts an op. */
IrOp *ir_build(IrBuilder *b, IrOpKind kind, int nopnds, IrValue *const *operands,
               int nresults, IrType *const *result_types, int nregions);
/* One-liners for the usual cases; each returns the result value (or op). */
IrValue *ir_build_const_int(IrBuilder *b, IrType *type, int64_t v);
IrValue *ir_build_const_index(IrBuilder *b, int64_t v);
IrValue *ir_build_const_float(IrBuilder *b, IrType *type, double v);
IrValue *ir_build_binary(IrBuilder *b, IrOpKind kind, IrValue *lhs, IrValue *rhs);
IrValue *ir_build_unary(IrBuilder *b, IrOpKind kind, IrValue *x);
IrValue *ir_build_cast(IrBuilder *b, IrOpKind kind, IrValue *x, IrType *to);
IrValue *ir_build_cmp(IrBuilder *b, IrOpKind kind, const char *pred, IrValue *lhs, IrValue *rhs);
IrValue *ir_build_select(IrBuilder *b, IrValue *c, IrValue *t, IrValue *f);
IrValue *ir_build_load(IrBuilder *b, IrValue *mem, int n, IrValue *const *idx);
IrOp *ir_build_store(IrBuilder *b, IrValue *val, IrValue *mem, int n, IrValue *const *idx);
IrValue *ir_build_alloc(IrBuilder *b, IrType *memref, int ndyn, IrValue *const *dyn);
IrValue *ir_build_dim(IrBuilder *b, IrValue *mem, int64_t dim);
IrOp *ir_build_yield(IrBuilder *b, int n, IrValue *const *vals);
/* loop.for lb..ub step with inits; creates the body block with the iv and
 * iter args but NO terminator; returns the op (body: ir_op_region(op,0)->first). */
IrOp *ir_build_for(IrBuilder *b, IrValue *lb, IrValue *ub, IrValue *step, int ninit,
                   IrValue *const *inits);
/* loop.if with result types; creates then block and (if nresults>0 or
 * with_else) else block, without terminators. */
IrOp *ir_build_if(IrBuilder *b, IrValue *cond, int nresults, IrType *const *types, bool with_else);

/* ================================ walking =============================== */

/* ir_walk, ir_walk_post and the general walker (IrWalker). */
#include "walk.h"

/* ============================ side effects ============================= */

/* What an op does to memory by itself (nested ops not included), after
 * MLIR's MemoryEffects: ir/effects.c classifies every core op. */
typedef enum IrEffect {
  EFF_READ = 1u << 0,    /* reads memory (load, copy's source) */
  EFF_WRITE = 1u << 1,   /* writes memory (store, copy's target) */
  EFF_ALLOC = 1u << 2,   /* allocates its own result (alloc, alloca) */
  EFF_FREE = 1u << 3,    /* frees memory (dealloc) */
  EFF_UNKNOWN = 1u << 4, /* anything (calls, unknown and extension ops) */
} IrEffect;

/* The op's own effects (IrEffect flags); region ops (for, if, parallel,
 * while, reduce) have none of their own: see ir_op_effects_nested. */
unsigned ir_op_effects(const IrOp *op);
/* MLIR 22's AutomaticAllocationScope ops among loopc's (an alloca lives
 * until the nearest one's region exits): functions, memref.alloca_scope and
 * the bodies of scf.for, scf.parallel, scf.forall, affine.for and
 * affine.parallel (not scf.if, scf.while, scf.index_switch or
 * scf.execute_region). */
bool ir_op_is_allocation_scope(const IrOp *op);
/* The union of the effects of op and every op nested in its regions. */
unsigned ir_op_effects_nested(const IrOp *op);
/* The memref an op with EFF_WRITE or EFF_FREE writes or frees (store,
 * copy's target, dealloc), or NULL when it may touch any memref. */
IrValue *ir_op_written_memref(const IrOp *op);
/* Whether removing op keeps the program's meaning (MLIR's
 * isOpTriviallyDead), given nested_effects = ir_op_effects_nested(op), which
 * passes compute bottom-up in one walk: its results have no uses, it is no
 * terminator, and nothing in it or nested in it but reads and allocations
 * of its own results. A loop.while whose regions are effect-free may not
 * terminate; MLIR removes it too. */
bool ir_op_is_dead_given_effects(const IrOp *op, unsigned nested_effects);
/* Whether op may run where it would not have run (hoisted out of a loop
 * that may run zero times), after MLIR's isSpeculatable: pure, and no
 * integer division or remainder whose divisor is not a known non-zero
 * constant (and not -1 when signed; MLIR lets remainders and floordivsi
 * through, but the C loopc emits for them traps). Region ops: loop.if, and
 * loop.for with step 1, when everything nested in them is; never
 * loop.parallel or loop.while. Terminators answer for what they compute
 * (loop.yield is speculatable); whether an op may move is the caller's
 * question. */
bool ir_op_is_speculatable(const IrOp *op);
/* The same, given whether every op nested in op is speculatable (for
 * passes that decide it bottom-up in one walk). */
bool ir_op_is_speculatable_given_nested(const IrOp *op, bool nested_speculatable);
/* Whether v is defined by an integer (or index) constant; its value in *out. */
bool ir_value_const_int(const IrValue *v, int64_t *out);
/* Whether two memref values may refer to overlapping memory: distinct
 * allocations (alloc, alloca) never do; anything else may (arguments, casts
 * and loads of memrefs are followed through casts and views only). */
bool ir_memref_may_alias(const IrValue *a, const IrValue *b);

/* Module helpers: the module op has one region with one block of funcs. */
IrOp *ir_module_create(IrContext *ctx, IrLoc loc);
IrBlock *ir_module_body(const IrOp *module);
IrOp *ir_module_lookup_func(const IrOp *module, const char *name);

/* Internal errors (compiler bugs, never user errors). */
_Noreturn void ir_unreachable_at(const char *file, int line, const char *msg);
#define ir_unreachable(msg) ir_unreachable_at(__FILE__, __LINE__, msg)

#endif
