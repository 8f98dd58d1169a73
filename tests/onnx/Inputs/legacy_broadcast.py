#!/usr/bin/python3
"""legacy_broadcast.py: opset 6 binary ops with 'broadcast' = 1 and an
'axis' (B's dims match A's from that axis on), in ONNX's backend test layout
(OUTDIR/NAME/model.onnx, test_data_set_0/input_K.pb, output_0.pb), the
expected outputs from numpy with B reshaped as the specification says;
OUTDIR/bad_axis/model.onnx, whose axis places B past A's last axis; and
PRelu with a 1-D slope of X's channel count (OUTDIR/PRelu_*): per channel
in opset 6, and in opset 9 where numpy's rule cannot align it with X's last
axis; where it can (X's last dim the slope's size), numpy's rule.

usage: legacy_broadcast.py OUTDIR"""
import os
import sys

import numpy as np
from onnx import TensorProto, helper, numpy_helper

OPS = {'Add': np.add, 'Sub': np.subtract, 'Mul': np.multiply, 'Div': np.divide}
# (A's shape, B's shape, axis)
CASES = [((2, 3, 4), (2,), 0), ((2, 3, 4), (3,), 1), ((2, 3, 4), (3, 4), 1),
         ((2, 3, 4, 5), (3, 4), 1), ((2, 3, 4), (2, 3), 0), ((2, 3), (3,), -1),
         ((2, 3, 4), (1, 4), 1)]


def write(d, op, a, b, axis, expected, opset=6):
    os.makedirs(os.path.join(d, 'test_data_set_0'), exist_ok=True)
    attrs = {} if axis is None else {'broadcast': 1, 'axis': axis}
    node = helper.make_node(op, ['a', 'b'], ['y'], **attrs)
    g = helper.make_graph([node], 'legacy', [
        helper.make_tensor_value_info('a', TensorProto.FLOAT, list(a.shape)),
        helper.make_tensor_value_info('b', TensorProto.FLOAT, list(b.shape))],
        [helper.make_tensor_value_info('y', TensorProto.FLOAT, list(a.shape))])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid('', opset)])
    m.ir_version = 3
    with open(os.path.join(d, 'model.onnx'), 'wb') as f:
        f.write(m.SerializeToString())
    for k, v in enumerate([a, b]):
        with open(os.path.join(d, 'test_data_set_0', 'input_%d.pb' % k), 'wb') as f:
            f.write(numpy_helper.from_array(v, 'ab'[k]).SerializeToString())
    if expected is not None:
        with open(os.path.join(d, 'test_data_set_0', 'output_0.pb'), 'wb') as f:
            f.write(numpy_helper.from_array(expected, 'y').SerializeToString())


def main():
    out = sys.argv[1]
    rng = np.random.default_rng(6)
    for op, f in OPS.items():
        for sa, sb, axis in CASES:
            a = rng.uniform(1, 3, sa).astype(np.float32)
            b = rng.uniform(1, 3, sb).astype(np.float32)
            ax = axis + len(sa) if axis < 0 else axis
            bb = b.reshape(sb + (1,) * (len(sa) - ax - len(sb)))
            name = '%s_%s_%s_axis%d' % (op, 'x'.join(map(str, sa)), 'x'.join(map(str, sb)), axis)
            write(os.path.join(out, name.replace('-', 'm')), op, a, b, axis, f(a, bb).astype(np.float32))
    write(os.path.join(out, 'bad_axis'), 'Add', np.zeros((2, 3), np.float32), np.zeros((3,), np.float32),
          2, None)
    for opset, sx, channel in [(6, (2, 3, 4), True), (6, (2, 3, 4, 5), True), (6, (2, 3), False),
                               (9, (2, 3, 4), True), (9, (2, 3, 2, 5), True), (9, (2, 3, 3), False)]:
        x = rng.uniform(-3, 3, sx).astype(np.float32)
        s = rng.uniform(0.1, 0.9, (3,)).astype(np.float32)
        sb = s.reshape((3,) + (1,) * (len(sx) - 2)) if channel else s
        name = 'PRelu_%s_opset%d' % ('x'.join(map(str, sx)), opset)
        write(os.path.join(out, name), 'PRelu', x, s, None, np.where(x < 0, x * sb, x).astype(np.float32),
              opset)


if __name__ == '__main__':
    main()
