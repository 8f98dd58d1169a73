/* driver/ may use lib/ and the layers below, never the mains in tools/. */
#include "../frontend/parse.h"
#include "../tools/driver.h"
