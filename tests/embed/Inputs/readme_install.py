#!/usr/bin/env python3
"""readme_install.py README BUILD_DIR WORK: runs README's "The library" lines
as written: writes its add.c, then the staged install's and the static
link's command blocks, with two changes only: `meson install -C build` uses
BUILD_DIR (with --no-rebuild) and the stage /tmp/stage is WORK/stage. Prints
each command and the programs' output; exits 1 at the first failure."""
import os
import re
import subprocess
import sys

readme, build, work = sys.argv[1:4]
text = open(readme).read()
sec = text[text.index('## The library'):]
sec = sec[:sec.index('\n## ', 4)]
blocks = re.findall(r'```(\w*)\n(.*?)```', sec, re.S)
os.makedirs(work, exist_ok=True)
add_c = next(b for lang, b in blocks if lang == 'c' and '@add' in b)
with open(os.path.join(work, 'add.c'), 'w') as f:
    f.write(add_c)
stage = os.path.join(work, 'stage')


def commands(block):
    """The $-lines of a shell block, continuation lines joined."""
    out, cur = [], None
    for line in block.splitlines():
        if line.startswith('$ '):
            cur = line[2:]
        elif cur is not None:
            cur += '\n' + line
        else:
            continue
        if not cur.endswith('\\'):
            out.append(cur)
            cur = None
    return out


script = ['set -e', 'cd %s' % work]
for lang, block in blocks:
    if lang or ('--destdir' not in block and 'libloopc.a' not in block):
        continue
    for cmd in commands(block):
        cmd = cmd.replace('/tmp/stage', stage)
        cmd = re.sub(r'meson install -C build', 'meson install -C %s --no-rebuild --quiet' % build, cmd)
        cmd = re.sub(r'#.*', '', cmd)
        script += ['echo "$ %s"' % cmd.replace('"', '\\"').replace('$', '\\$'), cmd]
script.append('./add-static > add_static_c.c && echo "add-static wrote $(grep -c . add_static_c.c) lines"')
script.append('grep -c "float add(float" add_c.c add_static_c.c')
script.append('! ldd add-static | grep -q libloopc.so && echo "add-static needs no libloopc.so"')
r = subprocess.run(['bash', '-c', '\n'.join(script)], capture_output=True, text=True)
sys.stdout.write(r.stdout)
sys.stdout.write(r.stderr)
sys.exit(r.returncode)
