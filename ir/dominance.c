/* dominance.c: dominator trees of regions: one depth-first search (blocks in
 * pre-order and reverse post-order), immediate dominators by Lengauer and
 * Tarjan's algorithm with path compression ("A fast algorithm for finding
 * dominators in a flowgraph", 1979; its simple version, O(m log n)), then
 * the tree's children and pre/post numbers for O(1) dominance queries.
 * Explicit stacks throughout. */
#include "dominance.h"

#include <stdlib.h>
#include <string.h>

int ir_domtree_index(const IrDomTree *t, const IrBlock *b) {
  return (int)(intptr_t)hashmap_get(&t->index, (uint64_t)(uintptr_t)b) - 1;
}

/* The successors of b inside t's region. */
static int nsuccs_of(const IrBlock *b) { return b->last ? b->last->nsuccs : 0; }
static IrBlock *succ_of(const IrBlock *b, int i) { return b->last->succs[i].block; }

/* A depth-first search from the entry by an explicit stack (a chain of a
 * million blocks must not overflow the C stack): the reachable blocks in
 * pre-order (pre[], with each one's DFS parent as a pre-order index) and in
 * post-order (post[]). Returns how many there are. */
static int dfs(const IrRegion *r, int nblocks, IrBlock **pre, int *parent, IrBlock **post,
               HashMap *preidx) {
  IrBlock **stack = xmalloc(sizeof *stack * (size_t)nblocks);
  int *next = xmalloc(sizeof *next * (size_t)nblocks);
  int sp = 0, npre = 0, npost = 0;
  stack[sp] = r->first;
  next[sp++] = 0;
  pre[npre] = r->first;
  parent[npre] = -1;
  hashmap_put(preidx, (uint64_t)(uintptr_t)r->first, (void *)(intptr_t)++npre);
  while (sp) {
    IrBlock *b = stack[sp - 1];
    if (next[sp - 1] < nsuccs_of(b)) {
      IrBlock *s = succ_of(b, next[sp - 1]++);
      if (s->parent == r && !hashmap_get(preidx, (uint64_t)(uintptr_t)s)) {
        pre[npre] = s;
        parent[npre] = (int)(intptr_t)hashmap_get(preidx, (uint64_t)(uintptr_t)b) - 1;
        hashmap_put(preidx, (uint64_t)(uintptr_t)s, (void *)(intptr_t)++npre);
        stack[sp] = s;
        next[sp++] = 0;
      }
      continue;
    }
    post[npost++] = b;
    sp--;
  }
  free(stack);
  free(next);
  return npre;
}

/* Lengauer-Tarjan's eval with path compression, iteratively: the vertex of
 * least semi-dominator on the forest path from v up to its root. */
static int lt_eval(int v, int *ancestor, int *label, const int *semi, int *path) {
  if (ancestor[v] < 0)
    return v;
  int n = 0;
  for (int x = v; ancestor[ancestor[x]] >= 0; x = ancestor[x])
    path[n++] = x;
  while (n) {
    int x = path[--n], a = ancestor[x];
    if (semi[label[a]] < semi[label[x]])
      label[x] = label[a];
    ancestor[x] = ancestor[a];
  }
  return label[v];
}

IrDomTree *ir_domtree_build(const IrRegion *r) {
  IrDomTree *t = xcalloc(1, sizeof *t);
  t->region = r;
  hashmap_init(&t->index);
  int nblocks = 0;
  for (IrBlock *b = r->first; b; b = b->next)
    nblocks++;
  size_t cap = (size_t)(nblocks ? nblocks : 1);
  IrBlock **pre = xmalloc(sizeof *pre * cap), **post = xmalloc(sizeof *post * cap);
  int *parent = xmalloc(sizeof(int) * cap);
  HashMap preidx; /* IrBlock* -> 1 + its pre-order index */
  hashmap_init(&preidx);
  int n = nblocks ? dfs(r, nblocks, pre, parent, post, &preidx) : 0;
  t->n = n;
  t->rpo = xmalloc(sizeof *t->rpo * cap);
  for (int i = 0; i < n; i++) {
    t->rpo[i] = post[n - 1 - i];
    hashmap_put(&t->index, (uint64_t)(uintptr_t)t->rpo[i], (void *)(intptr_t)(i + 1));
  }
  free(post);
  /* Predecessors in pre-order indices, in one array (counted, then filled). */
  int *pstart = xcalloc((size_t)n + 1, sizeof(int));
  for (int pass = 0; pass < 2; pass++) {
    int *fill = pass ? xmalloc(sizeof(int) * cap) : NULL;
    if (pass)
      memcpy(fill, pstart, sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++)
      for (int k = 0; k < nsuccs_of(pre[i]); k++) {
        IrBlock *s = succ_of(pre[i], k);
        int j = s->parent == r ? (int)(intptr_t)hashmap_get(&preidx, (uint64_t)(uintptr_t)s) - 1 : -1;
        if (j < 0)
          continue;
        if (!pass)
          pstart[j + 1]++;
        else
          t->idom[fill[j]++] = i; /* t->idom holds the predecessor lists meanwhile */
      }
    if (!pass) {
      for (int i = 0; i < n; i++)
        pstart[i + 1] += pstart[i];
      t->idom = xmalloc(sizeof(int) * (size_t)(pstart[n] ? pstart[n] : 1));
    }
    free(fill);
  }
  int *preds = t->idom;
  /* Lengauer and Tarjan's simple version (path compression): O(m log n). */
  int *semi = xmalloc(sizeof(int) * cap), *idom = xmalloc(sizeof(int) * cap);
  int *ancestor = xmalloc(sizeof(int) * cap), *label = xmalloc(sizeof(int) * cap);
  int *bucket = xmalloc(sizeof(int) * cap), *bnext = xmalloc(sizeof(int) * cap);
  int *path = xmalloc(sizeof(int) * cap);
  for (int v = 0; v < n; v++) {
    semi[v] = label[v] = v;
    ancestor[v] = bucket[v] = -1;
    idom[v] = 0;
  }
  for (int w = n - 1; w >= 1; w--) {
    for (int k = pstart[w]; k < pstart[w + 1]; k++) {
      int u = lt_eval(preds[k], ancestor, label, semi, path);
      if (semi[u] < semi[w])
        semi[w] = semi[u];
    }
    bnext[w] = bucket[semi[w]];
    bucket[semi[w]] = w;
    int p = parent[w];
    ancestor[w] = p;
    for (int v = bucket[p]; v >= 0; v = bnext[v]) {
      int u = lt_eval(v, ancestor, label, semi, path);
      idom[v] = semi[u] < semi[v] ? u : p;
    }
    bucket[p] = -1;
  }
  for (int w = 1; w < n; w++)
    if (idom[w] != semi[w])
      idom[w] = idom[idom[w]];
  free(semi);
  free(ancestor);
  free(label);
  free(bucket);
  free(bnext);
  free(path);
  free(pstart);
  free(preds);
  free(parent);
  /* The tree in reverse post-order indices. */
  t->idom = xmalloc(sizeof(int) * cap);
  for (int w = 0; w < n; w++)
    t->idom[ir_domtree_index(t, pre[w])] = ir_domtree_index(t, pre[idom[w]]);
  free(idom);
  free(pre);
  hashmap_free(&preidx);
  /* Children lists, then pre/post numbers by an explicit-stack walk. */
  t->child_first = xmalloc(sizeof(int) * cap);
  t->child_next = xmalloc(sizeof(int) * cap);
  for (int i = 0; i < n; i++)
    t->child_first[i] = t->child_next[i] = -1;
  for (int i = n - 1; i >= 1; i--) {
    int d = t->idom[i];
    t->child_next[i] = t->child_first[d];
    t->child_first[d] = i;
  }
  t->pre = xmalloc(sizeof(int) * cap);
  t->post = xmalloc(sizeof(int) * cap);
  int *stack = xmalloc(sizeof(int) * cap);
  int *cur = xmalloc(sizeof(int) * cap);
  int sp = 0, pren = 0, postn = 0;
  if (n) {
    stack[sp] = 0;
    cur[sp++] = t->child_first[0];
    t->pre[0] = pren++;
  }
  while (sp) {
    int c = cur[sp - 1];
    if (c >= 0) {
      cur[sp - 1] = t->child_next[c];
      t->pre[c] = pren++;
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
