"""hostile_models.py: writes the models of tests/onnx/hostile.test into the
directory argv[1]: each breaks one rule that the importer or the generated C
must enforce, with the inputs to run it where the failure is at run time.
Needs python3-onnx and python3-numpy."""
import os
import sys

import numpy as np
from onnx import TensorProto, helper, numpy_helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
F, I64, B = TensorProto.FLOAT, TensorProto.INT64, TensorProto.BOOL


def vi(name, elem, shape):
    return helper.make_tensor_value_info(name, elem, shape)


def save(name, nodes, inputs, outputs, inits=(), opset=13):
    g = helper.make_graph(nodes, name, inputs, outputs, initializer=list(inits))
    m = helper.make_model(g, opset_imports=[helper.make_opsetid('', opset)])
    m.ir_version = 8
    with open(os.path.join(out, name + '.onnx'), 'wb') as f:
        f.write(m.SerializeToString())


def init(name, arr):
    return numpy_helper.from_array(np.asarray(arr), name)


# Reshape of float[4] to [8]: the C would read 8 elements of a 4-element buffer.
save('reshape_count', [helper.make_node('Reshape', ['x', 'shape'], ['y'], name='grow')],
     [vi('x', F, [4])], [vi('y', F, [8])], [init('shape', np.array([8], np.int64))])
# A shape whose element count overflows int64.
save('reshape_overflow', [helper.make_node('Reshape', ['x', 'shape'], ['y'], name='huge')],
     [vi('x', F, [4])], [vi('y', F, None)],
     [init('shape', np.array([2**32, 2**32, -1], np.int64))])
# A node output that redefines a graph input (ONNX Runtime: "Duplicate definition").
save('duplicate', [helper.make_node('Relu', ['x'], ['x'], name='again')],
     [vi('x', F, [4])], [vi('x', F, [4])])
# Slice whose `starts` is a float tensor: it used to pass the importer and fail
# later as "IR is invalid after pass 'lower-onnx'".
save('slice_float_starts', [helper.make_node('Slice', ['x', 's', 'e'], ['y'], name='cut')],
     [vi('x', F, [4])], [vi('y', F, None)],
     [init('s', np.array([0.0], np.float32)), init('e', np.array([2], np.int64))])
# Range(0, INT64_MAX, 1): a length no buffer can have.
save('range_huge', [helper.make_node('Range', ['a', 'b', 'c'], ['y'], name='all')],
     [], [vi('y', I64, None)],
     [init('a', np.int64(0)), init('b', np.int64(2**63 - 1)), init('c', np.int64(1))])
# An input with dimensions near 2^62: each fits, their product does not.
save('input_huge', [helper.make_node('Relu', ['x'], ['y'], name='r')],
     [vi('x', F, [2**62, 2**62])], [vi('y', F, [2**62, 2**62])])
# Concat of two sizes that each fit (as bytes) and whose sum does not.
save('concat_overflow', [helper.make_node('Concat', ['x', 'x'], ['y'], axis=0, name='cat')],
     [vi('x', TensorProto.INT8, [2**62 + 2**61])], [vi('y', TensorProto.INT8, None)])
# Dynamic sizes that do not broadcast, and a reshape whose counts differ at run time.
save('broadcast_dyn', [helper.make_node('Add', ['a', 'b'], ['y'], name='add')],
     [vi('a', F, ['n']), vi('b', F, ['m'])], [vi('y', F, None)])
save('reshape_dyn', [helper.make_node('Reshape', ['x', 'shape'], ['y'], name='flat')],
     [vi('x', F, ['n']), vi('shape', I64, [1])], [vi('y', F, None)])
# MatMul with sizes only the run knows: inner sizes that differ, batch sizes
# that do not broadcast (a batch size of 1 open in the type was indexed as
# if it were the result's, reading past the operand).
save('matmul_dyn', [helper.make_node('MatMul', ['a', 'b'], ['y'], name='mm')],
     [vi('a', F, ['n', 'k']), vi('b', F, ['k2', 'm'])], [vi('y', F, None)])
save('matmul_batch_dyn', [helper.make_node('MatMul', ['a', 'b'], ['y'], name='mm')],
     [vi('a', F, ['p', 2, 2]), vi('b', F, ['q', 2, 2])], [vi('y', F, None)])
np.save(os.path.join(out, 'm2x3.npy'), np.ones((2, 3), np.float32))
np.save(os.path.join(out, 'm2x2x2.npy'), np.ones((2, 2, 2), np.float32))
np.save(os.path.join(out, 'm3x2x2.npy'), np.ones((3, 2, 2), np.float32))
np.save(os.path.join(out, 'm1x2x2.npy'), np.arange(4, dtype=np.float32).reshape(1, 2, 2))
np.save(os.path.join(out, 'a3.npy'), np.ones(3, np.float32))
np.save(os.path.join(out, 'b4.npy'), np.ones(4, np.float32))
np.save(os.path.join(out, 'shape5.npy'), np.array([5], np.int64))


# 25 Loops nested in each other, each growing its carried tensor, which
# starts from a constant of the enclosing body: every body takes two imports
# to settle its types, and each import of a body imported the bodies inside
# it twice again, 2^25 imports in all.
def nested_loop(depth):
    nodes = [helper.make_node('Constant', [], ['one%d' % depth],
                              value=init('one%d' % depth, np.ones(1, np.float32))),
             helper.make_node('Concat', ['v_in%d' % depth, 'one%d' % depth], ['v_out%d' % depth],
                              axis=0)]
    if depth > 0:
        nodes.append(helper.make_node('Loop', ['m', 'c%d' % depth, 'one%d' % depth],
                                      ['inner%d' % depth], body=nested_loop(depth - 1)))
    return helper.make_graph(nodes, 'body%d' % depth,
                             [vi('i%d' % depth, I64, []), vi('c%d' % depth, B, []),
                              vi('v_in%d' % depth, F, [1])],
                             [vi('c%d' % depth, B, []), vi('v_out%d' % depth, F, None)])


save('nested_widening', [helper.make_node('Loop', ['m', 'go', 'v0'], ['v'],
                                          body=nested_loop(24))],
     [vi('m', I64, []), vi('go', B, []), vi('v0', F, [1])], [vi('v', F, None)])


# 3,000 Ifs nested in each other's then-branch, written as raw protobuf (the
# Python protobuf library refuses to nest that deep): libprotobuf-c
# overflowed its stack decoding it.
def varint(n):
    b = b''
    while True:
        if n < 0x80:
            return b + bytes([n])
        b += bytes([n & 0x7f | 0x80])
        n >>= 7


def field(num, payload):
    return varint(num << 3 | 2) + varint(len(payload)) + payload


node = field(4, b'Identity') + field(1, b'c') + field(2, b'y')   # NodeProto: op_type, input, output
for _ in range(3000):
    graph = field(1, node) + field(2, b'g')                       # GraphProto: node, name
    attr = field(1, b'then_branch') + varint(20 << 3) + varint(5) + field(6, graph)  # type GRAPH, g
    node = field(4, b'If') + field(1, b'c') + field(2, b'y') + field(5, attr)
graph = field(1, node) + field(2, b'main')
model = varint(1 << 3) + varint(8) + field(7, graph) + field(8, field(2, varint(13)))
with open(os.path.join(out, 'deep_if.onnx'), 'wb') as f:
    f.write(model)

# A value file of 100,000 sequences nested in each other (SequenceProto:
# elem_type SEQUENCE, sequence_values), and a model that takes a sequence:
# libprotobuf-c overflowed its stack decoding the file.
seq = varint(2 << 3) + varint(1)                                  # elem_type TENSOR, empty
for _ in range(100000):
    seq = varint(2 << 3) + varint(3) + field(5, seq)              # elem_type SEQUENCE, sequence_values
with open(os.path.join(out, 'deep_seq.pb'), 'wb') as f:
    f.write(seq)
save('seq_length', [helper.make_node('SequenceLength', ['s'], ['n'], name='len')],
     [helper.make_tensor_sequence_value_info('s', F, [None])], [vi('n', I64, [])])
