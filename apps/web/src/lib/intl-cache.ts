/**
 * One Intl formatter per locale and options, kept for the page's life: building one costs far
 * more than formatting with it (about a millisecond on a phone), and the home's first render
 * built one for every row it wrote a date or an amount in (issue 17). Formatters never change.
 */
export const cachedFormatters = <Options extends object, Formatter>(
  build: (locale: string, options: Options) => Formatter,
) => {
  const built = new Map<string, Formatter>();
  return (locale: string, options: Options): Formatter => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let formatter = built.get(key);
    if (!formatter) {
      formatter = build(locale, options);
      built.set(key, formatter);
    }
    return formatter;
  };
};
