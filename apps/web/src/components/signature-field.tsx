import { Button, Group, Input, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import classes from './signature-field.module.css';

type SignatureFieldProps = {
  label: string;
  /** The drawn signature as a PNG data URL, or null when the pad is empty. */
  onChange: (dataUrl: string | null) => void;
  error?: string | null;
  disabled?: boolean;
};

/** A finger-drawn signature (signature_pad), sharp on high-density screens. */
export const SignatureField = ({
  label,
  onChange,
  error,
  disabled = false,
}: SignatureFieldProps) => {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { backgroundColor: '#ffffff', penColor: '#111111' });
    padRef.current = pad;
    // The canvas must match its CSS size times the pixel ratio, or strokes land off the finger.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const report = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', report);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else padRef.current?.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    onChangeRef.current(null);
  };

  return (
    <Input.Wrapper label={label} error={error} size="md">
      <Text size="sm" c="dimmed" mb={6}>
        {t('signature.hint')}
      </Text>
      <canvas ref={canvasRef} className={classes.canvas} data-testid="signature-pad" />
      <Group justify="flex-end" mt={6}>
        <Button
          variant="subtle"
          size="md"
          leftSection={<IconEraser size={18} />}
          onClick={clear}
          disabled={disabled}
          data-testid="signature-clear"
        >
          {t('signature.clear')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
};
