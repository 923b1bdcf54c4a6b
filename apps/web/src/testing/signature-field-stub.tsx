import type { SignatureField } from '@/components/signature-field';

/**
 * jsdom has no canvas: tests replace the signature pad with a button that "draws" on a click
 * (`vi.mock('@/components/signature-field', ...)` in a *.isolated.test file).
 */
export const SignatureFieldStub: typeof SignatureField = ({ onChange, error }) => (
  <>
    <button type="button" onClick={() => onChange('data:image/png;base64,iVBORw0KGgo=')}>
      draw
    </button>
    {error ? <p>{error}</p> : null}
  </>
);
