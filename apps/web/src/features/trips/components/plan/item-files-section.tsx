import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useTranslation } from 'react-i18next';
import { ITEM_FILE_MAX_BYTES, ITEM_FILES_MAX, type ItemFile } from '@trilha/shared';
import { FileUploadButton } from '../../../../components/file-upload-button';
import { RemoveWithConfirm } from '../../../../components/remove-with-confirm';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { serverMessage } from '../../../../lib/server-message';
import {
  useDeleteItemFile,
  useDownloadItemFile,
  useUploadItemFile,
  type FileItemKind,
  type InvalidateItem,
} from '../../api/item-files';
// The files' texts (features/trips/locales) are among the signed-in app's texts, which load with its frame.
import { useAppTexts } from '../../../../lib/i18n/use-app-texts';

/** What the file picker offers; the server checks the bytes. */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,message/rfc822,.eml,text/plain,.txt';
const ALLOWED_TYPES = /^(application\/pdf|image\/(jpeg|png|webp)|message\/rfc822|text\/plain)$/;
const ALLOWED_NAMES = /\.(pdf|jpe?g|png|webp|eml|txt)$/i;

/** What is wrong with a chosen file before it is sent, as a translation key; null when it may go. */
export function itemFileProblem(file: File): string | null {
  if (!ALLOWED_TYPES.test(file.type) && !ALLOWED_NAMES.test(file.name)) return 'itemFiles.notAllowed';
  if (file.size > ITEM_FILE_MAX_BYTES) return 'itemFiles.tooLarge';
  return null;
}

function FileIcon({ contentType }: { contentType: string }) {
  if (contentType === 'application/pdf') return <PictureAsPdfOutlinedIcon />;
  if (contentType === 'message/rfc822') return <EmailOutlinedIcon />;
  if (contentType.startsWith('image/')) return <ImageOutlinedIcon />;
  return <DescriptionOutlinedIcon />;
}

function useFileSize() {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1 });
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('itemFiles.sizeMb', { size: number.format(bytes / (1024 * 1024)) })
      : t('itemFiles.sizeKb', { size: number.format(Math.max(1, Math.round(bytes / 1024))) });
}

interface SectionProps {
  tripId: string;
  kind: FileItemKind;
  itemId: string;
  /** The stay's or tour's name, for the controls' accessible names. */
  name: string;
  /** None in an offline copy of the list saved before items kept files. */
  files?: ItemFile[];
  canEdit: boolean;
  /** The item's feature's invalidation (invalidateBookings, invalidateTours): its lists show the files. */
  invalidate: InvalidateItem;
}

function RemoveFileButton({
  tripId,
  kind,
  itemId,
  file,
  invalidate,
}: Omit<SectionProps, 'name' | 'files' | 'canEdit'> & { file: ItemFile }) {
  const { t } = useTranslation();
  const remove = useDeleteItemFile({ tripId, kind, itemId }, invalidate);
  return (
    <RemoveWithConfirm
      label={t('itemFiles.remove', { fileName: file.fileName })}
      title={t('itemFiles.removeTitle')}
      text={t('itemFiles.removeText', { fileName: file.fileName })}
      confirmLabel={t('itemFiles.removeConfirm')}
      removal={remove}
      confirm={(done) => remove.mutate(file._id, { onSuccess: done })}
    />
  );
}

function AttachButton({
  tripId,
  kind,
  itemId,
  name,
  full,
  onError,
  invalidate,
}: Omit<SectionProps, 'files' | 'canEdit'> & { full: boolean; onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const upload = useUploadItemFile({ tripId, kind, itemId }, invalidate);
  return (
    <FileUploadButton
      upload={upload}
      problem={itemFileProblem}
      accept={ACCEPT}
      label={t('itemFiles.attach')}
      inputLabel={t('itemFiles.fileInput', { name })}
      title={full ? t('itemFiles.full', { count: ITEM_FILES_MAX }) : t('itemFiles.rules')}
      progressLabel={(percent) => t('itemFiles.uploading', { percent })}
      onError={onError}
      disabled={full}
    />
  );
}

/**
 * The files kept on a stay or a tour (vouchers, the booking mail an import came from): everyone on the
 * trip downloads them; writers attach and remove them. A type the server does not keep, or a file over
 * 10 MB, is refused here before any upload.
 */
export function ItemFilesSection({
  tripId,
  kind,
  itemId,
  name,
  files = [],
  canEdit,
  invalidate,
}: SectionProps) {
  const { t } = useTranslation();
  const textsReady = useAppTexts();
  const fileSize = useFileSize();
  const [error, setError] = useState<string | null>(null);
  const download = useDownloadItemFile(tripId, kind, itemId);
  if (!textsReady || (!files.length && !canEdit)) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="overline" component="h4" color="text.secondary" sx={{ lineHeight: 2 }}>
        {t('itemFiles.title')}
      </Typography>
      {files.length > 0 && (
        <Box
          component="ul"
          aria-label={t('itemFiles.listLabel', { name })}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}
        >
          {files.map((file) => (
            <Box component="li" key={file._id} sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
              <Button
                size="small"
                startIcon={<FileIcon contentType={file.contentType} />}
                disabled={download.isPending}
                aria-label={t('itemFiles.download', { fileName: file.fileName })}
                onClick={() => {
                  setError(null);
                  download.mutate(file, { onError: (failure) => setError(serverMessage(failure)) });
                }}
                sx={{ textTransform: 'none', minWidth: 0, maxWidth: '100%', justifyContent: 'flex-start' }}
              >
                <Box
                  component="span"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {file.fileName}
                </Box>
                <Box component="span" sx={{ ml: 0.75, color: 'text.secondary', flexShrink: 0 }}>
                  {fileSize(file.size)}
                </Box>
              </Button>
              {canEdit && (
                <RemoveFileButton
                  tripId={tripId}
                  kind={kind}
                  itemId={itemId}
                  file={file}
                  invalidate={invalidate}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <AttachButton
            tripId={tripId}
            kind={kind}
            itemId={itemId}
            name={name}
            full={files.length >= ITEM_FILES_MAX}
            onError={setError}
            invalidate={invalidate}
          />
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)} sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
