import { Worker } from 'node:worker_threads';

/** A pack's file read: the document without its pictures, and the pictures' bytes by path. */
export interface ReadPack {
  document: unknown;
  pictures: Map<string, Buffer>;
}

/** Why a file is not a pack before anything else is looked at. */
export class UnreadablePack extends Error {
  constructor(readonly reason: 'not_json' | 'too_deep') {
    super(`content pack unreadable: ${reason}`);
  }
}

/** Deeper than any row of a pack (a breed's measures are four levels down). */
export const PACK_MAX_DEPTH = 64;

/**
 * The work done off the main thread (plain JavaScript, run by `new Worker(..., { eval: true })`
 * so that it needs no build step of its own): parsing the JSON (about a second for 60 MB on this
 * machine, which would stall every other request) and decoding the pictures' base64. What is
 * not base64 stays in the document, for the pack's schema to name.
 */
const WORKER = `(() => {
const { parentPort, workerData } = require('node:worker_threads');
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const text = Buffer.from(workerData.bytes).toString('utf8');
let document;
try {
  document = JSON.parse(text);
} catch {
  parentPort.postMessage({ error: 'not_json' });
  return;
}
const stack = [[document, 1]];
while (stack.length) {
  const [value, depth] = stack.pop();
  if (depth > workerData.maxDepth) {
    parentPort.postMessage({ error: 'too_deep' });
    return;
  }
  if (value && typeof value === 'object')
    for (const item of Object.values(value)) if (item && typeof item === 'object') stack.push([item, depth + 1]);
}
const pictures = [];
const transfer = [];
const held = document && typeof document === 'object' ? document.pictures : undefined;
if (held && typeof held === 'object' && !Array.isArray(held)) {
  for (const [path, value] of Object.entries(held)) {
    if (typeof value !== 'string' || !BASE64.test(value)) continue;
    const bytes = new Uint8Array(Buffer.from(value, 'base64'));
    pictures.push([path, bytes]);
    transfer.push(bytes.buffer);
    delete held[path];
  }
}
parentPort.postMessage({ document, pictures }, transfer);
})();`;

/**
 * Reads a pack's file in a worker thread: the main thread only receives the rows (a few
 * megabytes for a whole site) and the pictures' bytes, moved rather than copied.
 */
export function readPack(bytes: Uint8Array): Promise<ReadPack> {
  // Moved to the worker when it is a whole buffer of its own; else copied.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes
      : new Uint8Array(bytes);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { bytes: own, maxDepth: PACK_MAX_DEPTH },
      transferList: [own.buffer as ArrayBuffer],
    });
    worker.once(
      'message',
      (answer: {
        error?: 'not_json' | 'too_deep';
        document?: unknown;
        pictures?: [string, Uint8Array][];
      }) => {
        if (answer.error) reject(new UnreadablePack(answer.error));
        else
          resolve({
            document: answer.document,
            pictures: new Map(
              (answer.pictures ?? []).map(([path, data]) => [
                path,
                Buffer.from(data.buffer, data.byteOffset, data.byteLength),
              ]),
            ),
          });
        void worker.terminate();
      },
    );
    worker.once('error', reject);
  });
}
