/* A dialect includes only ir/ and dialects/. */
#include "../../ir/ir.h"
#include "../../frontend/parse.h"
