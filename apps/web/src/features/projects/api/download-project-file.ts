import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { toast } from '@/lib/toasts';

/** The project's downloads: spreadsheets, the report and social security papers. */
export const projectFiles = {
  report: { path: 'report', method: 'GET', extension: 'pdf' },
  calculationReport: {
    path: 'exportProjectCalculationReportXLXS',
    method: 'POST',
    extension: 'xlsx',
  },
  crewMembers: { path: 'exportCrewMembersDocuments', method: 'POST', extension: 'xlsx' },
  deliveryNotes: { path: 'exportDeliveryNotes', method: 'POST', extension: 'xlsx' },
  socialSecurity: { path: 'socialSecurityDocuments', method: 'GET', extension: 'zip' },
  calculationDocuments: {
    path: 'exportProjectCalculationDocuments',
    method: 'GET',
    extension: 'zip',
  },
} as const;
export type ProjectFileKind = keyof typeof projectFiles;

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** The file name's extension from what the server actually sent, else the expected one. */
export const extensionOf = (blob: Blob, expected: string): string =>
  extensions[blob.type.split(';')[0]?.trim() ?? ''] ?? expected;

export const downloadProjectFile = async (number: string, kind: ProjectFileKind) => {
  const { path, method, extension } = projectFiles[kind];
  const blob = await apiBlob(`/projects/${encodeURIComponent(number)}/${path}`, {
    method,
    // The export calls are POSTs without fields; an empty JSON object keeps the parser happy.
    body: method === 'POST' ? {} : undefined,
  });
  saveBlob(blob, `${kind}-${number}.${extensionOf(blob, extension)}`);
};

/** Runs a download and says "downloaded successfully". */
export const useFileDownload = <TInput>(download: (input: TInput) => Promise<void>) => {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: download,
    onSuccess: () => toast.success(t('success.downloaded')),
  });
};

/** Downloads one of the project's files. */
export const useDownloadProjectFile = (number: string) =>
  useFileDownload((kind: ProjectFileKind) => downloadProjectFile(number, kind));
