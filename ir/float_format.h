/* float_format.h: float values spelled as MLIR prints them (ir/float_format.c). */
#ifndef LOOPC_FLOAT_FORMAT_H
#define LOOPC_FLOAT_FORMAT_H

#include <stdint.h>

#include "ir.h"

/* Room for any spelling (the longest decimal of a subnormal double). */
#define IR_FLOAT_FORMAT_MAX 1024

/* Writes v, a value of float type t (f64 when t is not a float type), as
 * MLIR prints it: "1.500000e+00" when six digits read back to the same
 * value, else the shortest digits that do ("0.123456789"), else the bits in
 * hex ("0x7FC00000" for a NaN). */
void ir_float_format(char *buf, double v, const IrType *t);
/* The same from the value's bits in t's format (f16/bf16: 16 bits). */
void ir_float_format_bits(char *buf, uint64_t bits, const IrType *t);

/* A float16 (bf16 false) or bfloat16 value's bits as a double, exactly. */
double ir_half_to_double(uint16_t h, bool bf16);
/* d rounded to the nearest float16 or bfloat16 (ties to even, through
 * float), as bits; NaN stays NaN, overflow gives infinity. */
uint16_t ir_double_to_half(double d, bool bf16);

#endif
