/** Name of the readable cookie the server sets for double-submit XSRF protection. */
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

export const readXsrfToken = (cookies: string = document.cookie): string | null => {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === xsrfCookieName) return decodeURIComponent(value.join('='));
  }
  return null;
};
