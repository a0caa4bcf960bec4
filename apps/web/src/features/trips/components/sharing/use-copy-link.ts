import { useCallback, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a link to the clipboard and says how it went (a browser may refuse the clipboard). */
export function useCopyLink() {
  const [state, setState] = useState<{ status: CopyState; id?: string }>({ status: 'idle' });
  const copy = useCallback(async (url: string, id?: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setState({ status: 'copied', id });
    } catch {
      setState({ status: 'failed', id });
    }
  }, []);
  return { ...state, copy };
}
