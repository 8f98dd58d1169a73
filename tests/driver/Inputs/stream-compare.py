"""stream-compare.py LOOPC FILE...: runs `LOOPC FILE [OPTS]` with and without
--no-stream for each file and option set, and prints a line for every run
whose output, diagnostics or exit status differ. Files with RUN lines are
taken as they are (the driver ignores comments).
stream-compare.py --paths LOOPC FILE...: prints which path each file took
(`streamed` or `whole`), from --timing."""
import os
import subprocess
import sys

if sys.argv[1] == '--paths':
    for path in sys.argv[3:]:
        p = subprocess.run([sys.argv[2], '--timing', path, '-o', os.devnull], capture_output=True)
        print('%s: %s' % (os.path.basename(path), 'streamed' if b'(streamed' in p.stderr else 'whole'))
    sys.exit(0)
loopc = sys.argv[1]
option_sets = [[], ['--syntax=modern'], ['--syntax=classic']]
bad = 0
for path in sys.argv[2:]:
    for opts in option_sets:
        runs = []
        for extra in ([], ['--no-stream']):
            p = subprocess.run([loopc, path] + opts + extra, capture_output=True)
            runs.append((p.returncode, p.stdout, p.stderr))
        if runs[0] != runs[1]:
            bad += 1
            what = [n for n, a, b in zip(('status', 'output', 'diagnostics'), runs[0], runs[1]) if a != b]
            print('DIFFER %s %s: %s' % (path, ' '.join(opts), ', '.join(what)))
print('compared %d files, %d differ' % (len(sys.argv) - 2, bad))
