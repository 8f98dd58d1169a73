/* passes.h: declarations of loopc's passes (one IrPass per file in passes/). */
#ifndef LOOPC_PASSES_H
#define LOOPC_PASSES_H

#include "../ir/pass.h"

#endif
