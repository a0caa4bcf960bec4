import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddLinkIcon from '@mui/icons-material/AddLink';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import {
  INVITE_LINK_EXPIRY_DAYS,
  SHARE_ROLES,
  type CreateInviteLinkInput,
  type InviteLink,
  type ShareRole,
} from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { RequiresServer } from '../../../../components/requires-server';
import { inviteLinkQueries } from '../../api/invite-link-queries';
import { useCreateInviteLink } from '../../api/create-invite-link';
import { useRevokeInviteLink } from '../../api/revoke-invite-link';
import { PlanQueryStatus } from '../plan/plan-query-status';
import { useCopyLink } from './use-copy-link';

type Expiry = 'never' | `${(typeof INVITE_LINK_EXPIRY_DAYS)[number]}`;
type Uses = 'single' | 'reusable';

const DAY_MS = 86_400_000;
const EXPIRIES: Expiry[] = ['never', ...INVITE_LINK_EXPIRY_DAYS.map((days) => `${days}` as Expiry)];

/** The request for the chosen options, the expiry counted from now. */
export function inviteLinkInput(role: ShareRole, expiry: Expiry, uses: Uses, now = Date.now()) {
  const input: CreateInviteLinkInput = { role, maxUses: uses === 'single' ? 1 : null };
  if (expiry !== 'never') input.expiresAt = new Date(now + Number(expiry) * DAY_MS).toISOString();
  return input;
}

const dateTime = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

function NewLinkForm({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  const create = useCreateInviteLink(tripId);
  const [role, setRole] = useState<ShareRole>('viewer');
  const [expiry, setExpiry] = useState<Expiry>('7');
  const [uses, setUses] = useState<Uses>('single');
  const [email, setEmail] = useState('');
  const handleCreate = () => {
    const to = email.trim();
    create.mutate(
      to ? { ...inviteLinkInput(role, expiry, uses), email: to } : inviteLinkInput(role, expiry, uses),
      {
        onSuccess: () => setEmail(''),
      },
    );
  };
  return (
    <Stack spacing={1.5}>
      {create.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(create.error)}
        </Alert>
      )}
      {create.isSuccess && create.variables.email && (
        <Alert severity="success" role="status">
          {t('trips.sharing.invites.sent', { email: create.variables.email })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('trips.sharing.invites.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as ShareRole)}
          sx={{ flex: 1 }}
        >
          {SHARE_ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`trips.roles.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('trips.sharing.invites.expiry')}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value as Expiry)}
          sx={{ flex: 1 }}
        >
          {EXPIRIES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`trips.sharing.invites.expiryOptions.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('trips.sharing.invites.uses')}
          value={uses}
          onChange={(event) => setUses(event.target.value as Uses)}
          sx={{ flex: 1 }}
        >
          {(['single', 'reusable'] as const).map((option) => (
            <MenuItem key={option} value={option}>
              {t(`trips.sharing.invites.usesOptions.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        size="small"
        type="email"
        label={t('trips.sharing.invites.email')}
        helperText={t('trips.sharing.invites.emailHelp')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <RequiresServer>
        <Button
          type="button"
          variant="outlined"
          startIcon={<AddLinkIcon />}
          disabled={create.isPending}
          onClick={handleCreate}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('trips.sharing.invites.create')}
        </Button>
      </RequiresServer>
    </Stack>
  );
}

function LinkRow({
  tripId,
  link,
  copied,
  onCopy,
}: {
  tripId: string;
  link: InviteLink;
  copied: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeInviteLink(tripId);
  const [confirming, setConfirming] = useState(false);
  const name = t('trips.sharing.invites.linkOf', { role: t(`trips.roles.${link.role}`) });
  const active = link.state === 'active';
  const facts = [
    link.guestName ? t('trips.sharing.invites.forGuest', { name: link.guestName }) : undefined,
    link.maxUses === null
      ? t('trips.sharing.invites.used', { count: link.uses })
      : t('trips.sharing.invites.usedOf', { count: link.uses, max: link.maxUses }),
    link.expiresAt
      ? t('trips.sharing.invites.expiresAt', { date: dateTime(link.expiresAt) })
      : t('trips.sharing.invites.noExpiry'),
  ].filter(Boolean);
  const handleClose = () => {
    revoke.reset();
    setConfirming(false);
  };
  return (
    <ListItem
      disableGutters
      divider
      aria-label={name}
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Chip
            size="small"
            variant={active ? 'filled' : 'outlined'}
            color={active ? 'success' : 'default'}
            label={t(`trips.sharing.invites.states.${link.state}`)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
        </Typography>
      </Box>
      {active && (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Tooltip title={copied ? t('trips.sharing.invites.copied') : t('trips.sharing.invites.copy')}>
            <IconButton aria-label={t('trips.sharing.invites.copy')} onClick={onCopy}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
          <RequiresServer>
            <Tooltip title={t('trips.sharing.invites.revoke')}>
              <IconButton
                aria-label={t('trips.sharing.invites.revokeLabel')}
                onClick={() => setConfirming(true)}
              >
                <LinkOffIcon />
              </IconButton>
            </Tooltip>
          </RequiresServer>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('trips.sharing.invites.revokeTitle')}
        text={t('trips.sharing.invites.revokeText')}
        confirmLabel={t('trips.sharing.invites.revoke')}
        pending={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : undefined}
        onClose={handleClose}
        onConfirm={() => revoke.mutate(link._id, { onSuccess: handleClose })}
      />
    </ListItem>
  );
}

/**
 * A trip's invite links (API.md "Sharing links"), for its owner and admins: make one for a role, an
 * expiry and a number of uses; copy, or revoke after confirming. Spent links stay listed, marked so.
 */
export function InviteLinksSection({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery(inviteLinkQueries.list(tripId));
  const copy = useCopyLink();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('trips.sharing.invites.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('trips.sharing.invites.description')}
      </Typography>
      <NewLinkForm tripId={tripId} />
      <Typography role="status" variant="body2" color={copy.status === 'failed' ? 'error' : 'success.main'}>
        {copy.status === 'copied' && t('trips.sharing.invites.copied')}
        {copy.status === 'failed' && t('trips.sharing.invites.copyFailed')}
      </Typography>
      {!query.isSuccess ? (
        <PlanQueryStatus query={query} />
      ) : query.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('trips.sharing.invites.empty')}
        </Typography>
      ) : (
        <List aria-labelledby={titleId} disablePadding>
          {query.data.map((link) => (
            <LinkRow
              key={link._id}
              tripId={tripId}
              link={link}
              copied={copy.status === 'copied' && copy.id === link._id}
              onCopy={() => void copy.copy(link.url, link._id)}
            />
          ))}
        </List>
      )}
    </Box>
  );
}
