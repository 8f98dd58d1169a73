"""Kills loopc with each signal while it writes -o FILE, and checks that
neither FILE nor its temporary FILE.tmpXXXXXX is left behind.
Usage: kill_during_output.py LOOPC WORKDIR"""
import glob
import os
import signal
import subprocess
import sys
import time

loopc, work = sys.argv[1], sys.argv[2]
os.makedirs(work, exist_ok=True)
src = os.path.join(work, 'big.mlir')
# Big enough that parsing it takes a while after the output file is opened.
with open(src, 'w') as f:
    f.write('func.func @f(%a: i32) -> i32 {\n')
    f.writelines('  %%x%d = arith.addi %%a, %%a : i32\n' % i for i in range(1500000))
    f.write('  return %a : i32\n}\n')

for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGSEGV, signal.SIGABRT):
    out = os.path.join(work, 'out-%s.c' % sig.name)
    for stale in glob.glob(out + '*'):
        os.remove(stale)
    # The test runner may start us with SIGINT ignored, which loopc respects.
    p = subprocess.Popen([loopc, '--emit=c', src, '-o', out], stderr=subprocess.DEVNULL,
                         preexec_fn=lambda: [signal.signal(s, signal.SIG_DFL)
                                             for s in (signal.SIGINT, signal.SIGHUP)])
    deadline = time.time() + 30
    while not glob.glob(out + '.tmp*') and p.poll() is None and time.time() < deadline:
        time.sleep(0.001)
    if p.poll() is not None:
        print('%s: loopc ended before its temporary file was seen' % sig.name)
        continue
    p.send_signal(sig)
    p.wait()
    left = glob.glob(out + '*')
    print('%s: killed by signal %d, left %s' % (sig.name, -p.returncode, left or 'nothing'))
