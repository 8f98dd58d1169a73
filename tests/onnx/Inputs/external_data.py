#!/usr/bin/python3
"""external_data.py: models whose initializers are ONNX external data
(data_location EXTERNAL, keys location/offset/length relative to the model's
directory), for tests/onnx/external-data.test. Writes into OUTDIR:

  good/model.onnx    y = x @ W + b, W (64x64 f32, 16 KB) and b in one file
                     data.bin at their offsets (b first, at an offset that is
                     not aligned); good/x.npy, good/expected.npy; good/ramp.h,
                     y for x[k] = k / 64 as a C array ramp_expected[64]
  nolength/          the same with W's length left out (to the file's end)
  truncated/         data.bin cut short of W's end
  escape/            location '../outside.bin' (the file is there)
  absolute/          location an absolute path (the file is there)
  symlink/           location a link to a file outside the directory
  missing/           location a file that is not there
  badoffset/         offset 'ten'
  pastend/           offset past the file's end

usage: external_data.py OUTDIR"""
import os
import sys

import numpy as np
from onnx import TensorProto, helper

W_SHAPE = (64, 64)


def tensor(name, shape, location, offset=None, length=None):
    t = TensorProto()
    t.name = name
    t.data_type = TensorProto.FLOAT
    t.dims.extend(shape)
    t.data_location = TensorProto.EXTERNAL
    for k, v in (('location', location), ('offset', offset), ('length', length)):
        if v is not None:
            e = t.external_data.add()
            e.key, e.value = k, str(v)
    return t


def write(d, W_ext, b_ext, data=None, data_name='data.bin'):
    os.makedirs(d, exist_ok=True)
    g = helper.make_graph(
        [helper.make_node('MatMul', ['x', 'W'], ['m']), helper.make_node('Add', ['m', 'b'], ['y'])],
        'ext', [helper.make_tensor_value_info('x', TensorProto.FLOAT, [1, 64])],
        [helper.make_tensor_value_info('y', TensorProto.FLOAT, [1, 64])], [W_ext, b_ext])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])
    m.ir_version = 8
    with open(os.path.join(d, 'model.onnx'), 'wb') as f:
        f.write(m.SerializeToString())
    if data is not None:
        with open(os.path.join(d, data_name), 'wb') as f:
            f.write(data)


def main():
    out = sys.argv[1]
    rng = np.random.default_rng(7)
    W = rng.standard_normal(W_SHAPE).astype(np.float32)
    b = rng.standard_normal(64).astype(np.float32)
    x = rng.standard_normal((1, 64)).astype(np.float32)
    boff = 3  # not aligned: the reader must not assume it
    woff = boff + b.nbytes + 5
    data = b'\x01' * boff + b.tobytes() + b'\x02' * 5 + W.tobytes() + b'\x03' * 7
    good = lambda loc='data.bin', woff=woff, wlen=W.nbytes: (
        tensor('W', W_SHAPE, loc, woff, wlen), tensor('b', [64], 'data.bin', boff, b.nbytes))
    write(os.path.join(out, 'good'), *good(), data)
    np.save(os.path.join(out, 'good', 'x.npy'), x)
    np.save(os.path.join(out, 'good', 'expected.npy'), (x @ W + b).astype(np.float32))
    ramp = (np.arange(64, dtype=np.float32).reshape(1, 64) / np.float32(64)) @ W + b
    with open(os.path.join(out, 'good', 'ramp.h'), 'w') as f:
        f.write('static const float ramp_expected[64] = {%s};\n' % ', '.join('%.9g' % v for v in ramp.ravel()))
    write(os.path.join(out, 'nolength'), *good(wlen=None), data[:woff + W.nbytes])
    write(os.path.join(out, 'truncated'), *good(), data[:woff + W.nbytes - 100])
    write(os.path.join(out, 'escape'), *good('../outside.bin'), data)
    with open(os.path.join(out, 'outside.bin'), 'wb') as f:
        f.write(data)
    write(os.path.join(out, 'absolute'), *good(os.path.abspath(os.path.join(out, 'outside.bin'))), data)
    write(os.path.join(out, 'symlink'), *good('link.bin'), data)
    link = os.path.join(out, 'symlink', 'link.bin')
    if os.path.lexists(link):
        os.remove(link)
    os.symlink(os.path.abspath(os.path.join(out, 'outside.bin')), link)
    write(os.path.join(out, 'missing'), *good('nothere.bin'), data)
    write(os.path.join(out, 'badoffset'), *good(woff='ten'), data)
    write(os.path.join(out, 'pastend'), *good(woff=len(data) + 1), data)


if __name__ == '__main__':
    main()
