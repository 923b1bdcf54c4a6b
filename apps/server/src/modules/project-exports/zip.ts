import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; bytes: Uint8Array; modifiedAt: Date };

/** MS-DOS date and time fields (local wall clock, 2-second steps) as ZIP headers want them. */
const dosDateTime = (date: Date) => ({
  time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
  date:
    ((Math.max(date.getFullYear(), 1980) - 1980) << 9) |
    ((date.getMonth() + 1) << 5) |
    date.getDate(),
});

/** One flat folder: no separators or leading dots, so nothing unpacks outside it. */
const safeName = (name: string): string =>
  name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').replace(/^[.\s]+/, '') || 'file';

/** Names are made unique ("a.pdf", "a (2).pdf"): unzip tools would overwrite duplicates. */
const uniqueNames = (names: string[]): string[] => {
  const seen = new Map<string, number>();
  return names.map(safeName).map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
};

/**
 * A ZIP archive (deflate, UTF-8 names) built in memory. Project downloads are a few MB at
 * most, so no streaming writer (or dependency) is needed; no ZIP64, so under 4 GB and 65k files.
 */
export const buildZip = (entries: ZipEntry[]): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const names = uniqueNames(entries.map((entry) => entry.name));
  entries.forEach((entry, index) => {
    const name = Buffer.from(names[index]!, 'utf8');
    const data = deflateRawSync(entry.bytes);
    const crc = crc32(entry.bytes);
    const { time, date } = dosDateTime(entry.modifiedAt);
    // Version 2.0, flag bit 11 = UTF-8 names, method 8 = deflate.
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(0x0800, at);
      header.writeUInt16LE(8, at + 2);
      header.writeUInt16LE(time, at + 4);
      header.writeUInt16LE(date, at + 6);
      header.writeUInt32LE(crc, at + 8);
      header.writeUInt32LE(data.length, at + 12);
      header.writeUInt32LE(entry.bytes.length, at + 16);
      header.writeUInt16LE(name.length, at + 20);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    common(local, 6);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    common(central, 8);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  });
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

export const zipContentType = 'application/zip';
