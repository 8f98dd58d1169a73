#!/usr/bin/python3
"""tutorial.py: runs every command of docs/tutorial.md and checks what the
tutorial says about it, so that the tutorial stays true.

usage: tutorial.py TUTORIAL.md REPO_ROOT

In ```console blocks, a line starting with "$ " is a command (a trailing
backslash continues it on the next line); the lines after it, up to the next
command or the end of the block, are its output (stdout and stderr, as a
terminal shows them). In expected output, "..." stands for any text within a
line, and a line that is only "..." for any number of lines; tabs are
expanded and trailing blanks ignored. A command must exit with status 0
(a tutorial shows a failure as `cmd || echo "exit status $?"`).

A comment `<!-- check: PAGE LINE COLUMN TEXT -->` says that on the explain
page PAGE, some line of COLUMN (c, outline, or stage-N in the page's first
form) that comes from source line LINE contains TEXT: what the tutorial tells
the reader to point at, and what lights up.

Commands run in a scratch directory where the repository's samples/, tests/
and docs/ are visible (symbolic links), so they write nothing into the
repository; `loopc` is found on PATH."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile


def blocks(text):
    """Yields ('run', command, expected lines) and ('check', fields) in order."""
    lines = text.split('\n')
    i = 0
    while i < len(lines):
        line = lines[i]
        m = re.match(r'\s*<!-- check: (\S+) (\d+) (\S+) (.*?) -->\s*$', line)
        if m:
            yield ('check', m.group(1), int(m.group(2)), m.group(3), m.group(4))
            i += 1
            continue
        if line.strip() != '```console':
            i += 1
            continue
        i += 1
        cmd, expected = None, []
        while i < len(lines) and lines[i].strip() != '```':
            cur = lines[i]
            if cur.startswith('$ '):
                if cmd is not None:
                    yield ('run', cmd, expected)
                cmd, expected = cur[2:], []
                while cmd.endswith('\\') and i + 1 < len(lines):
                    i += 1
                    cmd = cmd + '\n' + lines[i]
            elif cmd is not None:
                expected.append(cur)
            i += 1
        if cmd is not None:
            yield ('run', cmd, expected)
        i += 1


def norm(line):
    return line.expandtabs(8).rstrip()


def matches(expected, actual):
    """Whether actual lines fit the expected ones ('...' wildcards)."""
    def fits(e, a):
        parts = [re.escape(p) for p in norm(e).split('...')]
        return re.fullmatch('.*'.join(parts), norm(a)) is not None

    # Dynamic programming over (expected index, actual index).
    n, m = len(expected), len(actual)
    ok = [[False] * (m + 1) for _ in range(n + 1)]
    ok[n][m] = True
    for i in range(n - 1, -1, -1):
        for j in range(m, -1, -1):
            if norm(expected[i]) == '...':
                ok[i][j] = ok[i + 1][j] or (j < m and ok[i][j + 1])
            else:
                ok[i][j] = j < m and fits(expected[i], actual[j]) and ok[i + 1][j + 1]
    return ok[0][0]


def page_data(path):
    text = open(path, encoding='utf-8').read()
    m = re.search(r'<script type="application/json" id="loopc-data">(.*?)</script>', text, re.S)
    if not m:
        raise ValueError('%s is not an explain page' % path)
    d = json.loads(m.group(1))
    # A stage a pass left as it was holds no text of its own: the one before.
    for i, s in enumerate(d['stages']):
        for form, t in s['v'].items():
            if t.get('same'):
                s['v'][form] = dict(d['stages'][i - 1]['v'][form], **t)
    return d


def check(work, page, line, column, text):
    try:
        d = page_data(os.path.join(work, page))
    except (OSError, ValueError) as e:
        return str(e)
    if column == 'outline':
        found = [r[3] for r in d['outline'] if r[2] == line]
    else:
        if column == 'c':
            t = d['c']
        else:
            t = d['stages'][int(column.split('-')[1])]['v'][d['spelling']]
        found = [l for l, s in zip(t['lines'], t['src']) if s == line]
    if not any(text in f for f in found):
        return 'no line of %s from source line %d contains %r; those from it: %s' % (
            column, line, text, found)
    return None


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    tutorial, root = argv[1], os.path.abspath(argv[2])
    work = tempfile.mkdtemp(prefix='loopc-tutorial-')
    for d in ('samples', 'tests', 'docs'):
        os.symlink(os.path.join(root, d), os.path.join(work, d))
    failures = 0
    commands = checks = 0
    try:
        for item in blocks(open(tutorial, encoding='utf-8').read()):
            if item[0] == 'check':
                checks += 1
                problem = check(work, *item[1:])
                if problem:
                    failures += 1
                    print('FAIL check %s: %s' % (' '.join(map(str, item[1:])), problem))
                continue
            _, cmd, expected = item
            commands += 1
            r = subprocess.run(['bash', '-c', cmd], cwd=work, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
            actual = r.stdout.decode('utf-8', 'replace').split('\n')
            if actual and actual[-1] == '':
                actual.pop()
            while expected and expected[-1].strip() == '':
                expected.pop()
            if r.returncode != 0 or not matches(expected, actual):
                failures += 1
                print('FAIL $ %s' % cmd)
                if r.returncode != 0:
                    print('  exit status %d' % r.returncode)
                print('  expected:')
                for e in expected:
                    print('    | ' + e)
                print('  got:')
                for a in actual:
                    print('    | ' + a)
            else:
                print('ok $ %s' % cmd.split('\n')[0])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print('%d commands, %d checks, %d failed' % (commands, checks, failures))
    return 1 if failures or not commands else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
