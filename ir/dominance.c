/* dominance.c: dominator trees of regions (Cooper, Harvey and Kennedy, "A
 * Simple, Fast Dominance Algorithm", 2001): blocks numbered in reverse
 * post-order, each block's immediate dominator found by intersecting its
 * processed predecessors' until nothing changes. */
#include "dominance.h"

#include <stdlib.h>
#include <string.h>

int ir_domtree_index(const IrDomTree *t, const IrBlock *b) {
  return (int)(intptr_t)hashmap_get(&t->index, (uint64_t)(uintptr_t)b) - 1;
}

/* The successors of b inside t's region. */
static int nsuccs_of(const IrBlock *b) { return b->last ? b->last->nsuccs : 0; }
static IrBlock *succ_of(const IrBlock *b, int i) { return b->last->succs[i].block; }

/* Post-order of the blocks reachable from the entry, by an explicit stack
 * (a chain of a million blocks must not overflow the C stack). */
static int post_order(IrDomTree *t, IrBlock **post, HashMap *seen) {
  const IrRegion *r = t->region;
  int nblocks = 0;
  for (IrBlock *b = r->first; b; b = b->next)
    nblocks++;
  IrBlock **stack = xmalloc(sizeof *stack * (size_t)nblocks);
  int *next = xmalloc(sizeof *next * (size_t)nblocks);
  int sp = 0, n = 0;
  stack[sp] = r->first;
  next[sp++] = 0;
  hashmap_put(seen, (uint64_t)(uintptr_t)r->first, (void *)1);
  while (sp) {
    IrBlock *b = stack[sp - 1];
    if (next[sp - 1] < nsuccs_of(b)) {
      IrBlock *s = succ_of(b, next[sp - 1]++);
      if (s->parent == r && !hashmap_get(seen, (uint64_t)(uintptr_t)s)) {
        hashmap_put(seen, (uint64_t)(uintptr_t)s, (void *)1);
        stack[sp] = s;
        next[sp++] = 0;
      }
      continue;
    }
    post[n++] = b;
    sp--;
  }
  free(stack);
  free(next);
  return n;
}

static int intersect(const int *idom, int a, int b) {
  /* rpo indices: a dominator has a smaller one. */
  while (a != b) {
    while (a > b)
      a = idom[a];
    while (b > a)
      b = idom[b];
  }
  return a;
}

IrDomTree *ir_domtree_build(const IrRegion *r) {
  IrDomTree *t = xcalloc(1, sizeof *t);
  t->region = r;
  hashmap_init(&t->index);
  int nblocks = 0;
  for (IrBlock *b = r->first; b; b = b->next)
    nblocks++;
  IrBlock **post = xmalloc(sizeof *post * (size_t)(nblocks ? nblocks : 1));
  HashMap seen;
  hashmap_init(&seen);
  int n = nblocks ? post_order(t, post, &seen) : 0;
  hashmap_free(&seen);
  t->n = n;
  t->rpo = xmalloc(sizeof *t->rpo * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++) {
    t->rpo[i] = post[n - 1 - i];
    hashmap_put(&t->index, (uint64_t)(uintptr_t)t->rpo[i], (void *)(intptr_t)(i + 1));
  }
  free(post);
  /* Predecessors as rpo indices, in one array (counted, then filled). */
  int *pstart = xcalloc((size_t)n + 1, sizeof(int));
  for (int i = 0; i < n; i++)
    for (int k = 0; k < nsuccs_of(t->rpo[i]); k++) {
      int s = ir_domtree_index(t, succ_of(t->rpo[i], k));
      if (s >= 0)
        pstart[s + 1]++;
    }
  for (int i = 0; i < n; i++)
    pstart[i + 1] += pstart[i];
  int *preds = xmalloc(sizeof(int) * (size_t)(pstart[n] ? pstart[n] : 1));
  int *fill = xmalloc(sizeof(int) * (size_t)(n ? n : 1));
  memcpy(fill, pstart, sizeof(int) * (size_t)n);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < nsuccs_of(t->rpo[i]); k++) {
      int s = ir_domtree_index(t, succ_of(t->rpo[i], k));
      if (s >= 0)
        preds[fill[s]++] = i;
    }
  free(fill);
  t->idom = xmalloc(sizeof(int) * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++)
    t->idom[i] = -1;
  if (n)
    t->idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (int b = 1; b < n; b++) {
      int nd = -1;
      for (int k = pstart[b]; k < pstart[b + 1]; k++) {
        int p = preds[k];
        if (t->idom[p] < 0)
          continue;
        nd = nd < 0 ? p : intersect(t->idom, p, nd);
      }
      if (nd != t->idom[b]) {
        t->idom[b] = nd;
        changed = true;
      }
    }
  }
  free(pstart);
  free(preds);
  /* Children lists, then pre/post numbers by an explicit-stack walk. */
  t->child_first = xmalloc(sizeof(int) * (size_t)(n ? n : 1));
  t->child_next = xmalloc(sizeof(int) * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++)
    t->child_first[i] = t->child_next[i] = -1;
  for (int i = n - 1; i >= 1; i--) {
    int d = t->idom[i];
    t->child_next[i] = t->child_first[d];
    t->child_first[d] = i;
  }
  t->pre = xmalloc(sizeof(int) * (size_t)(n ? n : 1));
  t->post = xmalloc(sizeof(int) * (size_t)(n ? n : 1));
  int *stack = xmalloc(sizeof(int) * (size_t)(n ? n : 1));
  int *cur = xmalloc(sizeof(int) * (size_t)(n ? n : 1));
  int sp = 0, pre = 0, postn = 0;
  if (n) {
    stack[sp] = 0;
    cur[sp++] = t->child_first[0];
    t->pre[0] = pre++;
  }
  while (sp) {
    int c = cur[sp - 1];
    if (c >= 0) {
      cur[sp - 1] = t->child_next[c];
      t->pre[c] = pre++;
      stack[sp] = c;
      cur[sp++] = t->child_first[c];
      continue;
    }
    t->post[stack[sp - 1]] = postn++;
    sp--;
  }
  free(stack);
  free(cur);
  return t;
}

void ir_domtree_free(IrDomTree *t) {
  if (!t)
    return;
  hashmap_free(&t->index);
  free(t->rpo);
  free(t->idom);
  free(t->pre);
  free(t->post);
  free(t->child_first);
  free(t->child_next);
  free(t);
}

bool ir_domtree_dominates(const IrDomTree *t, const IrBlock *a, const IrBlock *b) {
  if (a == b)
    return true;
  int ib = ir_domtree_index(t, b);
  if (ib < 0)
    return true;
  int ia = ir_domtree_index(t, a);
  if (ia < 0)
    return false;
  return t->pre[ia] <= t->pre[ib] && t->post[ib] <= t->post[ia];
}
