import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip stream (RFC 1952) made of pieces compressed each on its own, so a page spliced from kept parts
 * is compressed by compressing only what is new in it: each piece is deflated once, ending byte-aligned
 * without a last block (a full flush, so nothing refers back across pieces), and a piece read again is
 * its deflated bytes as kept. The pieces' CRC-32s are combined rather than computed over the whole page.
 * Brotli has no such splice, so a 1.5 MB page was compressed anew after each change (about 10 ms).
 */

interface Deflated {
  bytes: Buffer;
  crc: number;
}

/** Each piece's deflated bytes and CRC-32, for as long as the piece is kept (a kept part's JSON). */
const deflated = new WeakMap<Buffer, Deflated>();

function deflate(piece: Buffer): Deflated {
  let found = deflated.get(piece);
  if (!found) {
    found = { bytes: deflateRawSync(piece, { finishFlush: constants.Z_FULL_FLUSH }), crc: crc32(piece) };
    deflated.set(piece, found);
  }
  return found;
}

// ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty fixed-Huffman block with the last-block bit: ends the deflate stream.
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** The page's pieces as a gzip stream, in pieces (see `sendPage`). */
export function gzipPieces(pieces: readonly Buffer[]): Buffer[] {
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    const { bytes, crc: pieceCrc } = deflate(piece);
    crc = crc32Combine(crc, pieceCrc, piece.length);
    size += piece.length;
    out.push(bytes);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(LAST_BLOCK, trailer);
  return out;
}

// CRC-32 arithmetic over GF(2), as zlib's crc32_combine does it (crc32.c, multmodp and x2nmodp).
const POLYNOMIAL = 0xedb88320;

/** a × b modulo the CRC-32 polynomial, in its reflected bit order. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X_TO_2_TO_K = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  for (let k = 0; k < 32; k++) {
    table.push(p);
    p = multiplyModP(p, p);
  }
  return table;
})();

/** x^(n × 2^k) modulo the polynomial. */
function xToNModP(n: number, k: number): number {
  let p = 0x80000000; // x^0
  while (n) {
    if (n & 1) p = multiplyModP(X_TO_2_TO_K[k & 31]!, p);
    n = Math.floor(n / 2);
    k += 1;
  }
  return p;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's length in bytes. */
export const crc32Combine = (crcA: number, crcB: number, lengthB: number) =>
  (multiplyModP(xToNModP(lengthB, 3), crcA) ^ crcB) >>> 0;
