/* dominance.h: the dominator tree of a region's blocks (Lengauer and
 * Tarjan's algorithm), for the verifier's dominance rule across blocks, the
 * passes that merge values between blocks (cse) or drop blocks
 * (canonicalize), and the C backend's block order. */
#ifndef LOOPC_DOMINANCE_H
#define LOOPC_DOMINANCE_H

#include "ir.h"

typedef struct IrDomTree {
  const IrRegion *region;
  int n;             /* reachable blocks */
  IrBlock **rpo;     /* the reachable blocks in reverse post-order, entry first */
  int *idom;         /* rpo index of each block's immediate dominator (entry: itself) */
  int *pre, *post;   /* each block's numbers in a walk of the tree: a dominates b
                      * iff pre[a] <= pre[b] and post[b] <= post[a] */
  int *child_first, *child_next; /* the tree's children lists (rpo indices, -1 ends) */
  HashMap index;     /* IrBlock* -> 1 + its rpo index (absent: unreachable) */
} IrDomTree;

/* Builds the tree of region r (which must have blocks); successors outside
 * r are ignored. O(m log n) for n blocks and m edges (Lengauer-Tarjan with
 * path compression; Cooper-Harvey-Kennedy's iteration was quadratic on a
 * chain of blocks that all branch to one exit). ir_domtree_free releases
 * it. */
IrDomTree *ir_domtree_build(const IrRegion *r);
void ir_domtree_free(IrDomTree *t);
/* The rpo index of b, or -1 when b is unreachable from the entry. */
int ir_domtree_index(const IrDomTree *t, const IrBlock *b);
/* Whether block a dominates block b (both of the tree's region). As in
 * MLIR, an unreachable b is dominated by every block. */
bool ir_domtree_dominates(const IrDomTree *t, const IrBlock *a, const IrBlock *b);

#endif
