import type { DocumentStatus } from '../documents/document.schema';
import type { DocumentToUpload } from './home.schema';

/** Where a person stands with one document type. */
export type OwnPaperState = {
  typeId: number;
  typeName: string;
  /** The type's JSON parameters; `requiredFor` names the login type asked for one. */
  parameters: Record<string, string | number | boolean> | null;
  /** The person's most recent document of the type, if any. */
  latest: { id: number; name: string; status: DocumentStatus } | null;
};

/** Whether the type asks people of one of these login types (e.g. 'crew') for a document. */
export const isAskedOf = (
  parameters: OwnPaperState['parameters'],
  loginTypes: readonly string[],
): boolean => {
  const requiredFor = parameters?.requiredFor;
  return typeof requiredFor === 'string' && loginTypes.includes(requiredFor);
};

/**
 * Home's "documents to upload": first the types whose latest upload was rejected (upload it
 * again), then the types asked of the person that they never uploaded. A pending upload is
 * enough: it awaits the office, not the person.
 */
export const documentsToUpload = (
  papers: readonly OwnPaperState[],
  loginTypes: readonly string[],
): DocumentToUpload[] => {
  const item = (paper: OwnPaperState, rejected: DocumentToUpload['rejected']) => ({
    typeId: paper.typeId,
    typeName: paper.typeName,
    rejected,
  });
  return [
    ...papers.flatMap((paper) =>
      paper.latest?.status === 'rejected'
        ? [item(paper, { id: paper.latest.id, name: paper.latest.name })]
        : [],
    ),
    ...papers.flatMap((paper) =>
      paper.latest === null && isAskedOf(paper.parameters, loginTypes) ? [item(paper, null)] : [],
    ),
  ];
};
