#!/usr/bin/python3
"""page_data.py: prints what a `loopc explain` page holds, for FileCheck
(tests that need no browser).

usage: page_data.py PAGE [--stage N [--form F]] [--c] [--src LINE]

Always prints the page's summary: the file, where compilation stopped, the
passes, one line per stage (title, lines, what it changed), the outline, the
diagnostics and the run. --stage N prints stage N's text (form F, default the
page's) with each line's source line; --c prints the C the same way; --src
LINE prints, for every column, the lines that come from source line LINE.
Fails if the data is not valid JSON or is inconsistent (a source line out of
range, a line count that does not match)."""
import json
import re
import sys


def load(path):
    text = open(path, encoding='utf-8').read()
    m = re.search(r'<script type="application/json" id="loopc-data">(.*?)</script>', text, re.S)
    if not m:
        sys.exit('page_data.py: no data in %s' % path)
    if '</script' in m.group(1).lower():
        sys.exit('page_data.py: the data closes its script element')
    d = json.loads(m.group(1))
    # A stage a pass left as it was holds no text of its own: the one before.
    for i, s in enumerate(d['stages']):
        for form, t in s['v'].items():
            if t.get('same'):
                s['v'][form] = dict(d['stages'][i - 1]['v'][form], **t)
    return d


def check(d):
    n = len(d['source']) if d['source'] is not None else max(
        [r[2] for r in d['graph'] or []] + [0])
    texts = [s['v'][f] for s in d['stages'] for f in ('classic', 'modern', 'generic')]
    if d['c']:
        texts.append(d['c'])
    for t in texts:
        if len(t['src']) != len(t['lines']):
            sys.exit('page_data.py: %d lines but %d source lines' % (len(t['lines']), len(t['src'])))
        bad = [s for s in t['src'] if s < 0 or s > n]
        if bad:
            sys.exit('page_data.py: source line %d out of range 1..%d' % (bad[0], n))
        for i in t.get('added', []):
            if not 0 <= i < len(t['lines']):
                sys.exit('page_data.py: added line %d out of range' % i)


def main(argv):
    d = load(argv[1])
    check(d)
    print('file %s (%s), spelling %s' % (d['file'], d['kind'], d['spelling']))
    print('stopped %s' % d['stopped'])
    print('passes %s' % d['pipeline'])
    for i, s in enumerate(d['stages']):
        t = s['v'][d['spelling']]
        change = '' if i == 0 else ' +%d -%d' % (t['nadded'], t['nremoved'])
        print('stage %d %s: %d lines%s' % (i, s['title'], len(t['lines']), change))
    for depth, kind, line, text in d['outline']:
        print('outline %s%s %s (line %d)' % ('  ' * depth, kind, text, line))
    if d['graph']:
        for depth, kind, node, text in d['graph']:
            print('graph %s%s%s' % ('  ' * depth, '#%d ' % node if node else '', text))
    print('c %s' % ('%d lines' % len(d['c']['lines']) if d['c'] else 'none'))
    for g in d['diags']:
        print('diag %d:%d %s: %s' % (g['line'], g['col'], g['sev'], g['msg']))
    if d['run']:
        r = d['run']
        print('run $ %s' % r['command'])
        print('run status %d%s%s' % (r['status'], ' timed out' if r['timedOut'] else '',
                                     ' truncated' if r['truncated'] else ''))
        for line in r['output'].splitlines()[:20]:
            print('run | %s' % line)
    args = argv[2:]
    form = d['spelling']
    if '--form' in args:
        form = args[args.index('--form') + 1]
    if '--stage' in args:
        t = d['stages'][int(args[args.index('--stage') + 1])]['v'][form]
        added = set(t.get('added', []))
        for i, (line, src) in enumerate(zip(t['lines'], t['src'])):
            print('%s%3d @%-3d %s' % ('+' if i in added else ' ', i + 1, src, line))
    if '--c' in args and d['c']:
        for i, (line, src) in enumerate(zip(d['c']['lines'], d['c']['src'])):
            print('%4d @%-3d %s' % (i + 1, src, line))
    if '--src' in args:
        want = int(args[args.index('--src') + 1])
        cols = [('stage-%d' % i, s['v'][form]) for i, s in enumerate(d['stages'])]
        if d['c']:
            cols.append(('c', d['c']))
        for name, t in cols:
            for i, (line, src) in enumerate(zip(t['lines'], t['src'])):
                if src == want:
                    print('src %s %d: %s' % (name, i + 1, line.strip()))


if __name__ == '__main__':
    main(sys.argv)
