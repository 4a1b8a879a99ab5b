import { crc32, deflateSync } from 'node:zlib';

/** Tiny but real pictures for upload tests. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 PNG in the programme's orange. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const pixels = Buffer.from([0, 0xff, 0x6e, 0x28]); // filter byte + one RGB pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 grey JPEG (the well-known 125-byte arithmetic-coded one). */
export function tinyJpeg(): Buffer {
  return Buffer.from(
    'ffd8ffe000104a46494600010101004800480000' +
      'ffdb004300030202020202030202020303030304060404040404080606050609080a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010' +
      'ffc9000b080001000101011100' +
      'ffcc000600101005' +
      'ffda0008010100003f00d2cf20ffd9',
    'hex',
  );
}
