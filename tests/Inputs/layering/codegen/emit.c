#include "../runtime/rt.h"
