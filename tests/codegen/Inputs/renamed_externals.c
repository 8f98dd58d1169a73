/* Definitions of the symbols renamed_externals.mlir declares, under the
 * symbols MLIR's lowering would call: `my.func` and `int` are no C
 * identifiers, so asm labels give them. */
#include <stdint.h>
#include <stdio.h>

int32_t my_dot_func(int32_t x) __asm__("my.func");
int32_t my_dot_func(int32_t x) { return x * 100; }
int32_t keyword_int(int32_t x) __asm__("int");
int32_t keyword_int(int32_t x) { return x + 11; }
int32_t plain(int32_t x);
int32_t plain(int32_t x) { return x + 2; }
int32_t check(void);

int main(void) {
  printf("%d\n", (int)check());
  return 0;
}
