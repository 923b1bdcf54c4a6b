import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildZip } from './zip';

/** Reads the archive back through its central directory, as unzip tools do. */
const readZip = (zip: Buffer) => {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: { name: string; text: string; flags: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const size = zip.readUInt32LE(local + 18);
    const start = local + 30 + zip.readUInt16LE(local + 26);
    const bytes = inflateRawSync(zip.subarray(start, start + size));
    expect(crc32(bytes)).toBe(zip.readUInt32LE(at + 16));
    files.push({ name, text: bytes.toString('utf8'), flags: zip.readUInt16LE(at + 8) });
    at += 46 + nameLength;
  }
  return files;
};

describe('buildZip', () => {
  const modifiedAt = new Date(2026, 10, 23, 9, 30, 0);

  it('packs files that read back byte for byte, with UTF-8 names', () => {
    const zip = buildZip([
      { name: 'A1 Sanne de Vries.pdf', bytes: Buffer.from('%PDF-1.7 one'), modifiedAt },
      { name: 'Zoë Müller.txt', bytes: Buffer.from('twee'.repeat(100)), modifiedAt },
    ]);
    expect(readZip(zip)).toEqual([
      { name: 'A1 Sanne de Vries.pdf', text: '%PDF-1.7 one', flags: 0x0800 },
      { name: 'Zoë Müller.txt', text: 'twee'.repeat(100), flags: 0x0800 },
    ]);
  });

  it('keeps duplicate names apart and every name inside the archive folder', () => {
    const bytes = Buffer.from('x');
    const names = readZip(
      buildZip(
        ['id.pdf', 'id.pdf', '../../etc/passwd', 'notes'].map((name) => ({
          name,
          bytes,
          modifiedAt,
        })),
      ),
    ).map((file) => file.name);
    expect(names).toEqual(['id.pdf', 'id (2).pdf', '_.._etc_passwd', 'notes']);
  });

  it('makes an empty but valid archive', () => {
    expect(readZip(buildZip([]))).toEqual([]);
  });
});
