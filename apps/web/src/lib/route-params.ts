import { useParams } from 'react-router';

/** A positive whole-number route parameter (an id), or null when the URL holds anything else. */
export const parseId = (value: string | undefined): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const useIdParam = (name: string): number | null => parseId(useParams()[name]);
