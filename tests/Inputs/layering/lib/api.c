/* Nothing below tools/ uses tools/. */
#include "../frontend/parse.h"
#include "../tools/driver.h"
