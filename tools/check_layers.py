#!/usr/bin/env python3
"""check_layers.py: checks that loopc's includes and calls point one way
(docs/DESIGN.md, "Layers"):

    tools/ -> driver/ -> lib/ -> frontend/, passes/, codegen/ -> dialects/ -> ir/

runtime/ stands apart (codegen/ embeds its text; driver/ calls its printers). Every `#include "..."` of
a layered folder must name a file by its path from the including file (or a
generated header by its path from the root), and land in the same folder or
in one the table below allows. With --build-dir, the objects the build made
(its compile_commands.json) are read with nm: a symbol an object uses and
another object of the project defines must come from an allowed folder too,
so a prototype written by hand instead of an include is caught as well.

Usage: tools/check_layers.py [--build-dir DIR] [ROOT]
Prints one line per arrow against the layers and exits 1 if there is any."""
import argparse
import json
import os
import re
import subprocess
import sys

# What each layered folder may include and call besides itself. Folders not
# listed (tools/, the mains; tests/, fuzz/, samples/, bench/) are on top: they
# may use every folder, and no listed folder may use them.
MAY_USE = {
    'ir': [],
    'dialects': ['ir'],
    'frontend': ['dialects', 'ir'],
    'passes': ['dialects', 'ir'],
    'codegen': ['ir', 'runtime'],
    'runtime': [],
    'include': [],
    'lib': ['include', 'frontend', 'passes', 'codegen', 'dialects', 'ir'],
    'driver': ['lib', 'include', 'frontend', 'passes', 'codegen', 'dialects', 'ir', 'runtime'],
}
SOURCE_EXTS = ('.c', '.h', '.def', '.y', '.l')
INCLUDE_RE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def folder_of(rel):
    """The layer of a path relative to the root: its first component."""
    return rel.split('/', 1)[0]


def allowed(src, dst):
    return src == dst or src not in MAY_USE or dst in MAY_USE[src]


def rule(src):
    return '%s/ may use only %s' % (
        src, ', '.join(f + '/' for f in [src] + MAY_USE[src]))


def is_build_dir(path):
    return os.path.exists(os.path.join(path, 'build.ninja')) or \
        os.path.isdir(os.path.join(path, 'meson-private'))


def source_files(root):
    """Relative paths of the C sources of the layered folders."""
    out = []
    for top in sorted(MAY_USE):
        base = os.path.join(root, top)
        for d, dirs, files in os.walk(base):
            dirs[:] = sorted(x for x in dirs if not x.startswith('.')
                             and not is_build_dir(os.path.join(d, x)))
            for f in sorted(files):
                if f.endswith(SOURCE_EXTS):
                    out.append(os.path.relpath(os.path.join(d, f), root).replace(os.sep, '/'))
    return out


def check_includes(root, errors):
    files = source_files(root)
    by_name = {}
    for rel in files:
        by_name.setdefault(rel.rsplit('/', 1)[-1], []).append(rel)
    count = 0
    for rel in files:
        src = folder_of(rel)
        here = os.path.dirname(rel)
        with open(os.path.join(root, rel), encoding='utf-8', errors='replace') as f:
            lines = f.readlines()
        for n, line in enumerate(lines, 1):
            m = INCLUDE_RE.match(line)
            if not m:
                continue
            quote, name = m.groups()
            where = '%s:%d' % (rel, n)
            target = os.path.normpath(os.path.join(here, name)).replace(os.sep, '/')
            if quote == '<':
                # A header of the tree reached through the search path.
                found = by_name.get(name) or ([name] if os.path.isfile(os.path.join(root, name)) else [])
                if found:
                    errors.append('%s: <%s> is %s: include it as "%s"'
                                  % (where, name, found[0], os.path.relpath(found[0], here)))
                continue
            count += 1
            if target.startswith('../'):
                errors.append('%s: "%s" leaves the source tree' % (where, name))
                continue
            if not os.path.isfile(os.path.join(root, target)):
                if os.path.isfile(os.path.join(root, name)) or '/' in name:
                    # From the root: a source header, or a generated one
                    # (frontend/onnx/onnx.pb-c.h) in that folder of the build.
                    target = name
                elif name in by_name:
                    found = by_name[name][0]
                    errors.append('%s: "%s" is %s, found through the include path: include '
                                  'it as "%s"' % (where, name, found, os.path.relpath(found, here)))
                    continue
                # else a header generated beside the file (parser.h).
            dst = folder_of(target)
            if not allowed(src, dst):
                errors.append('%s: includes %s: %s' % (where, target, rule(src)))
    return len(files), count


def object_files(root, build):
    """(source folder, source path, object path) of every compiled file."""
    with open(os.path.join(build, 'compile_commands.json')) as f:
        entries = json.load(f)
    root, build = os.path.realpath(root), os.path.realpath(build)
    out = []
    for e in entries:
        d = os.path.join(build, e.get('directory', '.'))
        src = os.path.realpath(os.path.join(d, e['file']))
        obj = os.path.join(d, e['output'])
        # Generated sources sit in the build directory, in their folder's place.
        for base in (build, root):
            if src.startswith(base + os.sep):
                rel = os.path.relpath(src, base).replace(os.sep, '/')
                break
        else:
            continue
        if os.path.isfile(obj):
            out.append((folder_of(rel), rel, obj))
    return out


def check_calls(root, build, errors):
    objs = object_files(root, build)
    if not objs:
        errors.append('%s: no object files (build it first)' % build)
        return 0, 0
    defined, used = {}, {}
    for i in range(0, len(objs), 200):
        batch = objs[i:i + 200]
        out = subprocess.run(['nm', '-P', '-A'] + [o[2] for o in batch], check=True,
                             stdout=subprocess.PIPE, universal_newlines=True).stdout
        owner = {o[2]: o for o in batch}
        for line in out.splitlines():
            path, _, rest = line.partition(': ')
            parts = rest.split()
            if len(parts) < 2 or path not in owner:
                continue
            sym, kind = parts[0], parts[1]
            folder, rel, _ = owner[path]
            if kind in ('U', 'w', 'v'):
                used.setdefault((folder, rel), set()).add(sym)
            elif kind.isupper():
                defined.setdefault(sym, {}).setdefault(folder, rel)
    refs = 0
    for (folder, rel), syms in sorted(used.items()):
        for sym in sorted(syms):
            homes = defined.get(sym)
            if not homes:
                continue  # the C library, protobuf-c, the sanitizers...
            refs += 1
            if not any(allowed(folder, h) for h in homes):
                h = sorted(homes)[0]
                errors.append('%s: calls %s (%s): %s' % (rel, sym, homes[h], rule(folder)))
    return len(objs), refs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('root', nargs='?', default=os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))
    ap.add_argument('--build-dir', help='also check the calls between its objects')
    args = ap.parse_args()
    errors = []
    nfiles, nincs = check_includes(args.root, errors)
    summary = 'layers: %d files, %d includes' % (nfiles, nincs)
    if args.build_dir:
        nobjs, nrefs = check_calls(args.root, args.build_dir, errors)
        summary += '; %d objects, %d uses of symbols other files define' % (nobjs, nrefs)
    for e in errors:
        print(e)
    print('%s: %s' % (summary, '%d against the layers' % len(errors) if errors else 'all point down'))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
