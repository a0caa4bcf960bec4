import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useTranslation } from 'react-i18next';
import type { PublicLink } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { RequiresServer } from '../../../../components/requires-server';
import { SubmitButton } from '../../../../components/submit-button';
import { publicLinkQuery, useRevokePublicLink, useSavePublicLink } from '../../api/public-link';

/** What the expiry menu offers: the link's current expiry (once it exists), none, or days from now. */
const EXPIRY_DAYS = [1, 7, 30] as const;
type Expiry = 'current' | 'never' | `${(typeof EXPIRY_DAYS)[number]}`;

function expiresAtOf(expiry: Expiry, link: PublicLink | null): string | null {
  if (expiry === 'current') return link?.expiresAt ?? null;
  if (expiry === 'never') return null;
  return new Date(Date.now() + Number(expiry) * 86_400_000).toISOString();
}

const whenText = (instant: string) =>
  new Date(instant).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });

function LinkSettings({ tripId, link }: { tripId: string; link: PublicLink | null }) {
  const { t } = useTranslation();
  const save = useSavePublicLink(tripId);
  const [includeCosts, setIncludeCosts] = useState(link?.includeCosts ?? false);
  const [expiry, setExpiry] = useState<Expiry>(link ? 'current' : 'never');
  const changed = !link || includeCosts !== link.includeCosts || expiry !== 'current';
  const handleSave = () =>
    save.mutate(
      { includeCosts, expiresAt: expiresAtOf(expiry, link) },
      // A new link remounts these settings with its own (their key is its token).
      { onSuccess: () => link && setExpiry('current') },
    );
  return (
    <Stack spacing={1.5}>
      {save.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Switch checked={includeCosts} onChange={(event) => setIncludeCosts(event.target.checked)} />
        }
        label={t('trips.publicLink.includeCosts')}
      />
      <TextField
        select
        size="small"
        label={t('trips.publicLink.expiry')}
        value={expiry}
        onChange={(event) => setExpiry(event.target.value as Expiry)}
      >
        {link && (
          <MenuItem value="current">
            {!link.expiresAt
              ? t('trips.publicLink.neverExpires')
              : Date.parse(link.expiresAt) > Date.now()
                ? t('trips.publicLink.expiresOn', { when: whenText(link.expiresAt) })
                : t('trips.publicLink.expiredOn', { when: whenText(link.expiresAt) })}
          </MenuItem>
        )}
        <MenuItem value="never">{t('trips.publicLink.never')}</MenuItem>
        {EXPIRY_DAYS.map((days) => (
          <MenuItem key={days} value={String(days)}>
            {t('trips.publicLink.inDays', { count: days })}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <RequiresServer>
          <SubmitButton
            type="button"
            size="medium"
            variant="outlined"
            pending={save.isPending}
            disabled={!changed}
            onClick={handleSave}
          >
            {link ? t('trips.publicLink.save') : t('trips.publicLink.create')}
          </SubmitButton>
        </RequiresServer>
      </Box>
    </Stack>
  );
}

function LiveLink({ tripId, link }: { tripId: string; link: PublicLink }) {
  const { t } = useTranslation();
  const revoke = useRevokePublicLink(tripId);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [confirming, setConfirming] = useState(false);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('copied');
    } catch {
      // A browser may refuse the clipboard: the address is there to select by hand.
      setCopied('failed');
    }
  };
  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        label={t('trips.publicLink.address')}
        value={link.url}
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        onFocus={(event) => event.target.select()}
        helperText={
          copied === 'copied'
            ? t('trips.publicLink.copied')
            : copied === 'failed'
              ? t('trips.publicLink.copyFailed')
              : link.includeCosts
                ? t('trips.publicLink.showsCosts')
                : t('trips.publicLink.hidesCosts')
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void handleCopy()}>
          {t('trips.publicLink.copy')}
        </Button>
        <RequiresServer>
          <Button color="error" startIcon={<LinkOffIcon />} onClick={() => setConfirming(true)}>
            {t('trips.publicLink.revoke')}
          </Button>
        </RequiresServer>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('trips.publicLink.revokeTitle')}
        text={t('trips.publicLink.revokeText')}
        confirmLabel={t('trips.publicLink.revoke')}
        pending={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : undefined}
        onClose={() => setConfirming(false)}
        onConfirm={() => revoke.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </Stack>
  );
}

/**
 * The trip's public read-only page (a secret link): made, changed, copied and turned off here, by those
 * who may share the trip. Whoever holds the link sees the plan, without people or booking codes.
 */
export function PublicLinkSection({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  const link = useQuery(publicLinkQuery(tripId));
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`public-link-${tripId}`}>
      <Box>
        <Typography id={`public-link-${tripId}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('trips.publicLink.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('trips.publicLink.description')}
        </Typography>
      </Box>
      {link.isPending ? (
        <Typography variant="body2">{t('common.loading')}</Typography>
      ) : link.isError ? (
        <Alert severity="error">{errorMessage(link.error)}</Alert>
      ) : (
        <>
          {link.data && <LiveLink tripId={tripId} link={link.data} />}
          <LinkSettings key={link.data?.token ?? 'none'} tripId={tripId} link={link.data} />
        </>
      )}
    </Stack>
  );
}
