import { inflateRawSync } from 'node:zlib';

/** Entry names and contents of a ZIP, read through its central directory (tests only). */
export const unzip = (zip: Buffer): Map<string, Buffer> => {
  const end = zip.length - 22;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26);
    const size = zip.readUInt32LE(local + 18);
    entries.set(
      zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      inflateRawSync(zip.subarray(start, start + size)),
    );
    at += 46 + nameLength;
  }
  return entries;
};
