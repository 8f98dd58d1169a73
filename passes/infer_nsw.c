/* infer_nsw.c: marks `arith.addi`, `subi` and `muli` that cannot overflow as
 * signed numbers with `overflow<nsw>`, from the ranges of integer values.
 *
 * Why: an integer op without flags wraps, so the C backend computes it in
 * unsigned arithmetic (`(intptr_t)((uintptr_t)i + 1)`). That is exact, but a
 * C compiler cannot reason about a wrapping bound: gcc's unroll-and-jam and
 * vectorizer give up on `for (j = 0; j < i + 1; j++)` written that way (syrk
 * 1.5x slower than gcc on its own C). With nsw the backend writes `i + 1` in
 * the signed type, which is what the C front end had.
 *
 * The ranges: constants; an induction variable of a loop.for with a step
 * known to be positive (compared signed) lies in [lb.min, ub.max - 1], and
 * likewise each of a loop.parallel's; memref.dim is not negative; sums,
 * differences and products of known ranges that cannot overflow; min, max,
 * select, division and remainder by a positive constant, sign extension,
 * index_cast and truncation that keeps the range. Everything else (function
 * arguments, loop-carried values, loads, results of region ops) may be any
 * value of its type. So `i + 1` with i below a bound ub fits (i + 1 <= ub),
 * `i + 2` with an unknown ub does not.
 *
 * An op already flagged keeps its flags; the pass only adds nsw, which is
 * true of every execution, so MLIR's semantics do not change (a value that
 * would be poison never arises). Contract: takes and leaves verified IR.
 * Linear: one pre-order walk; each value's range is computed once from its
 * operands' (dominance puts those first) and kept in a map. */
#include "passes.h"

#include <limits.h>

typedef struct Range {
  int64_t lo, hi;
} Range;

typedef struct InferNsw {
  IrContext *ctx;
  HashMap ranges; /* IrValue* -> Range* of the values known better than their type */
  Arena arena;
} InferNsw;

/* The bits of an integer or index type (index is intptr_t: 64 bits), 0 for
 * other types and for i1 (a truth value, not a number here). */
static int int_width(const IrType *t) {
  if (ir_type_is_index(t))
    return 64;
  if (t->kind != TY_INT || t->width < 2 || t->width > 64)
    return 0;
  return t->width;
}

static Range type_range(int w) {
  if (w == 64)
    return (Range){INT64_MIN, INT64_MAX};
  return (Range){-((int64_t)1 << (w - 1)), ((int64_t)1 << (w - 1)) - 1};
}

static bool fits(Range r, int w) {
  Range t = type_range(w);
  return r.lo >= t.lo && r.hi <= t.hi;
}

static Range range_of(const InferNsw *s, const IrValue *v) {
  int w = int_width(v->type);
  if (!w)
    return (Range){INT64_MIN, INT64_MAX};
  const Range *r = hashmap_get(&s->ranges, (uint64_t)(uintptr_t)v);
  return r ? *r : type_range(w);
}

/* Records r for v when it says more than v's type does. */
static void set_range(InferNsw *s, const IrValue *v, Range r) {
  int w = int_width(v->type);
  Range t = w ? type_range(w) : r;
  if (!w || r.lo > r.hi || !fits(r, w) || (r.lo == t.lo && r.hi == t.hi))
    return;
  Range *p = arena_alloc(&s->arena, sizeof *p);
  *p = r;
  hashmap_put(&s->ranges, (uint64_t)(uintptr_t)v, p);
}

/* The range of a op b for +, - and *, false when it may leave int64. */
static bool combine(IrOpKind k, Range a, Range b, Range *out) {
  if (k == OP_ADDI)
    return !__builtin_add_overflow(a.lo, b.lo, &out->lo) &&
           !__builtin_add_overflow(a.hi, b.hi, &out->hi);
  if (k == OP_SUBI)
    return !__builtin_sub_overflow(a.lo, b.hi, &out->lo) &&
           !__builtin_sub_overflow(a.hi, b.lo, &out->hi);
  int64_t p[4];
  if (__builtin_mul_overflow(a.lo, b.lo, &p[0]) || __builtin_mul_overflow(a.lo, b.hi, &p[1]) ||
      __builtin_mul_overflow(a.hi, b.lo, &p[2]) || __builtin_mul_overflow(a.hi, b.hi, &p[3]))
    return false;
  out->lo = out->hi = p[0];
  for (int i = 1; i < 4; i++) {
    out->lo = p[i] < out->lo ? p[i] : out->lo;
    out->hi = p[i] > out->hi ? p[i] : out->hi;
  }
  return true;
}

static int64_t floor_div(int64_t a, int64_t c) { /* c > 0 */
  return a / c - (a % c < 0);
}

static int64_t ceil_div(int64_t a, int64_t c) { /* c > 0 */
  return a / c + (a % c > 0);
}

/* The range of a division or remainder of a by the positive constant c. */
static Range by_positive(IrOpKind k, Range a, int64_t c) {
  switch (k) {
  case OP_DIVSI: return (Range){a.lo / c, a.hi / c};
  case OP_FLOORDIVSI: return (Range){floor_div(a.lo, c), floor_div(a.hi, c)};
  case OP_CEILDIVSI: return (Range){ceil_div(a.lo, c), ceil_div(a.hi, c)};
  default: /* OP_REMSI: the sign of a, below c in magnitude */
    if (a.lo >= 0)
      return (Range){0, a.hi < c - 1 ? a.hi : c - 1};
    return (Range){a.lo > -(c - 1) ? a.lo : -(c - 1), a.hi < c - 1 ? (a.hi > 0 ? a.hi : 0) : c - 1};
  }
}

/* The induction variable iv of a loop from lb to ub by step: [lb, ub - 1]
 * when the step is surely positive (each value it takes is below ub). */
static void loop_iv(InferNsw *s, const IrValue *iv, const IrValue *lb, const IrValue *ub,
                    const IrValue *step) {
  Range l = range_of(s, lb), u = range_of(s, ub), st = range_of(s, step);
  if (st.lo <= 0 || u.hi == INT64_MIN)
    return;
  /* A loop that cannot run gives its IV no value: any range holds. */
  set_range(s, iv, (Range){l.lo, u.hi - 1 >= l.lo ? u.hi - 1 : l.lo});
}

static void flag_if_no_overflow(InferNsw *s, IrOp *op, Range a, Range b) {
  Range r;
  int w = int_width(op->results[0].type);
  if (!w || !combine(ir_op_kind(op), a, b, &r) || !fits(r, w))
    return;
  set_range(s, &op->results[0], r);
  unsigned f = ir_op_overflow_flags(op);
  if (!(f & IR_OVF_NSW))
    ir_op_set_overflow_flags(s->ctx, op, f | IR_OVF_NSW);
}

static bool visit(IrOp *op, void *data) {
  InferNsw *s = data;
  IrOpKind k = ir_op_kind(op);
  int64_t c;
  switch (k) {
  case OP_CONSTANT:
    if (ir_value_const_int(&op->results[0], &c))
      set_range(s, &op->results[0], (Range){c, c});
    break;
  case OP_FOR:
    if (!ir_op_get_attr(op, "unsignedCmp"))
      loop_iv(s, op->regions[0]->first->args[0], ir_for_lb(op), ir_for_ub(op), ir_for_step(op));
    break;
  case OP_PARALLEL:
    for (int i = 0; i < ir_parallel_num_ivs(op); i++)
      loop_iv(s, op->regions[0]->first->args[i], ir_parallel_lbs(op, i), ir_parallel_ubs(op, i),
              ir_parallel_steps(op, i));
    break;
  case OP_DIM:
    set_range(s, &op->results[0], (Range){0, INT64_MAX});
    break;
  case OP_ADDI: case OP_SUBI: case OP_MULI:
    flag_if_no_overflow(s, op, range_of(s, ir_op_operand(op, 0)), range_of(s, ir_op_operand(op, 1)));
    break;
  case OP_MINSI: case OP_MAXSI: {
    Range a = range_of(s, ir_op_operand(op, 0)), b = range_of(s, ir_op_operand(op, 1));
    set_range(s, &op->results[0],
              k == OP_MINSI ? (Range){a.lo < b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi}
                            : (Range){a.lo > b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi});
    break;
  }
  case OP_SELECT: {
    if (!int_width(op->results[0].type))
      break;
    Range a = range_of(s, ir_op_operand(op, 1)), b = range_of(s, ir_op_operand(op, 2));
    set_range(s, &op->results[0], (Range){a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi});
    break;
  }
  case OP_DIVSI: case OP_FLOORDIVSI: case OP_CEILDIVSI: case OP_REMSI:
    if (ir_value_const_int(ir_op_operand(op, 1), &c) && c > 0)
      set_range(s, &op->results[0], by_positive(k, range_of(s, ir_op_operand(op, 0)), c));
    break;
  case OP_EXTSI: case OP_INDEX_CAST: case OP_TRUNCI:
    /* Sign extension keeps the value; truncation and index_cast to a
     * narrower type keep it when it fits (set_range checks). */
    set_range(s, &op->results[0], range_of(s, ir_op_operand(op, 0)));
    break;
  default: break;
  }
  return true;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  InferNsw s = {.ctx = ctx};
  hashmap_init(&s.ranges);
  arena_init(&s.arena);
  ir_walk(module, visit, &s);
  hashmap_free(&s.ranges);
  arena_destroy(&s.arena);
  return true;
}

const IrPass infer_nsw_pass = {
    "infer-nsw",
    "mark arith.addi/subi/muli that cannot overflow as signed numbers overflow<nsw>, "
    "from the ranges of loop induction variables and constants (the C then uses signed "
    "arithmetic, which C compilers optimize better)",
    run,
    NULL,
    0,
};
