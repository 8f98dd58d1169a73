/* canonicalize.h: what the canonicalize pass's files share: the rewriter
 * that the greedy driver (canonicalize.c) hands to the folders (fold.c) and
 * to the patterns (canon_arith.c, canon_scf.c), and the constant matchers.
 *
 * Every change a folder or pattern makes goes through the canon_* calls
 * below, so that the driver knows which ops to look at again: the users of
 * a replaced value, the defining ops of dropped operands, the parent of a
 * changed terminator or of an erased op, and every op created or moved. */
#ifndef LOOPC_CANONICALIZE_H
#define LOOPC_CANONICALIZE_H

#include "../ir/dialect.h"
#include "passes.h"

typedef struct Canon Canon;

/* ---- canonicalize.c: the rewriter ---- */

IrContext *canon_ctx(const Canon *c);
/* A pass's own rewrite patterns: true when one rewrote op. */
typedef bool (*CanonPatterns)(Canon *c, IrOp *op);
/* MLIR's applyPatternsGreedily with a pass's own patterns on each function
 * of module: canonicalize's driver (folding, dead ops erased, constants
 * hoisted to the entry block and merged, region simplification, at most 10
 * walks) with patterns in place of the canonicalization patterns. False
 * when it did not converge. */
bool canon_apply_patterns(IrContext *ctx, IrOp *module, CanonPatterns patterns);
/* The same, the patterns reading data through canon_pattern_data (a pass's
 * options). */
bool canon_apply_patterns_with(IrContext *ctx, IrOp *module, CanonPatterns patterns,
                               const void *data);
const void *canon_pattern_data(const Canon *c);
/* MLIR's applyOpPatternsAndFold in strict mode on func: the driver folds,
 * erases when dead and rewrites with patterns only the n ops given and the
 * ops that rewrites create or move (no region simplification; constants
 * outside that set stay where they are). False when it did not converge. */
bool canon_apply_patterns_strict(IrContext *ctx, IrOp *func, IrOp *const *ops, size_t n,
                                 CanonPatterns patterns);
/* The module's memref.global that a memref.get_global names, or NULL. */
IrOp *canon_global(const Canon *c, const IrOp *get_global);
/* A new constant holding attr, before `before` (MLIR's driver materializes
 * fold results in place); the walk that starts the next iteration moves it
 * to the top of the entry block or merges it with an equal one there. */
IrValue *canon_constant(Canon *c, IrOp *before, IrAttr *attr);
IrValue *canon_const_int(Canon *c, IrOp *before, IrType *type, int64_t v);
/* attr as a value of type, built before `before` by dialect d's
 * materialize_constant hook (ir/dialect.h), or NULL when it cannot. */
IrValue *canon_materialize(Canon *c, IrOp *before, const IrDialect *d, IrAttr *attr,
                           IrType *type);
IrValue *canon_const_bool(Canon *c, IrOp *before, bool v);
/* Creates an op with before's location, inserts it before `before` and
 * queues it. Its regions are empty. */
IrOp *canon_create(Canon *c, IrOp *before, int kind, int nopnds, IrValue *const *opnds,
                   int nresults, IrType *const *types, int nregions);
/* The same at the end of block b, with location loc. */
IrOp *canon_create_at_end(Canon *c, IrBlock *b, IrLoc loc, int kind, int nopnds,
                          IrValue *const *opnds, int nresults, IrType *const *types,
                          int nregions);
/* The same for a single-result op; returns the result. */
IrValue *canon_create1(Canon *c, IrOp *before, int kind, int nopnds, IrValue *const *opnds,
                       IrType *type);
/* Points every use of from at to and queues the users. to takes from's
 * name when it has none of its own, so user names survive rewrites. */
void canon_replace_value(Canon *c, IrValue *from, IrValue *to);
/* Replaces op's results by vals (op->nresults of them; NULL for a result
 * without uses), then erases op. */
void canon_replace_op(Canon *c, IrOp *op, IrValue *const *vals);
void canon_replace_op1(Canon *c, IrOp *op, IrValue *val);
/* Erases op (its results must be unused) and everything nested in it. */
void canon_erase(Canon *c, IrOp *op);
void canon_set_operand(Canon *c, IrOp *op, int i, IrValue *v);
/* Replaces op's operand list. */
void canon_set_operands(Canon *c, IrOp *op, int n, IrValue *const *vals);
/* Records that op changed in place (its attributes or regions). */
void canon_modified(Canon *c, IrOp *op);
/* Moves the ops of block b before `before`, replacing b's arguments by
 * args[i] (args may be NULL when they have no uses); b's terminator is
 * left behind in b. */
void canon_inline_block(Canon *c, IrBlock *b, IrOp *before, IrValue *const *args);
/* Moves op before `before` (in another block, perhaps another region). */
void canon_move_before(Canon *c, IrOp *op, IrOp *before);
/* Moves region from_i of `from` to region to_i of `to` (to's region must
 * be empty); from is left with an empty region. */
void canon_take_region(Canon *c, IrOp *to, int to_i, IrOp *from, int from_i);
/* Whether v is defined in a block of one of op's regions (an argument or
 * a result of an op directly in it). For an operand of a terminator of
 * op's regions, false means "defined outside op". */
bool canon_defined_in(const IrValue *v, const IrOp *op);
/* Whether op (nested anywhere) lies inside region r; the answer is memoised
 * per block in q, so asking about many ops of one nest stays linear. */
typedef struct InsideQuery {
  const IrRegion *region;
  HashMap memo; /* IrBlock* -> (void *)1 inside, (void *)2 outside */
} InsideQuery;
void inside_query_init(InsideQuery *q, const IrRegion *r);
void inside_query_free(InsideQuery *q);
bool inside_query(InsideQuery *q, const IrOp *op);

/* A zeroed heap array of n Ts (operand and argument counts have no bound,
 * so the patterns never put such arrays on the stack); release with free. */
#define CANON_NEW(T, n) ((T *)xcalloc((size_t)(n) + 1, sizeof(T)))

/* Erases block b of a region of several blocks: no op is queued then (the
 * driver calls it between walks), and nothing outside b uses its values or
 * branches to it. */
void canon_erase_block(Canon *c, IrBlock *b);
/* A new branch of kind (cf.br, cf.cond_br, cf.switch) replacing op at the
 * end of its block: nlead operands of its own, then nsuccs successors,
 * succ_vals[i] the succ_counts[i] operands of blocks[i]; op is erased. */
IrOp *canon_replace_branch(Canon *c, IrOp *op, int kind, int nlead, IrValue *const *lead,
                           int nsuccs, IrBlock *const *blocks, IrValue *const *const *succ_vals,
                           const int *succ_counts);

/* ---- fold.c: folding (an op computes a constant or an existing value) ---- */

/* Tries to fold op; returns true when op was replaced or updated in place. */
bool canon_fold(Canon *c, IrOp *op);
/* fold_wide.c: the constant folds of integers wider than 64 bits: the
 * attribute op computes, or NULL. */
IrAttr *canon_fold_wide(Canon *c, IrOp *op);
/* The identities of a wide binary op (x + 0, x * 1, x & -1, x - x, ...
 * with the constant on the right, as MLIR's folds find them): the value
 * op is, or NULL and perhaps *attr, the constant it is. */
IrValue *canon_fold_wide_value(Canon *c, IrOp *op, IrAttr **attr);
/* The value a binary i0 op folds to (addi, subi, muli, andi, ori, xori
 * and the shifts with a constant right operand; min / max of x and x or
 * of two constants), or NULL. */
IrValue *canon_fold_i0(IrOp *op);
/* The constant a + b, a - b or a * b (kind OP_ADDI, OP_SUBI, OP_MULI) of
 * two integer constants of the wide type t (more than 64 bits). */
IrAttr *canon_wide_combine(IrContext *ctx, IrType *t, IrValue *a, IrValue *b, int kind);
/* Whether v is the constant -1 of a wide type (more than 64 bits). */
bool canon_wide_is_all_ones(const IrValue *v);
/* The constant an extsi / extui of an i0 constant or a trunci of a
 * constant to i0 is (0), or NULL. */
IrAttr *canon_fold_i0_cast(Canon *c, IrOp *op);

/* ---- canon_arith.c, canon_scf.c, canon_affine.c: the rewrite patterns ---- */

/* Each tries the patterns for op's kind; true when one rewrote the IR. */
bool canon_arith_patterns(Canon *c, IrOp *op);
bool canon_scf_patterns(Canon *c, IrOp *op);
/* canon_forall.c: scf.forall's (static entries, one- and zero-trip dims). */
bool canon_forall_patterns(Canon *c, IrOp *op);
/* canon_affine.c: the affine dialect's (composition into maps, loop bounds). */
bool canon_affine_patterns(Canon *c, IrOp *op);
/* canon_affine_index.c: delinearize_index's and linearize_index's. */
bool canon_affine_index_patterns(Canon *c, IrOp *op);
/* MLIR's in-place folds of affine.for (foldLoopBounds, canonicalizeLoopBounds),
 * affine.parallel (canonicalizeLoopBounds) and affine.if (composeSetAndOperands,
 * canonicalizeSetAndOperands) outside canonicalize: lower-affine folds each op
 * before lowering it, as MLIR's dialect conversion does. Whether op changed. */
bool canon_affine_fold_in_place(IrContext *ctx, IrOp *op);
/* MLIR's fullyComposeAffineMapAndOperands, canonicalizeMapAndOperands and
 * simplifyAffineMap, for the affine transformation passes: *map over *ops
 * (its dims, then its symbols; a malloc'ed array, replaced) becomes the map
 * over the operands left once every affine.apply operand is taken in. False,
 * both untouched, when a composition would not be affine. */
bool canon_affine_compose_map(IrContext *ctx, IrAttr **map, IrValue ***ops);
/* The rest of MLIR's foldMinMaxOp for an affine.min / max whose operands
 * are not all constants: each result whose inputs are all constants
 * becomes that constant in the map, in place (the operands stay:
 * AffineMap::partialConstantFold), and ()[s0] -> (s0) is its operand;
 * an affine.apply of a lone dim or symbol is that operand (the rest of
 * AffineApplyOp::fold). Whether op changed (or was replaced). */
bool canon_affine_min_max_fold_in_place(Canon *c, IrOp *op);
/* canon_memref.c: memref.cast folded into its users, subview's patterns. */
bool canon_memref_patterns(Canon *c, IrOp *op);
/* MLIR's foldMemRefCast for operand i of op: a memref.cast from a ranked
 * memref is read through (its source set as the operand). Whether it was. */
bool canon_memref_fold_cast_operand(Canon *c, IrOp *op, int i);
bool canon_cf_patterns(Canon *c, IrOp *op);
/* MLIR's region simplification of each region of several blocks in func,
 * run after each walk: unreachable blocks erased (which mlir-opt 22 does
 * whatever region-simplify says), then, at level 1 (region-simplify=
 * normal) and above, the arguments of non-entry blocks that nothing but
 * branches passing them on to dead arguments use (with those branch
 * operands), and at level 2 (aggressive) identical blocks merged and
 * arguments that receive one value everywhere dropped (canon_blocks.c).
 * True when it changed something. */
bool canon_simplify_regions(Canon *c, IrOp *func, int level);
/* canon_blocks.c: MLIR's mergeIdenticalBlocks and dropRedundantArguments
 * on one region of several blocks. */
bool canon_merge_blocks(Canon *c, IrRegion *r);
bool canon_drop_redundant_args(Canon *c, IrRegion *r);

/* ---- constant matchers (fold.c) ---- */

/* v's constant integer value, zero-extended from its width; false if v is
 * not an integer or index constant (or is wider than 64 bits). */
bool canon_match_int(const IrValue *v, uint64_t *bits);
bool canon_match_int_value(const IrValue *v, uint64_t want);
/* Whether v is the constant with every bit set (-1, true). */
bool canon_match_all_ones(const IrValue *v);
/* v's constant float value; false if v is not a float constant. */
bool canon_match_float(const IrValue *v, double *f);
/* The op defining v if it is of kind k, else NULL. */
IrOp *canon_def(const IrValue *v, int k);

/* Gives op the flags a and b have in common (MLIR's mergeOverflowFlags). */
void canon_merge_overflow(Canon *c, IrOp *op, const IrOp *a, const IrOp *b);

#endif
