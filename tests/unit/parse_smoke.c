/* parse_smoke.c: parses a file and prints op counts per op name (parser smoke test, not in meson). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "ir.h"
#include "parse.h"
#include "printer.h"

static int counts[OP_COUNT];
static long total;

static bool count_op(IrOp *op, void *data) {
  (void)data;
  counts[op->info->kind]++;
  total++;
  return true;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: parse_smoke FILE [-q]\n");
    return 2;
  }
  FILE *f = fopen(argv[1], "rb");
  if (!f)
    return 2;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)n + 1);
  if (fread(buf, 1, (size_t)n, f) != (size_t)n)
    return 2;
  fclose(f);
  IrContext *ctx = ir_context_create();
  DiagEngine d;
  diag_init(&d, stderr);
  diag_add_source(&d, argv[1], buf, (size_t)n);
  IrOp *m = parse_module(ctx, &d, argv[1], buf, (size_t)n, 1);
  if (!m) {
    fprintf(stderr, "parse failed (%d errors)\n", d.nerrors);
    diag_free(&d);
    ir_context_destroy(ctx);
    free(buf);
    return 1;
  }
  ir_walk(m, count_op, NULL);
  if (argc >= 3 && (strcmp(argv[2], "-p") == 0 || strcmp(argv[2], "-g") == 0 || strcmp(argv[2], "-c") == 0)) {
    IrPrintOptions o = {argv[2][1] == 'c' ? SPELL_CLASSIC : SPELL_MODERN, argv[2][1] == 'g', true};
    ir_print_op(ctx, stdout, m, &o);
    return 0;
  }
  if (argc < 3) {
    for (int k = 0; k < OP_COUNT; k++)
      if (counts[k])
        printf("%s %d\n", ir_op_infos[k].modern, counts[k]);
  }
  printf("total %ld\n", total);
  diag_free(&d);
  ir_context_destroy(ctx);
  free(buf);
  return 0;
}
