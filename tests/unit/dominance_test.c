/* dominance_test.c: unit tests of the dominator tree (ir/dominance.c):
 * on thousands of random control-flow graphs (loops, irreducible ones,
 * unreachable blocks, several edges to one block) every `dominates` answer
 * and immediate dominator is what the textbook fixpoint over dominator sets
 * gives, reverse post-order puts each block after its dominators, and a
 * chain of 200,000 blocks all branching to one exit (quadratic for
 * Cooper-Harvey-Kennedy's iteration) is built in well under a second. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../ir/dominance.h"
#include "../../ir/ir.h"

#include "check.h"

enum { MAXB = 48 };

/* A region of n blocks, block i branching to succ[i][0..nsucc[i]). */
static IrRegion *make_region(IrContext *ctx, int n, int nsucc[], int succ[][4], IrBlock **blocks) {
  IrRegion *r = ir_region_create(ctx);
  for (int i = 0; i < n; i++) {
    blocks[i] = ir_block_create(ctx);
    ir_region_append_block(r, blocks[i]);
  }
  for (int i = 0; i < n; i++) {
    IrOp *t = ir_op_create(ctx, nsucc[i] ? OP_BR : OP_RETURN, NULL, ir_loc_unknown(), 0, NULL, 0,
                           NULL, 0);
    ir_block_append_op(blocks[i], t);
    IrBlock *to[4];
    int counts[4] = {0};
    for (int k = 0; k < nsucc[i]; k++)
      to[k] = blocks[succ[i][k]];
    ir_op_set_successors(ctx, t, nsucc[i], to, counts);
  }
  return r;
}

static uint64_t rng = 88172645463325252ULL;
static uint64_t next_rand(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

/* The textbook answer: reachability, then dom(b) = {b} + the intersection
 * of dom(p) over reachable predecessors p, iterated to a fixpoint. */
static void naive(int n, int nsucc[], int succ[][4], uint64_t dom[], bool reach[]) {
  memset(reach, 0, sizeof(bool) * (size_t)n);
  int stack[MAXB], sp = 0;
  reach[0] = true;
  stack[sp++] = 0;
  while (sp) {
    int b = stack[--sp];
    for (int k = 0; k < nsucc[b]; k++)
      if (!reach[succ[b][k]]) {
        reach[succ[b][k]] = true;
        stack[sp++] = succ[b][k];
      }
  }
  uint64_t all = n == 64 ? ~0ULL : (1ULL << n) - 1;
  for (int b = 0; b < n; b++)
    dom[b] = b == 0 ? 1 : all;
  for (bool changed = true; changed;) {
    changed = false;
    for (int b = 1; b < n; b++) {
      if (!reach[b])
        continue;
      uint64_t d = all;
      for (int p = 0; p < n; p++)
        for (int k = 0; k < nsucc[p]; k++)
          if (succ[p][k] == b && reach[p])
            d &= dom[p];
      d |= 1ULL << b;
      if (d != dom[b]) {
        dom[b] = d;
        changed = true;
      }
    }
  }
}

static void random_graphs(void) {
  for (int iter = 0; iter < 3000; iter++) {
    IrContext *ctx = ir_context_create();
    int n = 1 + (int)(next_rand() % MAXB);
    int nsucc[MAXB], succ[MAXB][4];
    for (int i = 0; i < n; i++) {
      nsucc[i] = (int)(next_rand() % 4);
      for (int k = 0; k < nsucc[i]; k++) {
        /* Mostly forward edges, some back edges and self loops; never to the
         * entry (it has no predecessors). */
        int to = next_rand() % 4 ? i + 1 + (int)(next_rand() % 3) : (int)(next_rand() % (uint64_t)n);
        if (to >= n)
          to = n - 1;
        succ[i][k] = to == 0 ? (n > 1 ? 1 : 0) : to;
      }
      if (n == 1)
        nsucc[i] = 0;
    }
    IrBlock *blocks[MAXB];
    IrRegion *r = make_region(ctx, n, nsucc, succ, blocks);
    uint64_t dom[MAXB];
    bool reach[MAXB];
    naive(n, nsucc, succ, dom, reach);
    IrDomTree *t = ir_domtree_build(r);
    int nreach = 0;
    for (int b = 0; b < n; b++) {
      nreach += reach[b];
      CHECK((ir_domtree_index(t, blocks[b]) >= 0) == reach[b]);
    }
    CHECK(t->n == nreach && t->rpo[0] == blocks[0]);
    for (int a = 0; a < n; a++)
      for (int b = 0; b < n; b++) {
        /* Unreachable blocks are dominated by every block (as MLIR says). */
        bool want = !reach[b] || (reach[a] && (dom[b] >> a & 1));
        CHECK(ir_domtree_dominates(t, blocks[a], blocks[b]) == want);
        /* A dominator comes first in reverse post-order. */
        if (reach[a] && reach[b] && a != b && (dom[b] >> a & 1))
          CHECK(ir_domtree_index(t, blocks[a]) < ir_domtree_index(t, blocks[b]));
      }
    /* The immediate dominator: the strict dominator every other strict
     * dominator dominates. */
    for (int b = 1; b < n; b++) {
      if (!reach[b])
        continue;
      IrBlock *id = t->rpo[t->idom[ir_domtree_index(t, blocks[b])]];
      int ia = -1;
      for (int a = 0; a < n; a++)
        if (blocks[a] == id)
          ia = a;
      CHECK(ia >= 0 && ia != b && (dom[b] >> ia & 1));
      CHECK((dom[b] & ~(1ULL << b) & ~dom[ia]) == 0);
    }
    ir_domtree_free(t);
    ir_context_destroy(ctx);
  }
}

/* 200,000 blocks, each branching to the next and to the last one. */
static void long_chain(void) {
  IrContext *ctx = ir_context_create();
  int n = 200000;
  IrRegion *r = ir_region_create(ctx);
  IrBlock **blocks = malloc(sizeof *blocks * (size_t)n);
  for (int i = 0; i < n; i++) {
    blocks[i] = ir_block_create(ctx);
    ir_region_append_block(r, blocks[i]);
  }
  for (int i = 0; i < n; i++) {
    IrOp *op = ir_op_create(ctx, i + 1 < n ? OP_BR : OP_RETURN, NULL, ir_loc_unknown(), 0, NULL, 0,
                            NULL, 0);
    ir_block_append_op(blocks[i], op);
    if (i + 1 < n) {
      IrBlock *to[2] = {blocks[i + 1], blocks[n - 1]};
      int counts[2] = {0, 0};
      ir_op_set_successors(ctx, op, i + 2 < n ? 2 : 1, to, counts);
    }
  }
  clock_t c0 = clock();
  IrDomTree *t = ir_domtree_build(r);
  double secs = (double)(clock() - c0) / CLOCKS_PER_SEC;
  CHECK(t->n == n);
  CHECK(ir_domtree_dominates(t, blocks[n / 2], blocks[n - 2]));
  CHECK(!ir_domtree_dominates(t, blocks[n / 2], blocks[n - 1]));
  CHECK(t->rpo[t->idom[ir_domtree_index(t, blocks[n - 1])]] == blocks[0]);
  CHECK(secs < 2.0);
  ir_domtree_free(t);
  free(blocks);
  ir_context_destroy(ctx);
}

int main(void) {
  random_graphs();
  long_chain();
  if (failures)
    fprintf(stderr, "dominance_test: %d failures\n", failures);
  return failures != 0;
}
