// ort_time.js: times ONNX Runtime (onnxruntime-node, CPU) on one benchmark
// model written by make_models.py: one warm-up run, then the best and the
// median of N session.run calls; writes the outputs of the last run as raw
// little-endian files ort_out_K.bin next to the model and prints one JSON line.
//
// usage: node ort_time.js MODELDIR [N]
'use strict';
const fs = require('fs');
const path = require('path');
const ort = require('onnxruntime-node');

const typed = {
  float32: Float32Array,
  float64: Float64Array,
  int64: BigInt64Array,
  int32: Int32Array,
  bool: Uint8Array,
};

function loadInput(dir, desc) {
  const buf = fs.readFileSync(path.join(dir, desc.file));
  const T = typed[desc.dtype];
  if (!T) throw new Error(`unsupported input type ${desc.dtype}`);
  // Copy into an aligned buffer: Buffer slices may start at any byte offset.
  const data = new T(buf.byteLength / T.BYTES_PER_ELEMENT);
  new Uint8Array(data.buffer).set(buf);
  return new ort.Tensor(desc.dtype, data, desc.shape);
}

async function main() {
  const dir = process.argv[2];
  const n = parseInt(process.argv[3] || '10', 10);
  if (!dir || !(n > 0)) {
    console.error('usage: node ort_time.js MODELDIR [N]');
    process.exit(2);
  }
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8'));
  const session = await ort.InferenceSession.create(path.join(dir, 'model.onnx'), {
    executionProviders: ['cpu'],
    graphOptimizationLevel: 'all',
    logSeverityLevel: 3, // errors only
    // ORT_THREADS=1: one thread, to compare with loopc's OMP_NUM_THREADS=1.
    ...(process.env.ORT_THREADS ? {intraOpNumThreads: parseInt(process.env.ORT_THREADS, 10),
                                   interOpNumThreads: 1} : {}),
  });
  const feeds = {};
  for (const d of meta.inputs) feeds[d.name] = loadInput(dir, d);

  let out = await session.run(feeds); // warm-up
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    out = await session.run(feeds);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);

  meta.outputs.forEach((d, k) => {
    const t = out[d.name];
    if (JSON.stringify(Array.from(t.dims)) !== JSON.stringify(d.shape))
      throw new Error(`output ${d.name} has shape [${t.dims}], expected [${d.shape}]`);
    const data = t.data;
    fs.writeFileSync(path.join(dir, `ort_out_${k}.bin`),
                     Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  });
  console.log(JSON.stringify({
    model: meta.name,
    runs: n,
    best_ms: times[0],
    median_ms: times[Math.floor(times.length / 2)],
  }));
}

main().catch((e) => {
  console.error(`ort_time.js: ${e.message || e}`);
  process.exit(1);
});
