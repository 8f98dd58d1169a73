/* arena.c: bump allocator, growable vectors and the shared hash map. */
#include "arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* Chunks come straight from mmap: the kernel hands out zeroed pages, so no
 * allocation is ever cleared twice, and big chunks ask for transparent huge
 * pages, which cuts page faults (the main cost of building a large IR) by up
 * to 512x. Chunk sizes double from 256 KiB to 8 MiB, so a small input stays
 * small and a big one needs few chunks. */
struct ArenaChunk {
  ArenaChunk *next;
  size_t size; /* bytes mapped, including this header */
  max_align_t align[]; /* payload follows */
};

enum { MIN_CHUNK = 256 << 10, MAX_CHUNK = 8 << 20, HUGE_PAGE = 2 << 20 };

static void oom(void) {
  fputs("loopc: out of memory\n", stderr);
  abort();
}

void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p)
    oom();
  return p;
}

void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p)
    oom();
  return p;
}

void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p)
    oom();
  return p;
}

char *xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(xmalloc(n), s, n);
}

char *xvasprintf(const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  char *s = xmalloc((size_t)n + 1);
  vsnprintf(s, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return s;
}

char *xasprintf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *s = xvasprintf(fmt, ap);
  va_end(ap);
  return s;
}

void textbuf_reserve(TextBuf *b, size_t more) {
  if (b->len + more + 1 > b->cap) {
    b->cap = (b->len + more + 1) * 2;
    b->s = xrealloc(b->s, b->cap);
  }
}

void textbuf_addn(TextBuf *b, const char *s, size_t n) {
  textbuf_reserve(b, n);
  if (n)
    memcpy(b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = 0;
}

void textbuf_add(TextBuf *b, const char *s) { textbuf_addn(b, s, strlen(s)); }

void textbuf_printf(TextBuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0)
    return;
  textbuf_reserve(b, (size_t)n);
  va_start(ap, fmt);
  vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  b->len += (size_t)n;
}

void arena_init(Arena *a) { memset(a, 0, sizeof *a); }

#if defined(__SANITIZE_ADDRESS__)
#define ARENA_POISON_ON_RESET 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARENA_POISON_ON_RESET 1
#endif
#endif
#ifdef ARENA_POISON_ON_RESET
#include <sanitizer/asan_interface.h>
#endif

static void unmap_all(ArenaChunk *c) {
  while (c) {
    ArenaChunk *next = c->next;
#ifdef ARENA_POISON_ON_RESET
    /* The shadow outlives the mapping: a later mmap may get these pages. */
    ASAN_UNPOISON_MEMORY_REGION(c, c->size);
#endif
    munmap(c, c->size);
    c = next;
  }
}

void arena_destroy(Arena *a) {
  unmap_all(a->chunk);
  unmap_all(a->retired);
  memset(a, 0, sizeof *a);
}

void arena_reset(Arena *a) {
#ifdef ARENA_POISON_ON_RESET
  /* Under AddressSanitizer nothing is reused: what was freed is poisoned
   * and kept until arena_destroy, so a pointer into it is reported. */
  ArenaChunk *c = a->chunk;
  while (c) {
    ArenaChunk *next = c->next;
    ASAN_POISON_MEMORY_REGION(c->align, c->size - sizeof(ArenaChunk));
    c->next = a->retired;
    a->retired = c;
    c = next;
  }
  a->chunk = NULL;
  a->cur = a->end = NULL;
#else
  ArenaChunk *head = a->chunk;
  if (!head)
    return;
  for (ArenaChunk *c = head->next, *next; c; c = next) {
    next = c->next;
    a->total -= c->size;
    munmap(c, c->size);
  }
  head->next = NULL;
  char *start = (char *)head->align;
  memset(start, 0, (size_t)(a->cur - start)); /* allocations are zeroed */
  a->cur = start;
  a->end = (char *)head + head->size;
#endif
}

static ArenaChunk *chunk_map(Arena *a, size_t payload) {
  size_t size = sizeof(ArenaChunk) + payload;
  size_t page = 4096;
  size = (size + page - 1) & ~(page - 1);
  void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    oom();
#ifdef MADV_HUGEPAGE
  if (size >= HUGE_PAGE)
    madvise(p, size, MADV_HUGEPAGE);
#endif
  ArenaChunk *c = p;
  c->size = size;
  a->total += size;
  return c;
}

static void *arena_alloc_aligned(Arena *a, size_t size, size_t al) {
  size = (size + al - 1) & ~(al - 1);
  if (size == 0)
    size = al;
  /* cur is always 8-aligned; a 16-aligned request may skip 8 bytes. */
  char *cur = (char *)(((uintptr_t)a->cur + al - 1) & ~(uintptr_t)(al - 1));
  if (a->cur && cur <= a->end && (size_t)(a->end - cur) >= size) {
    a->cur = cur + size;
    return cur; /* fresh mmap memory: already zero */
  }
  {
    size_t want = a->chunk ? a->chunk->size * 2 : MIN_CHUNK;
    if (want > MAX_CHUNK)
      want = MAX_CHUNK;
    if (size > want / 4) {
      /* A big object gets a chunk of its own; the bump region stays. */
      ArenaChunk *c = chunk_map(a, size);
      if (a->chunk) {
        c->next = a->chunk->next;
        a->chunk->next = c;
      } else {
        c->next = NULL;
        a->chunk = c;
        a->cur = a->end = (char *)c->align + size;
      }
      return c->align;
    }
    ArenaChunk *c = chunk_map(a, want - sizeof(ArenaChunk));
    c->next = a->chunk;
    a->chunk = c;
    a->cur = (char *)c->align;
    a->end = (char *)c + c->size;
  }
  void *p = a->cur; /* a new chunk's payload is max_align_t-aligned */
  a->cur += size;
  return p; /* fresh mmap memory: already zero */
}

void *arena_alloc(Arena *a, size_t size) { return arena_alloc_aligned(a, size, _Alignof(max_align_t)); }

void *arena_alloc_small(Arena *a, size_t size) { return arena_alloc_aligned(a, size, 8); }

void *arena_grow(Arena *a, void *old, size_t old_n, size_t new_n, size_t elem_size) {
  void *p = arena_alloc(a, new_n * elem_size);
  if (old && old_n)
    memcpy(p, old, (old_n < new_n ? old_n : new_n) * elem_size);
  return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
  char *p = arena_alloc(a, n + 1);
  if (n) /* s may be NULL when n is 0 (an empty protobuf string) */
    memcpy(p, s, n);
  p[n] = 0;
  return p;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_vprintf(Arena *a, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  char *p = arena_alloc(a, (size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return p;
}

char *arena_printf(Arena *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *p = arena_vprintf(a, fmt, ap);
  va_end(ap);
  return p;
}

void ptrvec_push(Arena *a, PtrVec *v, void *p) {
  if (v->len == v->cap) {
    size_t cap = v->cap ? v->cap * 2 : 4;
    v->data = arena_grow(a, v->data, v->len, cap, sizeof(void *));
    v->cap = cap;
  }
  v->data[v->len++] = p;
}

/* ---- hash map ---- */

uint64_t hash_bytes(const void *p, size_t n) {
  /* FNV-1a, 64-bit. */
  const unsigned char *s = p;
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < n; i++) {
    h ^= s[i];
    h *= 0x100000001b3ULL;
  }
  return h;
}

static size_t slot_of(uint64_t key, size_t cap) {
  uint64_t h = key * 0x9e3779b97f4a7c15ULL;
  return (size_t)(h >> 17) & (cap - 1);
}

void hashmap_init(HashMap *m) { memset(m, 0, sizeof *m); }

void hashmap_free(HashMap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

void hashmap_clear(HashMap *m) {
  if (m->len)
    memset(m->keys, 0, sizeof *m->keys * m->cap);
  m->len = 0;
}

void *hashmap_get(const HashMap *m, uint64_t key) {
  if (!m->cap)
    return NULL;
  for (size_t i = slot_of(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
    if (m->keys[i] == key)
      return m->vals[i];
    if (m->keys[i] == 0)
      return NULL;
  }
}

static void rehash(HashMap *m, size_t cap) {
  uint64_t *keys = m->keys;
  void **vals = m->vals;
  size_t old = m->cap;
  m->keys = xcalloc(cap, sizeof *m->keys);
  m->vals = xcalloc(cap, sizeof *m->vals);
  m->cap = cap;
  for (size_t i = 0; i < old; i++) {
    if (!keys[i])
      continue;
    size_t j = slot_of(keys[i], cap);
    while (m->keys[j])
      j = (j + 1) & (cap - 1);
    m->keys[j] = keys[i];
    m->vals[j] = vals[i];
  }
  free(keys);
  free(vals);
}

void hashmap_put(HashMap *m, uint64_t key, void *val) {
  if ((m->len + 1) * 4 >= m->cap * 3)
    rehash(m, m->cap ? m->cap * 2 : 16);
  size_t i = slot_of(key, m->cap);
  while (m->keys[i] && m->keys[i] != key)
    i = (i + 1) & (m->cap - 1);
  if (!m->keys[i])
    m->len++;
  m->keys[i] = key;
  m->vals[i] = val;
}

bool hashmap_remove(HashMap *m, uint64_t key) {
  if (!m->cap)
    return false;
  size_t i = slot_of(key, m->cap);
  while (m->keys[i] != key) {
    if (!m->keys[i])
      return false;
    i = (i + 1) & (m->cap - 1);
  }
  /* Backward-shift deletion keeps probe chains intact without tombstones. */
  size_t j = i;
  for (;;) {
    j = (j + 1) & (m->cap - 1);
    if (!m->keys[j])
      break;
    size_t k = slot_of(m->keys[j], m->cap);
    if ((j > i && (k <= i || k > j)) || (j < i && (k <= i && k > j))) {
      m->keys[i] = m->keys[j];
      m->vals[i] = m->vals[j];
      i = j;
    }
  }
  m->keys[i] = 0;
  m->vals[i] = NULL;
  m->len--;
  return true;
}
