import type { PictureCrop } from '@crewhub/shared';
import { Box, Slider, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { useIsPhone } from '@/lib/use-is-phone';
import type { PictureUpload } from '../api/upload-profile-picture';

type PictureCropModalProps = {
  file: File;
  uploading: boolean;
  error: unknown;
  onUpload: (upload: PictureUpload) => void;
  onClose: () => void;
};

const toCrop = (area: Area | null): PictureCrop =>
  area
    ? {
        x: Math.round(area.x),
        y: Math.round(area.y),
        width: Math.round(area.width),
        height: Math.round(area.height),
      }
    : {};

/** Pick the square around the face; the server cuts it out, so the original never leaves it. */
export const PictureCropModal = ({
  file,
  uploading,
  error,
  onUpload,
  onClose,
}: PictureCropModalProps) => {
  const { t } = useTranslation('profile');
  const isPhone = useIsPhone();
  const [source, setSource] = useState<string | null>(null);
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSource(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <FormModal
      title={t('picture.cropTitle')}
      onClose={onClose}
      onSubmit={() => onUpload({ file, crop: toCrop(area) })}
      submitting={uploading}
      submitLabel={t('picture.upload')}
      error={error}
      fullScreen={isPhone}
      testId="picture-crop"
      submitTestId="picture-upload"
    >
      <Text size="sm" c="dimmed">
        {t('picture.cropHint')}
      </Text>
      <Box pos="relative" h={300} bg="dark.6" style={{ borderRadius: 8, overflow: 'hidden' }}>
        {source ? (
          <Cropper
            image={source}
            crop={position}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            onCropChange={setPosition}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        ) : null}
      </Box>
      <Text size="sm" id="picture-zoom-label">
        {t('picture.zoom')}
      </Text>
      <Slider
        value={zoom}
        min={1}
        max={3}
        step={0.05}
        onChange={setZoom}
        label={null}
        thumbProps={{ 'aria-labelledby': 'picture-zoom-label' }}
      />
    </FormModal>
  );
};
