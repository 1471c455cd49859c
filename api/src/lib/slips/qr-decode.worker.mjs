// Decodes the QR codes in one picture, in a worker thread (lib/slips/read-qr.ts runs it through a pool):
// ZXing-C++ compiled to WebAssembly takes some 20 ms of CPU for a 2-megapixel slip, which would otherwise
// hold the event loop and every other request. Plain JavaScript, so the same file runs under tsx, vitest
// and the built server. The wasm binary is read from node_modules, never fetched from a CDN (the
// library's default).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// Below the requests, as libvips' threads are (lib/image-threads.ts, docs/decisions.md "Pictures wait for requests"):
// on Linux a thread's nice value is its own, so this lowers this worker thread alone. Elsewhere it may fail: no matter.
try {
  setPriority(10);
} catch {}

const require = createRequire(import.meta.url);
prepareZXingModule({
  overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) },
  fireImmediately: true,
});

/** @param {{ data: Uint8Array, width: number, height: number }} task RGBA pixels */
export default async function decode({ data, width, height }) {
  const image = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height, colorSpace: 'srgb' };
  const found = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 4 });
  return found.filter((r) => r.isValid).map((r) => r.text);
}
