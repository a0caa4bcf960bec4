const OPT_OUT_KEY = 'trilha.pixelOptOut';

/** The person said no in their account settings, or their browser asks not to be tracked. */
export function pixelRefused(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const dnt = nav.doNotTrack ?? (window as unknown as { doNotTrack?: string }).doNotTrack;
  return (
    localStorage.getItem(OPT_OUT_KEY) === '1' ||
    dnt === '1' ||
    dnt === 'yes' ||
    nav.globalPrivacyControl === true
  );
}

export function setPixelOptOut(optOut: boolean) {
  if (optOut) localStorage.setItem(OPT_OUT_KEY, '1');
  else localStorage.removeItem(OPT_OUT_KEY);
}

export const pixelOptedOut = () => localStorage.getItem(OPT_OUT_KEY) === '1';
