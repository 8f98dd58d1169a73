#include "../dialects/toy/toy.h"
#include "../ir/ir.h"
