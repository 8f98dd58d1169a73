/* runtime/ stands apart. */
#include "../ir/ir.h"
