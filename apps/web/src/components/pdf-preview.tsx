import { Box, Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shows a PDF inline on larger screens; phone browsers rarely render PDFs in a page, so there
 * the button opens it in the phone's own viewer.
 */
export const PdfPreview = ({ blob, title }: { blob: Blob; title: string }) => {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 48em)');
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);

  if (!url) return null;
  return (
    <Box data-testid="pdf-preview">
      {wide ? (
        <object
          data={url}
          type="application/pdf"
          title={title}
          width="100%"
          height={520}
          style={{ border: 0, borderRadius: 8 }}
        />
      ) : null}
      <Group mt="sm">
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noopener"
          variant="light"
          size="md"
          fullWidth={!wide}
          leftSection={<IconExternalLink size={18} />}
          data-testid="open-pdf"
        >
          {t('actions.openPdf')}
        </Button>
      </Group>
    </Box>
  );
};
