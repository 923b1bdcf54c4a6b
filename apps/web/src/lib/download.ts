/** Saves a file the app fetched (a PDF behind the Authorization header) under a name. */
export const saveBlob = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  saveUrl(url, filename);
  // The click has started the download; the URL may go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

/** Downloads from a (signed, same-origin) URL. */
export const saveUrl = (url: string, filename: string): void => {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};
