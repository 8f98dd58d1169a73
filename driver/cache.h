/* cache.h: `loopc run`'s cache of compiled programs: where it is and when it
 * may be used (a directory of the user's own that nobody else can write),
 * its entries (shared objects that carry their size and hash, checked before
 * they are loaded, written atomically), its size bound (oldest first out),
 * and small notes kept beside them (the C compiler's probe, native.c). */
#ifndef LOOPC_CACHE_H
#define LOOPC_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../ir/diag.h"

/* A 128-bit name for what a program was built from: two 64-bit FNV-1a
 * lanes, so that a collision (which would load the wrong program) is out of
 * the question. */
typedef struct CacheKey {
  uint64_t a, b;
} CacheKey;

void cache_key_init(CacheKey *k);
void cache_key_add(CacheKey *k, const void *data, size_t n);
void cache_key_add_str(CacheKey *k, const char *s);
/* cache_key_add for megabytes (weights, a model): 8-byte words into two
 * 64-bit lanes, four times as fast as the byte-wise FNV lanes. */
void cache_key_add_large(CacheKey *k, const void *data, size_t n);

/* The hash recorded in an entry's trailer: 64 bits over 8-byte
 * little-endian words, h = (h ^ w) * 0x9E3779B97F4A7C15, h ^= h >> 29,
 * starting from 0x243F6A8885A308D3 ^ n, a short last word zero-padded,
 * then h ^= h >> 32 (tests/run/Inputs/cache_entry.py computes it too). It
 * finds damage, not forgery: the directory's owner check keeps others out. */
uint64_t cache_hash(const void *data, size_t n);

/* The cache directory, $XDG_CACHE_HOME/loopc or ~/.cache/loopc (malloc'd).
 * With create, it is made (0700) if missing. NULL when there is none or it
 * must not be used: not a directory, owned by another user, or writable by
 * group or others (anyone who can write there chooses the code loopc run
 * loads); in that case "CONTEXT: why" is reported through diag (when not
 * NULL) at loc with severity sev. */
char *cache_dir(bool create, DiagEngine *diag, IrLoc loc, DiagSeverity sev, const char *context);

/* An entry's file name in dir (malloc'd): the key in hex and ext, ".so"
 * for a compiled program, ".o" for a compiled runtime object (linked into
 * the programs built with the same compiler and flags). */
char *cache_entry_path(const char *dir, const CacheKey *key, const char *ext);
/* The entry for key when it is there and whole: a descriptor open on it
 * (a regular file owned by the user, its size and hash those its trailer
 * records), its modification time set to now (the eviction's order). -1 when
 * there is none; a damaged entry is removed first, and *damaged says so. */
int cache_entry_open(const char *dir, const CacheKey *key, const char *ext, bool *damaged);
/* Copies the file an entry open on fd holds (without its trailer) to a new
 * file dest (0600); false if it cannot. */
bool cache_entry_extract(int fd, const char *dest);
/* Stores the file so (a shared object or an object file) as the entry for
 * key with extension ext: copied with its trailer
 * into a temporary file in dir and renamed, so that no reader ever sees half
 * of it. False after a warning at loc (a read-only or full disk: the
 * program still runs, it is only not kept). */
bool cache_entry_store(const char *dir, const CacheKey *key, const char *ext, const char *so,
                       DiagEngine *diag, IrLoc loc);

/* The same from memory: buf, size bytes. */
bool cache_entry_store_data(const char *dir, const CacheKey *key, const char *ext,
                            const void *buf, size_t size, DiagEngine *diag, IrLoc loc);
/* What an entry open on fd holds, without its trailer (malloc'd, NUL after
 * its *len bytes), or NULL. */
char *cache_entry_read(int fd, size_t *len);

/* The size bound in bytes: $LOOPC_CACHE_SIZE (a number of bytes, or with a
 * K, M or G suffix; 0 keeps nothing), else 256 MiB. An unreadable value is
 * a warning at loc, and the default is used. */
uint64_t cache_size_limit(DiagEngine *diag, IrLoc loc);
/* Removes the least recently used entries (and notes) until the files
 * kept take at most limit bytes, and temporary files older than an hour
 * (left by a killed run). */
void cache_trim(const char *dir, uint64_t limit);

/* A small text kept in dir under name (malloc'd, NUL-terminated), or NULL
 * when there is none, it is not the user's, or it is older than max_age
 * seconds. */
char *cache_note_read(const char *dir, const char *name, long max_age);
/* Writes a note atomically; failures are ignored (a note is only a memo). */
void cache_note_write(const char *dir, const char *name, const char *text);

/* The compiled programs kept in dir and the bytes all the cache's files
 * take; with clean, every one of those files is removed (`loopc cache
 * clean`) and *bytes stays 0. */
void cache_usage(const char *dir, bool clean, size_t *programs, uint64_t *bytes);

#endif
