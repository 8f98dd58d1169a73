/* cache.c: `loopc run`'s cache of compiled programs (see cache.h): the
 * directory and the checks that decide whether it may be used, entries with
 * a trailer of size and hash, atomic stores, the size bound and notes
 * (`loopc cache` is tools/cache.c).
 *
 * An entry is the shared object itself with 24 bytes appended: "LOOPCSO1",
 * then the object's size and cache_hash of it, little-endian. The dynamic
 * loader maps what the program headers name and never reads past them, so
 * the trailer costs nothing to load, and one file renamed into place is the
 * whole entry (a sidecar would be a second file to keep in step). The
 * runtime's object files are entries of the same form, copied out without
 * the trailer before the compiler links them. */
#define _GNU_SOURCE 1 /* futimens, fstatat, O_NOFOLLOW */
#include "cache.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../ir/arena.h"
#include "../ir/diag.h"

enum { TRAILER_SIZE = 24 };
static const char trailer_magic[8] = {'L', 'O', 'O', 'P', 'C', 'S', 'O', '1'};
#define DEFAULT_LIMIT ((uint64_t)256 << 20)
#define TEMP_MAX_AGE 3600 /* seconds: a temporary file older than this is litter */

/* ================================= keys ================================= */

void cache_key_init(CacheKey *k) {
  k->a = 0xcbf29ce484222325ULL;
  k->b = 0x84222325cbf29ce4ULL;
}

void cache_key_add(CacheKey *k, const void *data, size_t n) {
  const unsigned char *p = data;
  for (size_t i = 0; i < n; i++) {
    k->a = (k->a ^ p[i]) * 0x100000001b3ULL;
    k->b = (k->b ^ p[i]) * 0x100000001b3ULL;
    k->b ^= k->b >> 29;
  }
  k->a ^= n; /* field boundaries count */
  k->b += n;
}

void cache_key_add_str(CacheKey *k, const char *s) { cache_key_add(k, s, strlen(s)); }

/* ============================ content hashes ============================ */

static uint64_t load_le64(const unsigned char *p) {
  uint64_t w = 0;
  for (int i = 7; i >= 0; i--)
    w = w << 8 | p[i];
  return w;
}

static void store_le64(unsigned char *p, uint64_t w) {
  for (int i = 0; i < 8; i++, w >>= 8)
    p[i] = (unsigned char)w;
}

static uint64_t hash_step(uint64_t h, uint64_t w) {
  h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
  return h ^ h >> 29;
}

uint64_t cache_hash(const void *data, size_t n) {
  const unsigned char *p = data;
  uint64_t h = 0x243F6A8885A308D3ULL ^ (uint64_t)n;
  size_t i = 0;
  for (; i + 8 <= n; i += 8)
    h = hash_step(h, load_le64(p + i));
  if (i < n) {
    unsigned char last[8] = {0};
    memcpy(last, p + i, n - i);
    h = hash_step(h, load_le64(last));
  }
  return h ^ h >> 32;
}

void cache_key_add_large(CacheKey *k, const void *data, size_t n) {
  const unsigned char *p = data;
  /* Two independent lanes in one loop: the multiplies overlap. */
  uint64_t a = 0x243F6A8885A308D3ULL ^ (uint64_t)n, b = 0x13198A2E03707344ULL + (uint64_t)n;
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t w = load_le64(p + i);
    a = hash_step(a, w);
    b = (b ^ w) * 0xC2B2AE3D27D4EB4FULL;
    b ^= b >> 31;
  }
  unsigned char last[16] = {0};
  memcpy(last, p + i, n - i);
  uint64_t ab[2] = {hash_step(a, load_le64(last)), hash_step(b, load_le64(last) ^ 1)};
  cache_key_add(k, ab, sizeof ab);
}

/* =============================== directory ============================== */

/* Why dir (which exists) must not be used, or NULL. */
static char *dir_unsafe(const char *dir, const struct stat *st) {
  if (!S_ISDIR(st->st_mode))
    return xasprintf("'%s' is not a directory", dir);
  if (st->st_uid != geteuid())
    return xasprintf("'%s' is owned by uid %ld, not by you (uid %ld)", dir, (long)st->st_uid,
                     (long)geteuid());
  if (st->st_mode & (S_IWGRP | S_IWOTH))
    return xasprintf("'%s' is writable by %s (mode %03o)", dir,
                     st->st_mode & S_IWOTH ? "others" : "its group",
                     (unsigned)(st->st_mode & 0777));
  return NULL;
}

char *cache_dir(bool create, DiagEngine *diag, IrLoc loc, DiagSeverity sev, const char *context) {
  const char *base = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
  char *dir;
  if (base && *base == '/')
    dir = xasprintf("%s/loopc", base);
  else if (home && *home)
    dir = xasprintf("%s/.cache/loopc", home);
  else
    return NULL;
  if (create) {
    /* mkdir -p, owner only; whatever exists already is checked below. */
    for (char *p = dir + 1; *p; p++)
      if (*p == '/') {
        *p = 0;
        mkdir(dir, 0700);
        *p = '/';
      }
    mkdir(dir, 0700);
  }
  struct stat st;
  char *why = NULL;
  if (stat(dir, &st) != 0 || (why = dir_unsafe(dir, &st)) != NULL) {
    if (why && diag)
      diag_report(diag, sev, loc, "%s: %s", context, why);
    free(why);
    free(dir);
    return NULL;
  }
  return dir;
}

/* ================================ entries =============================== */

char *cache_entry_path(const char *dir, const CacheKey *key, const char *ext) {
  return xasprintf("%s/%016llx%016llx%s", dir, (unsigned long long)key->a,
                   (unsigned long long)key->b, ext);
}

/* Reads all of fd (size bytes) into a malloc'd buffer; NULL on a short read. */
static unsigned char *read_all(int fd, size_t size) {
  unsigned char *buf = xmalloc(size ? size : 1);
  size_t got = 0;
  while (got < size) {
    ssize_t n = pread(fd, buf + got, size - got, (off_t)got);
    if (n <= 0) {
      free(buf);
      return NULL;
    }
    got += (size_t)n;
  }
  return buf;
}

/* Whether fd holds a whole entry: the user's regular file whose trailer
 * records its size and hash. */
static bool entry_whole(int fd) {
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != geteuid() ||
      st.st_size < TRAILER_SIZE)
    return false;
  size_t size = (size_t)st.st_size;
  /* Mapped, not read: a program with 100 MB of weights is checked without
   * a copy. */
  unsigned char *buf = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
  if (buf == MAP_FAILED)
    return false;
  const unsigned char *t = buf + size - TRAILER_SIZE;
  bool ok = memcmp(t, trailer_magic, 8) == 0 && load_le64(t + 8) == size - TRAILER_SIZE &&
            load_le64(t + 16) == cache_hash(buf, size - TRAILER_SIZE);
  munmap(buf, size);
  return ok;
}

int cache_entry_open(const char *dir, const CacheKey *key, const char *ext, bool *damaged) {
  *damaged = false;
  char *path = cache_entry_path(dir, key, ext);
  int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd >= 0 && !entry_whole(fd)) {
    close(fd);
    fd = -1;
    *damaged = true;
    unlink(path);
  }
  if (fd >= 0)
    futimens(fd, NULL); /* most recently used: last to go */
  free(path);
  return fd;
}

/* Writes n bytes or fails. */
static bool write_all(int fd, const void *data, size_t n) {
  const char *p = data;
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w <= 0)
      return false;
    p += w;
    n -= (size_t)w;
  }
  return true;
}

bool cache_entry_store(const char *dir, const CacheKey *key, const char *ext, const char *so,
                       DiagEngine *diag, IrLoc loc) {
  int in = open(so, O_RDONLY | O_CLOEXEC);
  struct stat st;
  unsigned char *buf = NULL;
  if (in < 0 || fstat(in, &st) != 0 || !(buf = read_all(in, (size_t)st.st_size))) {
    diag_warning(diag, loc, "not caching the compiled program: cannot read '%s': %s", so,
                 strerror(errno));
    if (in >= 0)
      close(in);
    return false;
  }
  close(in);
  bool ok = cache_entry_store_data(dir, key, ext, buf, (size_t)st.st_size, diag, loc);
  free(buf);
  return ok;
}

bool cache_entry_store_data(const char *dir, const CacheKey *key, const char *ext,
                            const void *buf, size_t size, DiagEngine *diag, IrLoc loc) {
  unsigned char trailer[TRAILER_SIZE];
  memcpy(trailer, trailer_magic, 8);
  store_le64(trailer + 8, size);
  store_le64(trailer + 16, cache_hash(buf, size));
  char *path = cache_entry_path(dir, key, ext);
  char *part = xasprintf("%s.%ld.tmp", path, (long)getpid());
  int out = open(part, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  bool ok = out >= 0 && write_all(out, buf, size) && write_all(out, trailer, TRAILER_SIZE);
  if (out >= 0 && close(out) != 0)
    ok = false;
  if (ok && rename(part, path) != 0)
    ok = false;
  if (!ok) {
    diag_warning(diag, loc, "not caching the compiled program: cannot write '%s': %s",
                 out >= 0 ? path : part, strerror(errno));
    unlink(part);
  }
  free(part);
  free(path);
  return ok;
}

char *cache_entry_read(int fd, size_t *len) {
  struct stat st;
  unsigned char *buf;
  if (fstat(fd, &st) != 0 || st.st_size < TRAILER_SIZE ||
      !(buf = read_all(fd, (size_t)st.st_size)))
    return NULL;
  *len = (size_t)st.st_size - TRAILER_SIZE;
  buf[*len] = 0; /* over the trailer */
  return (char *)buf;
}

bool cache_entry_extract(int fd, const char *dest) {
  struct stat st;
  unsigned char *buf;
  if (fstat(fd, &st) != 0 || st.st_size < TRAILER_SIZE ||
      !(buf = read_all(fd, (size_t)st.st_size)))
    return false;
  int out = open(dest, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  bool ok = out >= 0 && write_all(out, buf, (size_t)st.st_size - TRAILER_SIZE);
  if (out >= 0 && close(out) != 0)
    ok = false;
  free(buf);
  return ok;
}

/* ============================== size bound ============================== */

uint64_t cache_size_limit(DiagEngine *diag, IrLoc loc) {
  const char *s = getenv("LOOPC_CACHE_SIZE");
  if (!s || !*s)
    return DEFAULT_LIMIT;
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  int shift = 0;
  switch (*end) {
  case 'K': case 'k': shift = 10; end++; break;
  case 'M': case 'm': shift = 20; end++; break;
  case 'G': case 'g': shift = 30; end++; break;
  default: break;
  }
  if (*end == 'i' || *end == 'B')
    end += *end == 'i' && end[1] == 'B' ? 2 : 1;
  if (end == s || *end || errno || s[0] == '-' || v > (UINT64_MAX >> shift)) {
    diag_warning(diag, loc,
                 "LOOPC_CACHE_SIZE='%s' is not a size (bytes, or a number with K, M or G); "
                 "using 256M", s);
    return DEFAULT_LIMIT;
  }
  return (uint64_t)v << shift;
}

/* A file of the cache: an entry (a program, hex.so, or a runtime object,
 * hex.o), a program's signature (hex.sig: run_build.c), a note (hex.cc) or a temporary file (name.pid.tmp); nothing else
 * in the directory is touched. */
typedef enum { FILE_OTHER, FILE_ENTRY, FILE_OBJECT, FILE_SIG, FILE_NOTE, FILE_TEMP } FileKind;

static FileKind file_kind(const char *name) {
  size_t n = strlen(name), hex = strspn(name, "0123456789abcdef");
  if (n > 4 && strcmp(name + n - 4, ".tmp") == 0 && hex >= 16)
    return FILE_TEMP;
  if (hex == 32 && strcmp(name + hex, ".so") == 0)
    return FILE_ENTRY;
  if (hex == 32 && strcmp(name + hex, ".o") == 0)
    return FILE_OBJECT;
  if (hex == 32 && strcmp(name + hex, ".sig") == 0)
    return FILE_SIG;
  if (hex == 16 && strcmp(name + hex, ".cc") == 0)
    return FILE_NOTE;
  return FILE_OTHER;
}

typedef struct CacheFile {
  char *name;
  FileKind kind;
  uint64_t size;
  struct timespec mtime;
} CacheFile;

/* The cache's files (the user's regular files of the kinds above), in a
 * malloc'd array of *n. */
static CacheFile *list_files(const char *dir, size_t *n) {
  *n = 0;
  DIR *d = opendir(dir);
  if (!d)
    return NULL;
  size_t cap = 64;
  CacheFile *files = xmalloc(sizeof *files * cap);
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    FileKind kind = file_kind(e->d_name);
    struct stat st;
    if (kind == FILE_OTHER || fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
        !S_ISREG(st.st_mode) || st.st_uid != geteuid())
      continue;
    if (*n == cap)
      files = xrealloc(files, sizeof *files * (cap *= 2));
    files[(*n)++] = (CacheFile){xstrdup(e->d_name), kind, (uint64_t)st.st_size, st.st_mtim};
  }
  closedir(d);
  return files;
}

static void free_files(CacheFile *files, size_t n) {
  for (size_t i = 0; i < n; i++)
    free(files[i].name);
  free(files);
}

static int by_mtime(const void *x, const void *y) {
  const struct timespec *a = &((const CacheFile *)x)->mtime, *b = &((const CacheFile *)y)->mtime;
  if (a->tv_sec != b->tv_sec)
    return a->tv_sec < b->tv_sec ? -1 : 1;
  return a->tv_nsec < b->tv_nsec ? -1 : a->tv_nsec > b->tv_nsec;
}

static void remove_file(const char *dir, const char *name) {
  char *path = xasprintf("%s/%s", dir, name);
  unlink(path);
  free(path);
}

void cache_trim(const char *dir, uint64_t limit) {
  size_t n;
  CacheFile *files = list_files(dir, &n);
  qsort(files, n, sizeof *files, by_mtime);
  uint64_t total = 0;
  time_t now = time(NULL);
  for (size_t i = 0; i < n; i++) {
    if (files[i].kind == FILE_TEMP && now - files[i].mtime.tv_sec > TEMP_MAX_AGE) {
      remove_file(dir, files[i].name);
      files[i].size = 0;
    }
    total += files[i].size;
  }
  for (size_t i = 0; i < n && total > limit; i++)
    if (files[i].kind != FILE_TEMP && files[i].size) {
      remove_file(dir, files[i].name);
      total -= files[i].size;
    }
  free_files(files, n);
}

/* ================================= notes ================================ */

char *cache_note_read(const char *dir, const char *name, long max_age) {
  char *path = xasprintf("%s/%s", dir, name);
  int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  free(path);
  struct stat st;
  char *text = NULL;
  if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == geteuid() &&
      st.st_size < 65536 && time(NULL) - st.st_mtime <= max_age &&
      (text = (char *)read_all(fd, (size_t)st.st_size)) != NULL) {
    text = xrealloc(text, (size_t)st.st_size + 1);
    text[st.st_size] = 0;
  }
  if (fd >= 0)
    close(fd);
  return text;
}

void cache_note_write(const char *dir, const char *name, const char *text) {
  char *path = xasprintf("%s/%s", dir, name);
  char *part = xasprintf("%s.%ld.tmp", path, (long)getpid());
  int fd = open(part, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  bool ok = fd >= 0 && write_all(fd, text, strlen(text));
  if (fd >= 0 && close(fd) != 0)
    ok = false;
  if (!ok || rename(part, path) != 0)
    unlink(part);
  free(part);
  free(path);
}

/* ============================== the whole cache ============================== */

void cache_usage(const char *dir, bool clean, size_t *programs, uint64_t *bytes) {
  size_t n;
  CacheFile *files = list_files(dir, &n);
  *programs = 0;
  *bytes = 0;
  for (size_t i = 0; i < n; i++) {
    if (clean)
      remove_file(dir, files[i].name);
    else
      *bytes += files[i].size;
    *programs += files[i].kind == FILE_ENTRY;
  }
  free_files(files, n);
}
