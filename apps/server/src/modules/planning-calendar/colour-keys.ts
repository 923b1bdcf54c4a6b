import { jsonValue, type JsonText } from '../../lib/json-text';

/**
 * The JSON array of the colour keys of rows whose colour inputs the repository wrote as the
 * JSON array `inputs`. Rows mostly share a few combinations of inputs, so each is worked out
 * once per answer.
 */
export const colourKeysOf = <K extends string>(
  inputs: string,
  keyOf: (inputs: string) => K,
): JsonText<K[]> => {
  const known = new Map<string, K>();
  const keys = (JSON.parse(inputs) as string[]).map((each) => {
    let key = known.get(each);
    if (key === undefined) {
      key = keyOf(each);
      known.set(each, key);
    }
    return key;
  });
  return jsonValue(keys);
};
