/** The extension a stored file of each sniffed type is named with. */
const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
  'text/calendar': 'ics',
  'text/csv': 'csv',
};

/** Spellings of the same type that are left as the uploader wrote them. */
const sameType: Record<string, string> = { jpeg: 'jpg' };

/**
 * The name a file is stored and downloaded under: its extension is the one of the type its
 * bytes were sniffed as, so `poly.html` holding a JPEG becomes `poly.jpg` and no browser or
 * desktop opens it as a page. Types without a known extension keep the given name.
 */
export const storedFileName = (filename: string, contentType: string): string => {
  const extension = extensionOf[contentType];
  if (!extension) return filename;
  const dot = filename.lastIndexOf('.');
  const base = dot > 0 ? filename.slice(0, dot) : filename;
  const given = dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
  if ((sameType[given] ?? given) === extension) return filename;
  return `${base || 'file'}.${extension}`;
};
