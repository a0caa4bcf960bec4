import { Button } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import type { ImportActionProps } from '../../trips';
import { useOpenImport } from './open-import';

/** "Import booking": the dialog on this trip, or, from the trip list, on the trip the booking matches. */
export function ImportBookingAction({ trip, placement }: ImportActionProps) {
  const { t } = useTranslation();
  const openImport = useOpenImport();
  return (
    <Button
      variant="outlined"
      startIcon={<UploadFileOutlinedIcon />}
      onClick={() => openImport(trip)}
      sx={placement === 'header' ? { displayPrint: 'none' } : undefined}
    >
      {t('importer.action')}
    </Button>
  );
}
