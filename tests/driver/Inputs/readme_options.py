#!/usr/bin/env python3
"""readme_options.py LOOPC README: checks README.md's command-line sections
against the option table (each subcommand's --help): every option --help
lists is named in the subcommand's section, and every option a section's
table or synopsis names is one --help lists (or a pass). Prints one line per
disagreement and a summary."""
import re
import subprocess
import sys

loopc, readme = sys.argv[1], sys.argv[2]
text = open(readme, encoding='utf-8').read()

# The section of each subcommand: from its heading to the next '## '.
SECTIONS = {'': '## Command line', 'run': '## `loopc run`', 'explain': '## `loopc explain`'}


def section(heading):
    start = text.index(heading)
    end = text.find('\n## ', start + 1)
    return text[start:end if end >= 0 else len(text)]


def help_names(sub):
    out = subprocess.run([loopc] + ([sub] if sub else []) + ['--help'], stdout=subprocess.PIPE,
                         universal_newlines=True, check=True).stdout
    names = set()
    for line in out.splitlines():
        m = re.match(r'  (-\S.*?)(?:  |$)', line)
        if not m:
            continue
        for word in re.findall(r'(--?[A-Za-z][\w-]*)', m.group(1)):
            names.add(word)
    names.discard('--PASS')
    return names


passes = set('--' + l.split()[0] for l in subprocess.run(
    [loopc, '--list-passes'], stdout=subprocess.PIPE, universal_newlines=True,
    check=True).stdout.splitlines() if re.match(r'[a-z]', l))
bad = 0
checked = 0
for sub, heading in SECTIONS.items():
    sec = section(heading)
    known = help_names(sub)
    mentioned = set(re.findall(r'(?<![\w-])(--?[A-Za-z][\w-]*)', sec))
    for name in sorted(known):
        checked += 1
        if name not in mentioned and not (name.startswith('-O') and '-O0' in mentioned):
            print('loopc %s --help has %s, the README does not' % (sub, name))
            bad += 1
    # Options in the section's tables and synopses (lines with `-...`).
    for line in sec.splitlines():
        if line.startswith('|'):
            line = line.split('|')[1]  # a table's option column
        elif not (line.startswith('loopc') or line.startswith('          ')):
            continue
        for name in re.findall(r'(?<![\w-])(--[A-Za-z][\w-]*)', line):
            if name not in known and name not in passes and name != '--PASS':
                print('README (%s) names %s, loopc %s --help does not' % (heading, name, sub))
                bad += 1
print('readme-options: %d options checked, %d disagree' % (checked, bad))
