import { jsonValue, type JsonText } from '../../lib/json-text';

/**
 * The JSON array of the colour keys of rows whose colour inputs the repository wrote as the
 * JSON array `inputs`. Rows mostly share a few combinations of inputs, so each is worked out
 * once per answer.
 */
const colourKeysOf = <K extends string>(
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

/**
 * The JSON text of an answer's columns written by PostgreSQL and left open (`jsonColumns`
 * without closing), closed with the rows' colour keys as its last column.
 */
export const withColourKeys = <K extends string>(
  openColumns: string,
  inputs: string,
  keyOf: (inputs: string) => K,
): JsonText<unknown> =>
  `${openColumns},"colourKey":${colourKeysOf(inputs, keyOf)}}` as JsonText<unknown>;
