import { useCallback, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';

/** Snackbars of the agency and admin screens stay 6 seconds (SPEC.md 9). */
export const NOTICE_DURATION_MS = 6000;

export interface Notice {
  severity: 'success' | 'error';
  text: string;
  /** A new notice restarts the snackbar even when the text repeats. */
  id: number;
}

export type Notify = (severity: Notice['severity'], text: string) => void;

let nextId = 0;

export function useNotice() {
  const [notice, setNotice] = useState<Notice>();
  const notify = useCallback<Notify>((severity, text) => setNotice({ severity, text, id: ++nextId }), []);
  const close = useCallback(() => setNotice(undefined), []);
  return { notice, notify, close };
}

/** The screen's one snackbar: what just worked, or why a call failed. */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice | undefined; onClose: () => void }) {
  return (
    <Snackbar
      key={notice?.id}
      open={Boolean(notice)}
      autoHideDuration={NOTICE_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert
        severity={notice?.severity ?? 'success'}
        role={notice?.severity === 'error' ? 'alert' : 'status'}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%' }}
      >
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
