/* A run-time error of the program: a buffer that cannot be allocated, a
 * failed cf.assert. Reported like a failed assert(), then abort(). */
_Noreturn static void loopc_fail(const char *where, const char *what) {
  fprintf(stderr, "%s: runtime error: %s\n", where, what);
  abort();
}
