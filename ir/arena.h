/* arena.h: bump allocation for everything a module owns, plus a small
 * open-addressing hash map keyed by pointer-or-integer. */
#ifndef LOOPC_ARENA_H
#define LOOPC_ARENA_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* An arena hands out memory that lives until arena_destroy. Nothing is freed
 * individually; growable arrays that outgrow their space simply leave the old
 * block behind (amortised O(1), bounded by 2x). */
typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
  ArenaChunk *chunk;
  char *cur, *end;
  size_t total; /* bytes obtained from malloc, for statistics */
  ArenaChunk *retired; /* AddressSanitizer builds: reset chunks, poisoned */
} Arena;

void arena_init(Arena *a);
void arena_destroy(Arena *a);
/* Frees everything allocated so far at once, keeping the newest chunk (its
 * used part cleared) for what comes next: an arena reused per unit of work
 * (a function, when the driver streams) stays as small as one unit and
 * touches no fresh pages. */
void arena_reset(Arena *a);
/* Returns zeroed memory aligned for any object. Aborts on out-of-memory. */
void *arena_alloc(Arena *a, size_t size);
/* Same, aligned for pointers and 64-bit integers only (8 bytes, not
 * max_align_t's 16): for the IR's many small nodes, whose sizes are multiples
 * of 8, so that rounding each one up to 16 bytes does not waste memory. */
void *arena_alloc_small(Arena *a, size_t size);
/* Grows an array from old_n to new_n elements of elem_size (contents copied). */
void *arena_grow(Arena *a, void *old, size_t old_n, size_t new_n, size_t elem_size);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
char *arena_vprintf(Arena *a, const char *fmt, va_list ap);
char *arena_printf(Arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* A growable NUL-terminated string in malloc'd memory (s is NULL until the
 * first append; free(s) when done): the one string builder of the tools
 * that print row by row. Appending is amortised O(1). */
typedef struct TextBuf {
  char *s;
  size_t len, cap;
} TextBuf;
/* Makes room for more bytes (and the NUL) after len. */
void textbuf_reserve(TextBuf *b, size_t more);
void textbuf_addn(TextBuf *b, const char *s, size_t n);
void textbuf_add(TextBuf *b, const char *s);
void textbuf_printf(TextBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Growable vector of pointers stored in an arena. */
typedef struct PtrVec {
  void **data;
  size_t len, cap;
} PtrVec;
void ptrvec_push(Arena *a, PtrVec *v, void *p);

/* malloc wrappers that abort on out-of-memory (for non-arena storage). */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
/* printf into a new malloc'd string. */
char *xvasprintf(const char *fmt, va_list ap);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Hash map from a 64-bit key to a pointer; malloc-backed, linear probing.
 * Key 0 is reserved as "empty". Used for SSA name tables, uniquing, and
 * per-pass side tables. */
typedef struct HashMap {
  uint64_t *keys;
  void **vals;
  size_t cap, len;
} HashMap;
void hashmap_init(HashMap *m);
void hashmap_free(HashMap *m);
/* Removes every entry, keeping the storage. */
void hashmap_clear(HashMap *m);
void *hashmap_get(const HashMap *m, uint64_t key);
/* Inserts or overwrites. */
void hashmap_put(HashMap *m, uint64_t key, void *val);
/* Removes key if present; returns whether it was. */
bool hashmap_remove(HashMap *m, uint64_t key);

uint64_t hash_bytes(const void *p, size_t n);
static inline uint64_t hash_mix(uint64_t h, uint64_t x) {
  h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h;
}

#endif
