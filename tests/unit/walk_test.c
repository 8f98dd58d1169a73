/* walk_test.c: unit tests of the walker (ir/walk.h): the order of its
 * callbacks forward and in reverse, skipping, interrupting, per-level slots,
 * erasing and moving the visited op, nesting far past a recursive walk's
 * reach, and a walk run from inside another on the same walker. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../frontend/parse.h"
#include "../../ir/diag.h"
#include "../../ir/ir.h"
#include "../../ir/verify.h"
#include "../../ir/walk.h"

#include "check.h"

static const char text[] =
    "func.func @f(%c: i1, %n: index) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  scf.for %i = %c0 to %n step %c1 {\n"
    "    %a = arith.addi %i, %c1 : index\n"
    "  }\n"
    "  scf.if %c {\n"
    "    %b = arith.muli %n, %n : index\n"
    "  } else {\n"
    "    %d = arith.subi %n, %n : index\n"
    "  }\n"
    "  return\n"
    "}\n";

static IrOp *parse(IrContext *ctx) {
  DiagEngine d;
  diag_init(&d, stderr);
  diag_add_source(&d, "walk.mlir", text, sizeof text - 1);
  IrOp *m = parse_module(ctx, &d, "walk.mlir", text, sizeof text - 1, 1);
  CHECK(m && ir_verify(ctx, m, &d));
  diag_free(&d);
  return m;
}

/* ------------------------- the order of callbacks ------------------------ */

typedef struct Log {
  char buf[2048];
  size_t len;
  const char *skip;      /* enter_op skips ops of this name */
  const char *interrupt; /* enter_op interrupts at the first op of this name */
} Log;

static void logf_(Log *l, const char *s) {
  size_t n = strlen(s);
  if (l->len + n + 2 < sizeof l->buf) {
    if (l->len)
      l->buf[l->len++] = ' ';
    memcpy(l->buf + l->len, s, n + 1);
    l->len += n;
  }
}

/* "+name@depth" on entering an op, "-name" on leaving it. */
static IrWalkResult log_enter(IrWalker *w, IrOp *op) {
  Log *l = w->data;
  char s[64];
  snprintf(s, sizeof s, "+%s@%d", op->name, ir_walker_depth(w));
  logf_(l, s);
  CHECK(ir_walker_op(w, ir_walker_depth(w)) == op);
  if (ir_walker_depth(w) > 0)
    CHECK(ir_walker_op(w, ir_walker_depth(w) - 1) == ir_op_parent_op(op));
  if (l->interrupt && strcmp(op->name, l->interrupt) == 0)
    return IR_WALK_INTERRUPT;
  return l->skip && strcmp(op->name, l->skip) == 0 ? IR_WALK_SKIP : IR_WALK_ADVANCE;
}

static IrWalkResult log_leave(IrWalker *w, IrOp *op) {
  char s[64];
  snprintf(s, sizeof s, "-%s", op->name);
  logf_(w->data, s);
  return IR_WALK_ADVANCE;
}

/* "[r" on entering a block of region r, "]" on leaving it. */
static void log_enter_block(IrWalker *w, IrBlock *b) {
  char s[16];
  int d = ir_walker_depth(w);
  snprintf(s, sizeof s, "[%d", ir_walker_region(w, d));
  logf_(w->data, s);
  CHECK(ir_walker_op(w, d) == ir_block_parent_op(b));
}

static void log_leave_block(IrWalker *w, IrBlock *b) {
  (void)b;
  logf_(w->data, "]");
}

static IrWalkResult walk_log(IrOp *root, Log *l, bool reverse) {
  IrWalker w = {.enter_op = log_enter, .leave_op = log_leave, .enter_block = log_enter_block,
                .leave_block = log_leave_block, .data = l, .reverse = reverse};
  return ir_walker_run(&w, root);
}

static void test_order(IrContext *ctx) {
  IrOp *m = parse(ctx);
  IrOp *f = ir_module_lookup_func(m, "f");
  Log l = {.len = 0};
  CHECK(walk_log(f, &l, false) == IR_WALK_ADVANCE);
  CHECK(strcmp(l.buf, "+func.func@0 [0 +arith.constant@1 -arith.constant +arith.constant@1 "
                      "-arith.constant +scf.for@1 [0 +arith.addi@2 -arith.addi +scf.yield@2 "
                      "-scf.yield ] -scf.for +scf.if@1 [0 +arith.muli@2 -arith.muli "
                      "+scf.yield@2 -scf.yield ] [1 +arith.subi@2 -arith.subi +scf.yield@2 "
                      "-scf.yield ] -scf.if +func.return@1 -func.return ] -func.func") == 0);
  if (failures)
    fprintf(stderr, "forward: %s\n", l.buf);
  /* Reverse: regions, blocks and ops last to first. */
  l = (Log){.len = 0};
  walk_log(f, &l, true);
  CHECK(strcmp(l.buf, "+func.func@0 [0 +func.return@1 -func.return +scf.if@1 [1 +scf.yield@2 "
                      "-scf.yield +arith.subi@2 -arith.subi ] [0 +scf.yield@2 -scf.yield "
                      "+arith.muli@2 -arith.muli ] -scf.if +scf.for@1 [0 +scf.yield@2 "
                      "-scf.yield +arith.addi@2 -arith.addi ] -scf.for +arith.constant@1 "
                      "-arith.constant +arith.constant@1 -arith.constant ] -func.func") == 0);
  /* Skip: neither the regions nor leave_op of the skipped op. */
  l = (Log){.len = 0, .skip = "scf.for"};
  walk_log(f, &l, false);
  CHECK(strstr(l.buf, "+scf.for@1 +scf.if@1") && !strstr(l.buf, "addi") &&
        !strstr(l.buf, "-scf.for"));
  /* Interrupt: nothing after the op that interrupts, not even leave_ops. */
  l = (Log){.len = 0, .interrupt = "arith.muli"};
  CHECK(walk_log(f, &l, false) == IR_WALK_INTERRUPT);
  CHECK(strcmp(l.buf + l.len - strlen("[0 +arith.muli@2"), "[0 +arith.muli@2") == 0);
  /* A skipped root: nothing but its enter_op. */
  l = (Log){.len = 0, .skip = "func.func"};
  CHECK(walk_log(f, &l, false) == IR_WALK_ADVANCE && strcmp(l.buf, "+func.func@0") == 0);
}

/* ---------------------------- slots and depth ---------------------------- */

typedef struct Count {
  int ops;   /* ops nested in this one, summed bottom-up */
  int depth; /* set on entering, checked on leaving */
} Count;

static IrWalkResult count_enter(IrWalker *w, IrOp *op) {
  (void)op;
  Count *c = ir_walker_slot(w, ir_walker_depth(w));
  CHECK(c->ops == 0 && c->depth == 0); /* zeroed */
  c->depth = ir_walker_depth(w);
  return IR_WALK_ADVANCE;
}

static IrWalkResult count_leave(IrWalker *w, IrOp *op) {
  int d = ir_walker_depth(w);
  Count *c = ir_walker_slot(w, d);
  CHECK(c->depth == d);
  if (d > 0)
    ((Count *)ir_walker_slot(w, d - 1))->ops += c->ops + 1;
  else
    *(int *)w->data = c->ops;
  (void)op;
  return IR_WALK_ADVANCE;
}

static int count_nested(IrOp *root) {
  int total = -1;
  IrWalker w = {.enter_op = count_enter, .leave_op = count_leave, .data = &total,
                .slot_size = sizeof(Count)};
  ir_walker_run(&w, root);
  return total;
}

/* A slot too large for the inline stack: the walker moves to the heap at once. */
typedef struct Big {
  unsigned char pad[3000];
  int depth;
} Big;

static IrWalkResult big_enter(IrWalker *w, IrOp *op) {
  (void)op;
  ((Big *)ir_walker_slot(w, ir_walker_depth(w)))->depth = ir_walker_depth(w) + 1;
  return IR_WALK_ADVANCE;
}

static IrWalkResult big_leave(IrWalker *w, IrOp *op) {
  (void)op;
  CHECK(((Big *)ir_walker_slot(w, ir_walker_depth(w)))->depth == ir_walker_depth(w) + 1);
  return IR_WALK_ADVANCE;
}

static void test_slots(IrContext *ctx) {
  IrOp *m = parse(ctx);
  /* func, 2 constants, for (addi, yield), if (muli, yield, subi, yield), return. */
  CHECK(count_nested(m) == 12);
  CHECK(count_nested(ir_module_lookup_func(m, "f")) == 11);
  IrWalker w = {.enter_op = big_enter, .leave_op = big_leave, .slot_size = sizeof(Big)};
  ir_walker_run(&w, m);
}

/* ------------------------------- erasing ------------------------------- */

/* leave_op erases every op but the root (post-order: its nest is gone). */
static IrWalkResult erase_leave(IrWalker *w, IrOp *op) {
  (*(int *)w->data)++;
  if (ir_walker_depth(w) > 0)
    ir_op_erase(op);
  return IR_WALK_ADVANCE;
}

/* enter_op erases each loop and if whole, and must then skip it. */
static IrWalkResult erase_enter(IrWalker *w, IrOp *op) {
  (void)w;
  if (ir_op_is(op, OP_FOR) || ir_op_is(op, OP_IF)) {
    ir_op_erase(op);
    return IR_WALK_SKIP;
  }
  return IR_WALK_ADVANCE;
}

/* leave_op moves each arith op before the outermost op below the root
 * (licm's move): it is not walked again. */
static IrWalkResult hoist_leave(IrWalker *w, IrOp *op) {
  (*(int *)w->data)++;
  if (ir_walker_depth(w) >= 3 && strncmp(op->name, "arith.", 6) == 0)
    ir_op_move_before(op, ir_walker_op(w, 2));
  return IR_WALK_ADVANCE;
}

static void test_erase(IrContext *ctx) {
  for (int reverse = 0; reverse < 2; reverse++) {
    IrOp *m = parse(ctx);
    IrOp *f = ir_module_lookup_func(m, "f");
    int seen = 0;
    IrWalker w = {.leave_op = erase_leave, .data = &seen, .reverse = reverse};
    ir_walker_run(&w, f);
    CHECK(seen == 12 && ir_func_entry(f)->first == NULL);
  }
  IrOp *m = parse(ctx);
  IrOp *f = ir_module_lookup_func(m, "f");
  IrWalker w = {.enter_op = erase_enter};
  ir_walker_run(&w, f);
  CHECK(count_nested(f) == 3); /* the constants and the return */
  m = parse(ctx);
  f = ir_module_lookup_func(m, "f");
  int seen = 0;
  w = (IrWalker){.leave_op = hoist_leave, .data = &seen};
  ir_walker_run(&w, m);
  CHECK(seen == 13);
  IrOp *loop = ir_func_entry(f)->first->next->next->next; /* after the three moved ops */
  CHECK(ir_op_is(loop, OP_FOR) && ir_op_is(loop->prev, OP_ADDI));
  CHECK(ir_op_is(ir_op_region(loop, 0)->first->first, OP_YIELD));
}

/* --------------------------- deep and nested --------------------------- */

static IrWalkResult deepest(IrWalker *w, IrOp *op) {
  (void)op;
  int *max = w->data;
  *max = ir_walker_depth(w) > *max ? ir_walker_depth(w) : *max;
  ((Count *)ir_walker_slot(w, ir_walker_depth(w)))->depth = ir_walker_depth(w);
  return IR_WALK_ADVANCE;
}

static IrWalkResult deep_leave(IrWalker *w, IrOp *op) {
  (void)op;
  CHECK(((Count *)ir_walker_slot(w, ir_walker_depth(w)))->depth == ir_walker_depth(w));
  return IR_WALK_ADVANCE;
}

/* From inside a walk, the same walker runs over the visited op's nest. */
static IrWalkResult nested_enter(IrWalker *w, IrOp *op) {
  int *inner = w->data;
  if (ir_op_is(op, OP_IF) && *inner < 0) {
    int d = ir_walker_depth(w);
    *inner = 0;
    ir_walker_run(w, op); /* counts into *inner through the same callback */
    CHECK(ir_walker_depth(w) == d && ir_walker_op(w, d) == op);
    CHECK(*inner == 5); /* the if, muli, yield, subi, yield */
    *inner = 100;
    return IR_WALK_SKIP;
  }
  if (*inner >= 0)
    (*inner)++;
  return IR_WALK_ADVANCE;
}

static void test_deep(IrContext *ctx) {
  /* 100,000 nested loop.if, far past what a recursive walk survives. */
  enum { DEPTH = 100000 };
  IrOp *module = ir_module_create(ctx, ir_loc_unknown());
  IrBuilder b = {ctx, ir_module_body(module), NULL, ir_loc_unknown()};
  IrValue *c = ir_build_const_int(&b, ctx->i1_ty, 1);
  for (int i = 0; i < DEPTH; i++) {
    IrOp *op = ir_build_if(&b, c, 0, NULL, false);
    ir_builder_set_end(&b, ir_op_region(op, 0)->first);
  }
  int max = 0;
  IrWalker w = {.enter_op = deepest, .leave_op = deep_leave, .data = &max,
                .slot_size = sizeof(Count)};
  CHECK(ir_walker_run(&w, module) == IR_WALK_ADVANCE && max == DEPTH);
  CHECK(count_nested(module) == DEPTH + 1);
  IrOp *m = parse(ctx);
  int inner = -1;
  w = (IrWalker){.enter_op = nested_enter, .data = &inner};
  ir_walker_run(&w, m);
  CHECK(inner == 101); /* and the outer walk went on to the return */
}

int main(void) {
  IrContext *ctx = ir_context_create();
  test_order(ctx);
  test_slots(ctx);
  test_erase(ctx);
  test_deep(ctx);
  ir_context_destroy(ctx);
  if (failures) {
    fprintf(stderr, "walk_test: %d failure(s)\n", failures);
    return 1;
  }
  puts("walk_test: all passed");
  return 0;
}
