import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useOpenImport } from '../components/open-import';

/**
 * `/imports/:importId`, a received booking mail's notification link: opens its preview over the trip
 * list (the dialog lives above the screens, so it stays while the list shows).
 */
export function PendingImportPage() {
  const { importId } = useParams();
  const openImport = useOpenImport();
  const navigate = useNavigate();
  useEffect(() => {
    if (importId) openImport(undefined, importId);
    void navigate('/trips', { replace: true });
  }, [importId, openImport, navigate]);
  return null;
}
