import { describe, expect, it } from 'vitest';
import { documentsToUpload, isAskedOf, type OwnPaperState } from './documents-to-upload';

const paper = (
  typeId: number,
  parameters: OwnPaperState['parameters'],
  latest: OwnPaperState['latest'] = null,
): OwnPaperState => ({ typeId, typeName: `Type ${typeId}`, parameters, latest });
const asked = { requiredFor: 'crew' };

describe('isAskedOf', () => {
  it.each([
    ['asked of crew', asked, ['crew'], true],
    ['asked of another login type', asked, ['planners'], false],
    ['no parameters', null, ['crew'], false],
    ['not a login type name', { requiredFor: true }, ['crew'], false],
    ['other parameters only', { validityMonths: 24 }, ['crew'], false],
  ] as const)('%s', (_label, parameters, loginTypes, expected) => {
    expect(isAskedOf(parameters, loginTypes)).toBe(expected);
  });
});

describe('documentsToUpload', () => {
  it('lists rejected uploads first, then asked types never uploaded', () => {
    const result = documentsToUpload(
      [
        paper(1, asked),
        paper(2, null, { id: 20, name: 'Old licence', status: 'rejected' }),
        paper(3, asked, { id: 30, name: 'ID', status: 'approved' }),
        paper(4, asked, { id: 40, name: 'VCA', status: 'pending' }),
        paper(5, asked, { id: 50, name: 'Blurry ID', status: 'rejected' }),
        paper(6, null),
        paper(7, { requiredFor: 'planners' }),
      ],
      ['crew'],
    );
    expect(result).toEqual([
      { typeId: 2, typeName: 'Type 2', rejected: { id: 20, name: 'Old licence' } },
      { typeId: 5, typeName: 'Type 5', rejected: { id: 50, name: 'Blurry ID' } },
      { typeId: 1, typeName: 'Type 1', rejected: null },
    ]);
  });

  it('asks nothing of people without the login type', () => {
    expect(documentsToUpload([paper(1, asked)], ['office'])).toEqual([]);
  });
});
