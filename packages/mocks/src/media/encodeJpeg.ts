/**
 * A small baseline JPEG encoder (JFIF, 8-bit, YCbCr 4:2:0, the standard Huffman tables of
 * ITU T.81 Annex K). It only uses typed arrays, so it runs unchanged in Node and in a browser or
 * service worker: jpeg-js's encoder returns a Node `Buffer` whenever it is bundled as CommonJS,
 * which breaks under MSW in the browser.
 */

/** Natural (row-major) index of the i-th coefficient in zig-zag order. */
const NATURAL_ORDER = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7,
  14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46,
  53, 60, 61, 54, 47, 55, 62, 63,
];

/** Annex K.1 quantisation tables, natural order. */
const LUMINANCE_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22,
  29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103,
  121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMINANCE_QUANT = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...new Array<number>(32).fill(99),
];

interface HuffmanSpec {
  /** Number of codes of each length 1..16. */
  counts: number[];
  symbols: number[];
}

const DC_LUMINANCE: HuffmanSpec = {
  counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
  symbols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
};
const DC_CHROMINANCE: HuffmanSpec = {
  counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
  symbols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
};
const AC_LUMINANCE: HuffmanSpec = {
  counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d],
  symbols: [
    0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22,
    0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33,
    0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34,
    0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55,
    0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76,
    0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96,
    0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5,
    0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4,
    0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1,
    0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
};
const AC_CHROMINANCE: HuffmanSpec = {
  counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
  symbols: [
    0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13,
    0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xa1, 0xb1, 0xc1, 0x09, 0x23, 0x33, 0x52, 0xf0, 0x15, 0x62,
    0x72, 0xd1, 0x0a, 0x16, 0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17, 0x18, 0x19, 0x1a, 0x26, 0x27, 0x28, 0x29,
    0x2a, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54,
    0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75,
    0x76, 0x77, 0x78, 0x79, 0x7a, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94,
    0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3,
    0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2,
    0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea,
    0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
};

/** AAN scale factors of the fast forward DCT. */
const AAN_SCALE = [1.0, 1.387039845, 1.306562965, 1.175875602, 1.0, 0.785694958, 0.5411961, 0.275899379];

interface HuffmanTable {
  codes: Uint16Array;
  lengths: Uint8Array;
}

function buildHuffmanTable(spec: HuffmanSpec): HuffmanTable {
  const codes = new Uint16Array(256);
  const lengths = new Uint8Array(256);
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    const count = spec.counts[length - 1] ?? 0;
    for (let i = 0; i < count; i++) {
      const symbol = spec.symbols[k++] ?? 0;
      codes[symbol] = code++;
      lengths[symbol] = length;
    }
    code <<= 1;
  }
  return { codes, lengths };
}

const HUFFMAN = {
  dcY: buildHuffmanTable(DC_LUMINANCE),
  acY: buildHuffmanTable(AC_LUMINANCE),
  dcC: buildHuffmanTable(DC_CHROMINANCE),
  acC: buildHuffmanTable(AC_CHROMINANCE),
};

/** IJG quality scaling of a base table; the result is in natural order. */
function scaledQuantTable(base: number[], quality: number): Uint8Array {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? Math.floor(5000 / q) : 200 - q * 2;
  return Uint8Array.from(base, (v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))));
}

/** Divisors of the fast DCT output, natural order: quantisation folded with the AAN scaling. */
function dctDivisors(quant: Uint8Array): Float64Array {
  const out = new Float64Array(64);
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const i = row * 8 + col;
      out[i] = 1 / ((quant[i] ?? 1) * (AAN_SCALE[row] ?? 1) * (AAN_SCALE[col] ?? 1) * 8);
    }
  }
  return out;
}

/** Growing byte sink with the entropy-coded bit writer (0xFF bytes are stuffed with 0x00). */
class ByteWriter {
  bytes = new Uint8Array(4096);
  length = 0;
  private bitBuffer = 0;
  private bitCount = 0;

  private ensure(extra: number) {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }

  byte(value: number) {
    this.ensure(1);
    this.bytes[this.length++] = value & 0xff;
  }

  word(value: number) {
    this.byte(value >> 8);
    this.byte(value);
  }

  array(values: ArrayLike<number>) {
    for (let i = 0; i < values.length; i++) this.byte(values[i] ?? 0);
  }

  bits(code: number, length: number) {
    this.bitBuffer = (this.bitBuffer << length) | (code & ((1 << length) - 1));
    this.bitCount += length;
    while (this.bitCount >= 8) {
      const b = (this.bitBuffer >> (this.bitCount - 8)) & 0xff;
      this.byte(b);
      if (b === 0xff) this.byte(0);
      this.bitCount -= 8;
    }
    this.bitBuffer &= (1 << this.bitCount) - 1;
  }

  /** Pads the last partial byte with 1 bits, as the standard asks. */
  flushBits() {
    if (this.bitCount > 0) this.bits((1 << (8 - this.bitCount)) - 1, 8 - this.bitCount);
  }

  result(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/** In-place AAN forward DCT of an 8×8 block (rows, then columns). */
function forwardDct(d: Float64Array) {
  for (let pass = 0; pass < 2; pass++) {
    const step = pass === 0 ? 1 : 8;
    const stride = pass === 0 ? 8 : 1;
    for (let line = 0; line < 8; line++) {
      const o = line * stride;
      const p0 = o;
      const p1 = o + step;
      const p2 = o + 2 * step;
      const p3 = o + 3 * step;
      const p4 = o + 4 * step;
      const p5 = o + 5 * step;
      const p6 = o + 6 * step;
      const p7 = o + 7 * step;
      const d0 = d[p0] ?? 0;
      const d1 = d[p1] ?? 0;
      const d2 = d[p2] ?? 0;
      const d3 = d[p3] ?? 0;
      const d4 = d[p4] ?? 0;
      const d5 = d[p5] ?? 0;
      const d6 = d[p6] ?? 0;
      const d7 = d[p7] ?? 0;
      const tmp0 = d0 + d7;
      const tmp7 = d0 - d7;
      const tmp1 = d1 + d6;
      const tmp6 = d1 - d6;
      const tmp2 = d2 + d5;
      const tmp5 = d2 - d5;
      const tmp3 = d3 + d4;
      const tmp4 = d3 - d4;
      // Even part.
      const tmp10 = tmp0 + tmp3;
      const tmp13 = tmp0 - tmp3;
      const tmp11 = tmp1 + tmp2;
      const tmp12 = tmp1 - tmp2;
      d[p0] = tmp10 + tmp11;
      d[p4] = tmp10 - tmp11;
      const z1 = (tmp12 + tmp13) * Math.SQRT1_2;
      d[p2] = tmp13 + z1;
      d[p6] = tmp13 - z1;
      // Odd part.
      const o10 = tmp4 + tmp5;
      const o11 = tmp5 + tmp6;
      const o12 = tmp6 + tmp7;
      const z5 = (o10 - o12) * 0.382683433;
      const z2 = 0.5411961 * o10 + z5;
      const z4 = 1.306562965 * o12 + z5;
      const z3 = o11 * Math.SQRT1_2;
      const z11 = tmp7 + z3;
      const z13 = tmp7 - z3;
      d[p5] = z13 + z2;
      d[p3] = z13 - z2;
      d[p1] = z11 + z4;
      d[p7] = z11 - z4;
    }
  }
}

/** Number of bits needed for the magnitude of v (the JPEG "category"). */
function bitLength(v: number): number {
  let a = v < 0 ? -v : v;
  let n = 0;
  while (a > 0) {
    n++;
    a >>= 1;
  }
  return n;
}

function writeCoefficient(out: ByteWriter, value: number, size: number) {
  // Negative values are written as value - 1 in `size` bits (one's complement form).
  out.bits(value < 0 ? value - 1 : value, size);
}

const quantized = new Int32Array(64);

function encodeBlock(
  out: ByteWriter,
  block: Float64Array,
  divisors: Float64Array,
  previousDc: number,
  dc: HuffmanTable,
  ac: HuffmanTable,
): number {
  forwardDct(block);
  for (let i = 0; i < 64; i++) {
    const natural = NATURAL_ORDER[i] ?? 0;
    quantized[i] = Math.round((block[natural] ?? 0) * (divisors[natural] ?? 0));
  }
  const dcValue = quantized[0] ?? 0;
  const diff = dcValue - previousDc;
  const dcSize = bitLength(diff);
  out.bits(dc.codes[dcSize] ?? 0, dc.lengths[dcSize] ?? 0);
  if (dcSize > 0) writeCoefficient(out, diff, dcSize);

  let zeroRun = 0;
  for (let i = 1; i < 64; i++) {
    const v = quantized[i] ?? 0;
    if (v === 0) {
      zeroRun++;
      continue;
    }
    while (zeroRun >= 16) {
      out.bits(ac.codes[0xf0] ?? 0, ac.lengths[0xf0] ?? 0); // ZRL: 16 zeros
      zeroRun -= 16;
    }
    const size = bitLength(v);
    const symbol = (zeroRun << 4) | size;
    out.bits(ac.codes[symbol] ?? 0, ac.lengths[symbol] ?? 0);
    writeCoefficient(out, v, size);
    zeroRun = 0;
  }
  if (zeroRun > 0) out.bits(ac.codes[0] ?? 0, ac.lengths[0] ?? 0); // EOB
  return dcValue;
}

function writeHuffmanSegment(out: ByteWriter, tables: Array<{ id: number; spec: HuffmanSpec }>) {
  const length = 2 + tables.reduce((n, t) => n + 17 + t.spec.symbols.length, 0);
  out.word(0xffc4);
  out.word(length);
  for (const { id, spec } of tables) {
    out.byte(id);
    out.array(spec.counts);
    out.array(spec.symbols);
  }
}

export interface RgbImage {
  width: number;
  height: number;
  /** width × height × 3 bytes, RGB, row-major. */
  data: Uint8Array;
}

/**
 * Encodes RGB pixels as a baseline JPEG. `quality` 1..100 (IJG scale).
 */
export function encodeJpeg(image: RgbImage, quality = 80): Uint8Array {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Cannot encode a ${width}×${height} JPEG`);
  }
  if (width > 0xffff || height > 0xffff) throw new RangeError('JPEG dimensions are limited to 65535');
  if (data.length < width * height * 3) throw new RangeError('Not enough pixel data for the image size');

  const quantY = scaledQuantTable(LUMINANCE_QUANT, quality);
  const quantC = scaledQuantTable(CHROMINANCE_QUANT, quality);
  const divY = dctDivisors(quantY);
  const divC = dctDivisors(quantC);
  const out = new ByteWriter();

  out.word(0xffd8); // SOI
  // APP0 JFIF 1.1, no density units, 1:1.
  out.word(0xffe0);
  out.word(16);
  out.array([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  // DQT: both tables, 8-bit precision, zig-zag order.
  out.word(0xffdb);
  out.word(2 + 2 * 65);
  for (const [id, table] of [
    [0, quantY],
    [1, quantC],
  ] as const) {
    out.byte(id);
    for (let i = 0; i < 64; i++) out.byte(table[NATURAL_ORDER[i] ?? 0] ?? 1);
  }
  // SOF0: baseline, 8 bits; Y sampled 2×2, Cb and Cr 1×1 (4:2:0).
  out.word(0xffc0);
  out.word(17);
  out.byte(8);
  out.word(height);
  out.word(width);
  out.byte(3);
  out.array([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  writeHuffmanSegment(out, [
    { id: 0x00, spec: DC_LUMINANCE },
    { id: 0x10, spec: AC_LUMINANCE },
    { id: 0x01, spec: DC_CHROMINANCE },
    { id: 0x11, spec: AC_CHROMINANCE },
  ]);
  // SOS
  out.word(0xffda);
  out.word(12);
  out.byte(3);
  out.array([1, 0x00, 2, 0x11, 3, 0x11]);
  out.array([0, 63, 0]);

  // Each 16×16 MCU: four 8×8 luma blocks, then one block each of Cb and Cr averaged over 2×2.
  const luma = new Float64Array(256);
  const blockY = new Float64Array(64);
  const blockCb = new Float64Array(64);
  const blockCr = new Float64Array(64);
  let dcY = 0;
  let dcCb = 0;
  let dcCr = 0;
  for (let my = 0; my < height; my += 16) {
    for (let mx = 0; mx < width; mx += 16) {
      blockCb.fill(0);
      blockCr.fill(0);
      for (let row = 0; row < 16; row++) {
        const y = Math.min(my + row, height - 1); // edge MCUs repeat the last row/column
        const rowStart = y * width;
        for (let col = 0; col < 16; col++) {
          const x = Math.min(mx + col, width - 1);
          const p = (rowStart + x) * 3;
          const r = data[p] ?? 0;
          const g = data[p + 1] ?? 0;
          const b = data[p + 2] ?? 0;
          luma[row * 16 + col] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
          const c = (row >> 1) * 8 + (col >> 1);
          blockCb[c] = (blockCb[c] ?? 0) + (-0.168736 * r - 0.331264 * g + 0.5 * b) / 4;
          blockCr[c] = (blockCr[c] ?? 0) + (0.5 * r - 0.418688 * g - 0.081312 * b) / 4;
        }
      }
      for (let quadrant = 0; quadrant < 4; quadrant++) {
        const top = (quadrant >> 1) * 8;
        const left = (quadrant & 1) * 8;
        for (let row = 0; row < 8; row++) {
          for (let col = 0; col < 8; col++) blockY[row * 8 + col] = luma[(top + row) * 16 + left + col] ?? 0;
        }
        dcY = encodeBlock(out, blockY, divY, dcY, HUFFMAN.dcY, HUFFMAN.acY);
      }
      dcCb = encodeBlock(out, blockCb, divC, dcCb, HUFFMAN.dcC, HUFFMAN.acC);
      dcCr = encodeBlock(out, blockCr, divC, dcCr, HUFFMAN.dcC, HUFFMAN.acC);
    }
  }
  out.flushBits();
  out.word(0xffd9); // EOI
  return out.result();
}
