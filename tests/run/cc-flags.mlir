// loopc run chooses the C compiler's flags by its family and version, which
// it asks the compiler's preprocessor for (native.c, cc_workarounds): gcc
// before 14 gets -fno-tree-loop-vectorize (gcc PR 111764, see
// cc-bug-square-reduction.mlir), every gcc -fno-predictive-commoning (see
// cc-bug-parallel-fill.mlir), clang and other compilers neither.
// RUN: env CC="sh %S/Inputs/fake-cc.sh gcc 12.2.0 omp" %loopc run --print-cc-command | FileCheck %s --check-prefix=GCC12
// RUN: env CC="sh %S/Inputs/fake-cc.sh gcc 13.3.0 omp" %loopc run --print-cc-command -O2 --portable | FileCheck %s --check-prefix=GCC13
// RUN: env CC="sh %S/Inputs/fake-cc.sh gcc 14.2.0 omp" %loopc run --print-cc-command | FileCheck %s --check-prefix=GCC14
// RUN: env CC="sh %S/Inputs/fake-cc.sh clang 14.0.6 omp" %loopc run --print-cc-command | FileCheck %s --check-prefix=CLANG
// RUN: env CC="sh %S/Inputs/fake-cc.sh other 0.9.27 noomp" %loopc run --print-cc-command | FileCheck %s --check-prefix=OTHER
// GCC12: {{^}}sh {{.*}}fake-cc.sh gcc 12.2.0 omp -O3 -march=native -ffp-contract=off -fopenmp -fno-tree-loop-vectorize -fno-predictive-commoning -fPIC -shared -Wl,-Bsymbolic{{$}}
// GCC13: {{^}}sh {{.*}}fake-cc.sh gcc 13.3.0 omp -O2 -ffp-contract=off -fopenmp -fno-tree-loop-vectorize -fno-predictive-commoning -fPIC -shared -Wl,-Bsymbolic{{$}}
// GCC14: {{^}}sh {{.*}}fake-cc.sh gcc 14.2.0 omp -O3 -march=native -ffp-contract=off -fopenmp -fno-predictive-commoning -fPIC -shared -Wl,-Bsymbolic{{$}}
// CLANG: {{^}}sh {{.*}}fake-cc.sh clang 14.0.6 omp -O3 -march=native -ffp-contract=off -fopenmp -fPIC -shared -Wl,-Bsymbolic{{$}}
// OTHER: {{^}}sh {{.*}}fake-cc.sh other 0.9.27 noomp -O3 -march=native -ffp-contract=off -fopenmp -fPIC -shared -Wl,-Bsymbolic{{$}}
//
// Without $CC: clang when it finds <omp.h> with -fopenmp, else cc.
// RUN: rm -rf %t && mkdir -p %t/omp %t/noomp
// RUN: printf '#!/bin/sh\nexec sh %S/Inputs/fake-cc.sh clang 16.0.6 omp "$@"\n' > %t/omp/clang
// RUN: printf '#!/bin/sh\nexec sh %S/Inputs/fake-cc.sh clang 16.0.6 noomp "$@"\n' > %t/noomp/clang
// RUN: chmod +x %t/omp/clang %t/noomp/clang
// RUN: env -u CC PATH=%t/omp:%{env_path} %loopc run --print-cc-command | FileCheck %s --check-prefix=DEFAULT-CLANG
// RUN: env -u CC PATH=%t/noomp:%{env_path} %loopc run --print-cc-command | FileCheck %s --check-prefix=DEFAULT-CC
// OpenMP installed after a run noted clang without it (the compiler's binary
// unchanged): the next run finds it and takes clang.
// RUN: mkdir -p %t/late %t/late-cache && echo noomp > %t/late/flag
// RUN: printf '#!/bin/sh\nexec sh %S/Inputs/fake-cc.sh clang 16.0.6 $(cat %t/late/flag) "$@"\n' > %t/late/clang
// RUN: chmod +x %t/late/clang
// RUN: env -u CC XDG_CACHE_HOME=%t/late-cache PATH=%t/late:%{env_path} %loopc run --print-cc-command | FileCheck %s --check-prefix=DEFAULT-CC
// RUN: echo omp > %t/late/flag
// RUN: env -u CC XDG_CACHE_HOME=%t/late-cache PATH=%t/late:%{env_path} %loopc run --print-cc-command | FileCheck %s --check-prefix=DEFAULT-CLANG
// DEFAULT-CLANG: {{^}}clang -O3
// DEFAULT-CC: {{^}}cc -O3
//
// The probe's answer and the compiler's binary are part of the cache key:
// a compiler upgraded in place (here a script rewritten to say another
// version) compiles the program again rather than load what the old one
// built; the same compiler again loads it.
// RUN: mkdir -p %t/cache
// RUN: printf '#!/bin/sh\nexec sh %S/Inputs/fake-cc.sh gcc 14.1.0 omp "$@"\n' > %t/mycc
// RUN: chmod +x %t/mycc
// RUN: env CC=%t/mycc XDG_CACHE_HOME=%t/cache %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=MISS,CHECK
// RUN: env CC=%t/mycc XDG_CACHE_HOME=%t/cache %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=HIT,CHECK
// RUN: printf '#!/bin/sh\nexec sh %S/Inputs/fake-cc.sh gcc 14.2.0 omp "$@"\n' > %t/mycc
// RUN: env CC=%t/mycc XDG_CACHE_HOME=%t/cache %loopc run %s -v 2>&1 | FileCheck %s --check-prefixes=MISS2,CHECK
// MISS: loopc run: C compiler: gcc 14.1.0
// HIT: loopc run: cached:
// MISS2: loopc run: C compiler: gcc 14.2.0
// CHECK: 42
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c = arith.constant 42 : i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
