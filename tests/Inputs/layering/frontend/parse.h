/* Sideways, by path and through the include path; a header generated
 * beside this file (no such file anywhere in the sources) is fine. */
#include "../dialects/toy/toy.h"
#include "../passes/pass.h"
#include "pass.h"
#include "parser_generated.h"
#include <ir.h>
#include <stdio.h>
