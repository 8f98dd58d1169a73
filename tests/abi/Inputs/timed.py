"""timed.py LIMIT COMMAND...: runs COMMAND and prints 'in time' if it succeeded
within LIMIT seconds, else how long it took."""
import subprocess
import sys
import time

limit = float(sys.argv[1])
start = time.perf_counter()
subprocess.run(sys.argv[2:], check=True)
took = time.perf_counter() - start
print('in time' if took < limit else 'took %.2f s (limit %.2f s)' % (took, limit))
