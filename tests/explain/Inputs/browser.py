#!/usr/bin/python3
"""browser.py: opens a `loopc explain` page in headless Chromium and reports
what a reader would see, for FileCheck.

usage: browser.py PAGE [--size WxH] [ACTION ...]

ACTIONs run in order:
  --hover COL:LINE     move the mouse onto line LINE (as numbered on the page) of
  --hover COL:/RE/     column COL (source, outline, stage-N, c, run), or onto its
                       first line or row whose text matches RE; prints the lines
                       lit up in every column
  --click COL:LINE     click a line (or COL:/RE/): prints, for every column, the
                       first line lit up and whether it was scrolled into view
  --form FORM          click the IR form button (classic, modern, generic)
  --show-same          tick "unfold the stages a pass left unchanged"
  --diags              print the diagnostics shown beside the source
  --changes COL        print the lines column COL marks as added, and where it
                       marks removed lines
  --open PAGE          open another page in the same browser
  --screenshot FILE    save the window as a PNG

Always checked (the script fails otherwise): the page finishes rendering; every
stage of the data has its column with as many lines as the data has (after
every action); nothing is logged as an error or warning, no script throws; the
page requests nothing but itself (the browser runs with every network route
closed, so a request for anything else would also fail).

Talks to Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe:
JSON messages separated by NUL bytes on fds 3 and 4), so it needs nothing but
Python's standard library and Debian's chromium."""
import base64
import json
import os
import pathlib
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

TIMEOUT = 60  # seconds for the whole session
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium')


class Failure(Exception):
    pass


class Browser:
    def __init__(self, width, height):
        self.profile = tempfile.mkdtemp(prefix='loopc-browser-')
        self.log = open(os.path.join(self.profile, 'chromium.log'), 'w')
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()

        def child_fds():
            # The protocol pipes must be fds 3 and 4 in Chromium.
            a, b = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        args = [CHROMIUM, '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
                '--no-first-run', '--disable-background-networking', '--disable-component-update',
                '--disable-sync', '--disable-extensions', '--disable-default-apps',
                '--user-data-dir=' + self.profile, '--remote-debugging-pipe',
                # No network: any request that is not for the page itself fails.
                '--proxy-server=127.0.0.1:9', '--host-resolver-rules=MAP * ~NOTFOUND',
                '--window-size=%d,%d' % (width, height), '--force-device-scale-factor=1',
                '--hide-scrollbars', '--lang=en-US', 'about:blank']
        self.proc = subprocess.Popen(args, close_fds=False, preexec_fn=child_fds,
                                     stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log,
                                     start_new_session=True)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buf = b''
        self.next_id = 0
        self.events = []
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        msg = {'id': self.next_id, 'method': method, 'params': params or {}}
        if session and self.session:
            msg['sessionId'] = self.session
        os.write(self.to_chrome, json.dumps(msg).encode() + b'\0')
        return self.next_id

    def recv(self, deadline):
        while b'\0' not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.from_chrome], [], [], left)[0]:
                raise Failure('the browser did not answer in time')
            chunk = os.read(self.from_chrome, 1 << 16)
            if not chunk:
                raise Failure('the browser exited')
            self.buf += chunk
        msg, _, self.buf = self.buf.partition(b'\0')
        return json.loads(msg)

    def call(self, method, params=None, session=True, timeout=20):
        wanted = self.send(method, params, session)
        deadline = time.monotonic() + timeout
        while True:
            msg = self.recv(deadline)
            if msg.get('id') == wanted:
                if 'error' in msg:
                    raise Failure('%s: %s' % (method, msg['error'].get('message')))
                return msg.get('result', {})
            self.events.append(msg)

    def wait_event(self, method, timeout=20):
        deadline = time.monotonic() + timeout
        for i, e in enumerate(self.events):
            if e.get('method') == method:
                del self.events[i]
                return e
        while True:
            msg = self.recv(deadline)
            if msg.get('method') == method:
                return msg
            self.events.append(msg)

    def eval(self, expression):
        r = self.call('Runtime.evaluate', {'expression': expression, 'returnByValue': True})
        if 'exceptionDetails' in r:
            raise Failure('script failed: %s' % r['exceptionDetails'].get('text'))
        return r['result'].get('value')

    def open(self, url, width, height):
        target = self.call('Target.createTarget', {'url': 'about:blank'}, session=False)
        self.session = self.call('Target.attachToTarget',
                                 {'targetId': target['targetId'], 'flatten': True},
                                 session=False)['sessionId']
        for domain in ('Page', 'Runtime', 'Log', 'Network'):
            self.call(domain + '.enable')
        self.call('Emulation.setDeviceMetricsOverride',
                  {'width': width, 'height': height, 'deviceScaleFactor': 1, 'mobile': False})
        self.call('Page.navigate', {'url': url})
        self.wait_event('Page.loadEventFired')
        self.wait_ready()

    def wait_ready(self):
        deadline = time.monotonic() + 20
        while self.eval('document.body && document.body.dataset.ready') != '1':
            if time.monotonic() > deadline:
                raise Failure('the page did not finish rendering')
            time.sleep(0.05)

    def mouse(self, kind, x, y, buttons=0):
        params = {'type': kind, 'x': x, 'y': y}
        if kind != 'mouseMoved':
            params.update(button='left', clickCount=1)
        self.call('Input.dispatchMouseEvent', params)

    def close(self):
        try:
            if self.proc.poll() is None:
                self.send('Browser.close', session=False)
                self.proc.wait(timeout=10)
        except Exception:
            pass
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)  # the group this script started
            self.proc.wait()
        os.close(self.to_chrome)
        os.close(self.from_chrome)
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


# JavaScript run in the page.
FIND = r'''
(function (col, spec) {
  const c = document.querySelector('.col[data-col="' + col + '"]');
  if (!c) return {error: 'no column ' + col};
  const items = [...c.querySelectorAll('.ln, .row')];
  let e;
  if (spec.startsWith('/')) {
    const re = new RegExp(spec.slice(1, -1));
    e = items.find(x => re.test(x.querySelector('.tx') ? x.querySelector('.tx').textContent
                                                        : x.textContent));
  } else {
    e = items.find(x => x.querySelector('.no') && x.querySelector('.no').textContent === spec);
  }
  if (!e) return {error: 'no line ' + spec + ' in column ' + col};
  e.scrollIntoView({block: 'center', inline: 'nearest'});
  /* The C column sticks to the right edge: a column scrolled into view
   * "nearest" may still lie beneath it, where a reader could not point. */
  const cc = document.querySelector('.col[data-col="c"]');
  if (cc && c !== cc) {
    const under = c.getBoundingClientRect().left + 120 - cc.getBoundingClientRect().left;
    if (under > 0) document.querySelector('main').scrollLeft += under;
  }
  const r = e.getBoundingClientRect();
  const body = c.querySelector('.body').getBoundingClientRect();
  const x = Math.max(r.left, body.left) + 12, y = r.top + r.height / 2;
  window.__target = e;
  return {x: x, y: y};
})(%s, %s)
'''

LIT = r'''
(function () {
  const out = [];
  for (const c of document.querySelectorAll('.col')) {
    const lines = [];
    for (const e of c.querySelectorAll('.hl')) {
      const no = e.querySelector('.no');
      const tx = e.querySelector('.tx');
      lines.push((no ? no.textContent + ': ' : '') + (tx ? tx.textContent : e.textContent).trim());
    }
    if (lines.length) out.push([c.dataset.col, lines]);
  }
  return {hit: document.elementFromPoint(%s, %s).closest('[data-src]') === window.__target,
          lit: document.body.dataset.lit, columns: out};
})()
'''

# Every stage of the data has its column, with the data's lines.
CHECK_STAGES = r'''
(function () {
  const data = JSON.parse(document.getElementById('loopc-data').textContent);
  const form = document.querySelector('#forms button[aria-pressed="true"]');
  const problems = [];
  let lines = 0;
  data.stages.forEach((s, i) => {
    const c = document.querySelector('.col[data-col="stage-' + i + '"]');
    const text = s.v[form ? form.dataset.form : data.spelling];
    const want = text.same ? lines : text.lines.length;  /* unchanged: the stage before's */
    lines = want;
    if (!c) problems.push('no column for stage ' + i);
    else if (c.querySelectorAll('.body .ln:not(:empty):not(.del)').length < want)
      problems.push('stage ' + i + ' shows ' + c.querySelectorAll('.body .ln:not(.del)').length +
                    ' lines, not ' + want);
    else if (c.getBoundingClientRect().width === 0)
      problems.push('stage ' + i + ' is not laid out');
  });
  if (data.c) {
    const c = document.querySelector('.col[data-col="c"]');
    if (!c || c.querySelectorAll('.body .ln').length !== data.c.lines.length)
      problems.push('the C column does not show the C');
  }
  return problems;
})()
'''

SUMMARY = r'''
(function () {
  return [...document.querySelectorAll('.col')].map(c => {
    const t = c.querySelector('h2 .title').textContent;
    const stat = c.querySelector('h2 .stat');
    /* The text's lines (not the removed ones shown struck through). */
    const n = c.querySelectorAll('.body .ln:not(.del)').length || c.querySelectorAll('.body .row').length;
    return c.dataset.col + (c.classList.contains('folded') ? ' (folded)' : '') + ' "' + t + '"' +
           (stat ? ' [' + stat.textContent + ']' : '') + ' ' + n;
  });
})()
'''

DIAGS = r'''
(function () {
  return [...document.querySelectorAll('.diag')].map(d => {
    const col = d.closest('.col');
    let prev = d.previousElementSibling;
    while (prev && prev.classList.contains('diag')) prev = prev.previousElementSibling;
    const at = prev && prev.querySelector('.no') ? 'after line ' + prev.querySelector('.no').textContent
             : prev && prev.classList.contains('row') ? 'after row ' + prev.querySelector('.kind').textContent +
                                                        ' ' + prev.querySelector('.tx').textContent
             : 'at the top';
    return (col ? col.dataset.col : 'banner') + ' ' + at + ': ' + d.textContent;
  });
})()
'''


CHANGES = r'''
(function (col) {
  const c = document.querySelector('.col[data-col="' + col + '"]');
  if (!c) return ['no column ' + col];
  return [...c.querySelectorAll('.ln.add, .ln.del')].map(e => {
    const no = e.querySelector('.no'), tx = e.querySelector('.tx');
    const struck = getComputedStyle(tx).textDecorationLine.includes('line-through');
    return e.classList.contains('del')
        ? 'removed' + (struck ? ' (struck through)' : '') + ': ' + tx.textContent.trim()
        : 'added ' + no.textContent + ': ' + tx.textContent.trim();
  });
})(%s)
'''


# After a click: the first lit line of every column, and whether it is in
# the visible part of its column.
IN_VIEW = r'''
(function () {
  const out = [];
  for (const c of document.querySelectorAll('.col')) {
    const first = c.querySelector('.hl');
    const body = c.querySelector('.body');
    if (!first || !body || c.classList.contains('folded')) continue;
    const r = first.getBoundingClientRect(), v = body.getBoundingClientRect();
    /* Across too: at least 100 pixels of the column (or all of a narrower
     * one) visible between the left edge and the C column, which stays in
     * view at the right and covers what scrolls beneath it. */
    const m = document.querySelector('main').getBoundingClientRect(), k = c.getBoundingClientRect();
    const cc = document.querySelector('.col[data-col="c"]');
    const right = c !== cc && cc ? cc.getBoundingClientRect().left : m.right;
    const across = Math.min(k.right, right) - Math.max(k.left, m.left) >= Math.min(100, k.width - 1);
    const no = first.querySelector('.no');
    out.push(c.dataset.col + ' ' + (no ? no.textContent : 'row') + ' ' +
             (r.top >= v.top && r.bottom <= v.bottom && across ? 'in view' : 'out of view'));
  }
  return out;
})()
'''


def center_click(b, selector):
    box = b.eval('(function(){const e=document.querySelector(%s); if(!e) return null;'
                 'e.scrollIntoView({block:"center"}); const r=e.getBoundingClientRect();'
                 'return {x:r.left+r.width/2, y:r.top+r.height/2};})()' % json.dumps(selector))
    if not box:
        raise Failure('nothing to click at %s' % selector)
    b.mouse('mouseMoved', box['x'], box['y'])
    b.mouse('mousePressed', box['x'], box['y'])
    b.mouse('mouseReleased', box['x'], box['y'])


def check_page(b, page_url):
    problems = b.eval(CHECK_STAGES)
    problems += console_problems(b, page_url)
    if problems:
        raise Failure('; '.join(problems))


def console_problems(b, page_url):
    problems = []
    for e in b.events:
        m, p = e.get('method'), e.get('params', {})
        if m == 'Runtime.exceptionThrown':
            d = p.get('exceptionDetails', {})
            problems.append('exception: %s' % (d.get('exception', {}).get('description') or
                                               d.get('text')))
        elif m == 'Runtime.consoleAPICalled' and p.get('type') in ('error', 'warning', 'assert'):
            problems.append('console %s: %s' % (p['type'], ' '.join(
                str(a.get('value', a.get('description'))) for a in p.get('args', []))))
        elif m == 'Log.entryAdded' and p.get('entry', {}).get('level') in ('error', 'warning'):
            problems.append('log: %s' % p['entry'].get('text'))
        elif m == 'Network.requestWillBeSent':
            url = p.get('request', {}).get('url', '')
            if url != page_url and not url.startswith('data:'):
                problems.append('request for %s' % url)
        elif m == 'Network.loadingFailed':
            problems.append('failed load: %s' % p.get('errorText'))
    return problems


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    page = pathlib.Path(argv[1]).resolve()
    if not page.is_file():
        print('browser.py: no page %s' % page, file=sys.stderr)
        return 2
    actions = argv[2:]
    width, height = 1600, 900
    if len(actions) >= 2 and actions[0] == '--size':
        width, height = (int(v) for v in actions[1].split('x'))
        actions = actions[2:]
    signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(Failure('timed out')))
    signal.alarm(TIMEOUT)
    url = page.as_uri()
    b = Browser(width, height)
    try:
        b.open(url, width, height)
        print('page: %s' % b.eval('document.title'))
        for line in b.eval(SUMMARY):
            print('column ' + line)
        check_page(b, url)
        i = 0
        while i < len(actions):
            act = actions[i]
            arg = actions[i + 1] if i + 1 < len(actions) else None
            i += 1
            if act == '--hover':
                i += 1
                col, _, spec = arg.partition(':')
                pos = b.eval(FIND % (json.dumps(col), json.dumps(spec)))
                if 'error' in pos:
                    raise Failure(pos['error'])
                b.mouse('mouseMoved', pos['x'], pos['y'])
                seen = b.eval(LIT % (pos['x'], pos['y']))
                if not seen['hit']:
                    raise Failure('the mouse at %s is not on %s' % (pos, arg))
                print('hover %s (source line %s)' % (arg, seen['lit'] or 'none'))
                for col_name, lines in seen['columns']:
                    for text in lines:
                        print('  %s %s' % (col_name, text))
            elif act == '--click':
                i += 1
                col, _, spec = arg.partition(':')
                pos = b.eval(FIND % (json.dumps(col), json.dumps(spec)))
                if 'error' in pos:
                    raise Failure(pos['error'])
                b.mouse('mouseMoved', pos['x'], pos['y'])
                b.mouse('mousePressed', pos['x'], pos['y'])
                b.mouse('mouseReleased', pos['x'], pos['y'])
                print('click %s' % arg)
                for line in b.eval(IN_VIEW):
                    print('  ' + line)
            elif act == '--form':
                i += 1
                center_click(b, '#forms button[data-form="%s"]' % arg)
                print('form %s' % b.eval('document.querySelector(\'#forms button[aria-pressed="true"]\').dataset.form'))
                for line in b.eval(SUMMARY):
                    print('column ' + line)
            elif act == '--show-same':
                center_click(b, '#show-same')
                print('show-same %s' % b.eval('document.getElementById("show-same").checked'))
                for line in b.eval(SUMMARY):
                    print('column ' + line)
            elif act == '--changes':
                i += 1
                print('changes %s' % arg)
                for line in b.eval(CHANGES % json.dumps(arg)):
                    print('  ' + line)
            elif act == '--open':
                i += 1
                page = pathlib.Path(arg).resolve()
                url = page.as_uri()
                b.events.clear()
                b.call('Page.navigate', {'url': url})
                b.wait_event('Page.loadEventFired')
                b.wait_ready()
                print('page: %s' % b.eval('document.title'))
                for line in b.eval(SUMMARY):
                    print('column ' + line)
            elif act == '--diags':
                for line in b.eval(DIAGS):
                    print('diag ' + line)
            elif act == '--screenshot':
                i += 1
                shot = b.call('Page.captureScreenshot', {'format': 'png'})
                pathlib.Path(arg).write_bytes(base64.b64decode(shot['data']))
                print('screenshot %s' % arg)
            else:
                raise Failure('unknown action %s' % act)
            check_page(b, url)
        print('checks: every stage rendered, no console errors, no requests but the page')
        return 0
    except Failure as e:
        print('browser.py: FAIL: %s' % e)
        b.log.flush()
        return 1
    finally:
        signal.alarm(0)
        b.close()


if __name__ == '__main__':
    sys.exit(main(sys.argv))
