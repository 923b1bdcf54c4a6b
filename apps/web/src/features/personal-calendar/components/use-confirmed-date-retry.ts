import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';
import { useCreateEntry, type NewEntry } from '../api/create-entry';

const withConfirm = (entry: NewEntry): NewEntry =>
  entry.kind === 'blockDate'
    ? { kind: 'blockDate', input: { ...entry.input, confirm: true } }
    : { kind: 'vacation', input: { ...entry.input, confirm: true } };

/**
 * Sends a new blocked date or vacation request. When it covers a confirmed job the server
 * answers 409 DATE_ALREADY_CONFIRMED; the entry is then held until the person says "yes, block
 * it anyway" and sent again with `confirm: true`.
 */
export const useConfirmedDateRetry = (onDone: () => void) => {
  const create = useCreateEntry();
  const [held, setHeld] = useState<NewEntry | null>(null);

  const send = (entry: NewEntry) =>
    create.mutate(entry, {
      onSuccess: () => {
        setHeld(null);
        onDone();
      },
      onError: (error) => {
        if (!entry.input.confirm && isApiError(error, 'DATE_ALREADY_CONFIRMED')) setHeld(entry);
        else {
          setHeld(null);
          toast.error(errorText(error));
        }
      },
    });

  return {
    submit: send,
    needsConfirmation: held !== null,
    confirmAnyway: () => held && send(withConfirm(held)),
    cancel: () => setHeld(null),
    isPending: create.isPending,
  };
};
