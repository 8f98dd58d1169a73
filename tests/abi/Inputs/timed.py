"""timed.py LIMIT COMMAND...: runs COMMAND and prints 'in time' if it succeeded
within LIMIT seconds of CPU time (its user and system time, which a loaded
machine does not stretch as it does wall time), else how long it took."""
import resource
import subprocess
import sys

limit = float(sys.argv[1])
before = resource.getrusage(resource.RUSAGE_CHILDREN)
subprocess.run(sys.argv[2:], check=True)
after = resource.getrusage(resource.RUSAGE_CHILDREN)
took = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
print('in time' if took < limit else 'took %.2f s of CPU (limit %.2f s)' % (took, limit))
