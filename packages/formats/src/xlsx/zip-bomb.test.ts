import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors';
import { MAX_EXPANDED_BYTES, refuseZipBomb } from './sniff';

interface Entry {
  name: string;
  data: Uint8Array;
  /** The uncompressed size the zip claims; the true one when left out. */
  declared?: number;
}

/** A zip of deflated entries whose directory says what `declared` says, as a hostile file would. */
function zip(entries: Entry[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data, { level: 1 });
    const size = entry.declared ?? entry.data.byteLength;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += 30 + name.byteLength + packed.byteLength;
  }
  const body = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(body.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, body, end]));
}

const sheet = (bytes: number) => new Uint8Array(Buffer.alloc(bytes, 0x20));
const refusal = (bytes: Uint8Array) => {
  try {
    refuseZipBomb(bytes);
    return null;
  } catch (error) {
    return error instanceof FormatError ? error.statusCode : error;
  }
};

describe('refuseZipBomb', () => {
  it('lets a workbook through whose entries inflate within the budget', () => {
    expect(
      refusal(
        zip([
          { name: 'xl/workbook.xml', data: sheet(1000) },
          { name: 'a.xml', data: sheet(5e6) },
        ]),
      ),
    ).toBe(null);
  });

  it.each([
    ['declares its true size', undefined],
    ['declares 0 bytes', 0],
    ['declares 4 KB', 4096],
  ])('refuses with 413 an entry past 200 MB once inflated that %s', (_, declared) => {
    const bomb = zip([
      { name: 'xl/workbook.xml', data: sheet(1000) },
      { name: 'xl/worksheets/sheet1.xml', data: sheet(MAX_EXPANDED_BYTES + 1), declared },
    ]);
    expect(bomb.byteLength).toBeLessThan(2_000_000);
    expect(refusal(bomb)).toBe(413);
  });

  it('counts the budget over every entry together', () => {
    const half = sheet(MAX_EXPANDED_BYTES / 2 + 1);
    expect(
      refusal(
        zip([
          { name: 'a.xml', data: half, declared: 0 },
          { name: 'b.xml', data: half, declared: 0 },
        ]),
      ),
    ).toBe(413);
  });
});
