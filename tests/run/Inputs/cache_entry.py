#!/usr/bin/env python3
"""cache_entry.py: damages, ages, measures or plants entries of loopc run's
cache (tools/cache.c) for the cache tests.

usage: cache_entry.py truncate DIR     halve every entry
       cache_entry.py corrupt DIR      flip one byte in the middle of every entry
       cache_entry.py age DIR          date every file back to 2001
       cache_entry.py size DIR         print the bytes the cache's files take
       cache_entry.py plant DIR SO     replace every entry with the shared object
                                       SO and a valid trailer (as loopc writes it)"""
import glob
import os
import struct
import sys

MASK = (1 << 64) - 1


def cache_hash(data):
    """cache_hash in tools/cache.h."""
    h = 0x243F6A8885A308D3 ^ len(data)
    padded = data + b'\0' * (-len(data) % 8)
    for i in range(0, len(padded), 8):
        (w,) = struct.unpack_from('<Q', padded, i)
        h = ((h ^ w) * 0x9E3779B97F4A7C15) & MASK
        h ^= h >> 29
    return h ^ (h >> 32)


def entries(d):
    return sorted(glob.glob(os.path.join(d, '*.so')))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    cmd, d = sys.argv[1], sys.argv[2]
    if cmd == 'truncate':
        for f in entries(d):
            os.truncate(f, os.path.getsize(f) // 2)
    elif cmd == 'corrupt':
        for f in entries(d):
            with open(f, 'r+b') as fh:
                fh.seek(os.path.getsize(f) // 2)
                b = fh.read(1)
                fh.seek(-1, 1)
                fh.write(bytes([b[0] ^ 0xff]))
    elif cmd == 'age':
        for f in glob.glob(os.path.join(d, '*')):
            os.utime(f, (978307200, 978307200))
    elif cmd == 'size':
        print(sum(os.path.getsize(f) for f in glob.glob(os.path.join(d, '*'))))
    elif cmd == 'plant':
        data = open(sys.argv[3], 'rb').read()
        trailer = b'LOOPCSO1' + struct.pack('<QQ', len(data), cache_hash(data))
        for f in entries(d):
            with open(f, 'wb') as fh:
                fh.write(data + trailer)
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main()
