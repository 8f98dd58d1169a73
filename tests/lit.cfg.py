# lit configuration for loopc's tests (MLIR style: .mlir files with RUN lines).
import os
import shutil

import lit.formats

config.name = 'loopc'
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = ['.mlir', '.test']
config.excludes = ['Inputs', 'models', 'unit']
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
src_root = os.path.dirname(config.test_source_root)

build_dir = lit_config.params.get('build_dir') or os.environ.get('LOOPC_BUILD_DIR') \
    or os.path.join(src_root, 'build')
build_dir = os.path.abspath(build_dir)
config.test_exec_root = os.path.join(build_dir, 'lit-out')
tools_dir = lit_config.params.get('llvm_tools', '/usr/lib/llvm-22/bin')
sanitize = lit_config.params.get('sanitize', '0') == '1'

loopc = os.path.join(build_dir, 'tools', 'loopc')
if not os.path.exists(loopc):
    lit_config.fatal('loopc not built: %s (pass --param build_dir=...)' % loopc)

path = [tools_dir, os.path.join(build_dir, 'tools'), os.environ.get('PATH', '')]
config.environment['PATH'] = os.pathsep.join(path)
# The tests' PATH, for a RUN line that puts a directory of its own before it.
config.substitutions.append(('%{env_path}', config.environment['PATH']))
for var in ['HOME', 'TMPDIR', 'LANG', 'LC_ALL']:
    if var in os.environ:
        config.environment[var] = os.environ[var]
# `loopc run` keeps compiled programs in $XDG_CACHE_HOME/loopc: one cache per
# build, not the user's.
config.environment['XDG_CACHE_HOME'] = os.path.join(build_dir, 'lit-cache')
# Tests that give files to another user (nobody) or run loopc as that user.
if hasattr(os, 'geteuid') and os.geteuid() == 0:
    config.available_features.add('root')

cc = os.environ.get('CC', 'cc')
cflags = '-std=c11 -Wall -Wextra -Werror -pedantic'
if sanitize:
    # The generated code runs under the same sanitizers as loopc itself.
    cc = cc + ' -fsanitize=address,undefined -fno-sanitize-recover=all'
    config.environment['ASAN_OPTIONS'] = 'detect_leaks=0:abort_on_error=0'
    config.environment['UBSAN_OPTIONS'] = 'halt_on_error=1:print_stacktrace=1'
    config.available_features.add('sanitize')
config.environment['CC'] = cc
# A compiler without the sanitizers, for shared objects that mlir-runner loads.
config.substitutions.append(('%host_cc', os.environ.get('CC', 'cc')))
# Tests that show linear time on large inputs divide their sizes by this in the
# sanitized build, which is there to find memory errors, not to time anything.
config.substitutions.append(('%bigdiv', '5' if sanitize else '1'))

config.substitutions.append(('%loopc', loopc))
config.substitutions.append(('%cc', cc))
config.substitutions.append(('%cflags', cflags))
config.substitutions.append(('%runtime_dir', os.path.join(build_dir, 'runtime')))
config.substitutions.append(('%runtime_src', os.path.join(src_root, 'runtime')))
config.substitutions.append(('%src_root', src_root))
config.substitutions.append(('%build_dir', build_dir))
config.substitutions.append(('%python', '/usr/bin/python3'))
config.substitutions.append(('%mlir_lib_dir', os.path.join(os.path.dirname(tools_dir), 'lib')))

mlir_opt = os.path.join(tools_dir, 'mlir-opt')
mlir_runner = os.path.join(tools_dir, 'mlir-runner')
if os.path.exists(mlir_opt):
    config.available_features.add('mlir-opt')
    config.substitutions.append(('%mlir_opt', mlir_opt))
if os.path.exists(mlir_runner):
    import glob
    libdir = os.path.join(os.path.dirname(tools_dir), 'lib')
    libs = []
    for stem in ['libmlir_runner_utils.so', 'libmlir_c_runner_utils.so']:
        found = sorted(glob.glob(os.path.join(libdir, stem + '*')))
        if found:
            libs.append(found[0])
    if len(libs) == 2:
        config.available_features.add('mlir-runner')
        config.substitutions.append(('%mlir_runner_libs', '-shared-libs=' + ','.join(libs)))
        # The same libraries for a C link line (with -Wl,-rpath,%mlir_lib_dir).
        config.substitutions.append(('%mlir_utils_sos', ' '.join(libs)))
        config.substitutions.append(('%mlir_runner', mlir_runner))
        # MLIR's own pipeline to the LLVM dialect, for differential tests.
        config.substitutions.append(('%mlir_to_llvm',
            '--convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts'))
# MLIR's pipeline down to an object file (mlir-translate and llc), to link
# MLIR-compiled code with loopc's both ways (tests/abi, tests/diff/split_*).
mlir_translate = os.path.join(tools_dir, 'mlir-translate')
llc = os.path.join(tools_dir, 'llc')
if all(os.path.exists(t) for t in (mlir_opt, mlir_translate, llc)):
    config.available_features.add('mlir-llc')
    config.substitutions.append(('%mlir_translate', mlir_translate))
    config.substitutions.append(('%llc', llc))
    # The passes of the toolchain (the default pipeline's parts).
    config.substitutions.append(('%mlir_abi_passes',
        '--convert-scf-to-cf --finalize-memref-to-llvm --convert-func-to-llvm '
        '--convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts'))
# Local copies of MLIR's own SCF test files (llvm-project's
# mlir/test/Dialect/SCF/{invalid,ops,canonicalize}.mlir; not part of loopc's
# sources), for tests/mlir-compat/mlir-scf-files.test.
mlir_scf_dir = lit_config.params.get('mlir_scf_dir') or os.environ.get('LOOPC_MLIR_SCF_DIR')
if mlir_scf_dir and os.path.isdir(mlir_scf_dir):
    config.available_features.add('mlir-scf-files')
    config.substitutions.append(('%mlir_scf_dir', os.path.abspath(mlir_scf_dir)))
import platform
config.available_features.add(platform.machine())  # x86_64, aarch64, ...
# The host can run code built with -mfma (x86-64 fused multiply-add).
try:
    with open('/proc/cpuinfo') as f:
        if ' fma ' in f.read():
            config.available_features.add('fma')
except OSError:
    pass
for compiler in ['gcc', 'clang', 'g++', 'clang++']:
    if shutil.which(compiler):
        config.available_features.add(compiler)
# gdb (tools/setup.sh installs it) where it can trace a program: %gdb.
gdb = shutil.which('gdb')
if gdb:
    import subprocess
    try:
        probe = subprocess.run([gdb, '-batch', '-nx', '-ex', 'run', '--args', '/bin/true'],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60)
        if b'exited normally' in probe.stdout:
            config.available_features.add('gdb')
            config.substitutions.append(('%gdb', gdb + ' -batch -nx'))
    except (OSError, subprocess.TimeoutExpired):
        pass
if os.path.isdir('/usr/share/libonnx-testdata/data/node'):
    config.available_features.add('onnx-testdata')
