/* tools/ may use everything. */
#include "../lib/api.h"
#include "../frontend/parse.h"
