/* An include upwards. */
#include "../passes/pass.h"
