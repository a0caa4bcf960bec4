import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AgencyInvitation } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { onSignOut } from '../../../lib/auth/session';
import { invitationQueries, useAcceptInvitation, useDeclineInvitation } from '../api/agency-invitations';

interface Outcome {
  severity: 'success' | 'error';
  text: string;
}

function InvitationAlert({
  invitation,
  onOutcome,
}: {
  invitation: AgencyInvitation;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const pending = accept.isPending || decline.isPending;
  const role = t(`agencies.invitations.roles.${invitation.role === 'user' ? 'client' : invitation.role}`);

  const handleAccept = async () => {
    try {
      await accept.mutateAsync(invitation);
      onOutcome({
        severity: 'success',
        text: t('agencies.invitations.accepted', { agency: invitation.agencyName }),
      });
      if (invitation.as === 'consultant') void navigate('/consultant/clients');
    } catch (error) {
      onOutcome({ severity: 'error', text: errorMessage(error) });
    }
  };
  const handleDecline = async () => {
    try {
      await decline.mutateAsync(invitation);
      onOutcome({
        severity: 'success',
        text: t('agencies.invitations.declined', { agency: invitation.agencyName }),
      });
    } catch (error) {
      onOutcome({ severity: 'error', text: errorMessage(error) });
    }
  };

  return (
    <Alert
      severity="info"
      role="region"
      aria-label={t('agencies.invitations.title', { agency: invitation.agencyName })}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button color="inherit" size="small" variant="outlined" disabled={pending} onClick={handleDecline}>
            {t('agencies.invitations.decline')}
          </Button>
          <Button color="primary" size="small" variant="contained" disabled={pending} onClick={handleAccept}>
            {t('agencies.invitations.accept')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{t('agencies.invitations.title', { agency: invitation.agencyName })}</AlertTitle>
      {invitation.invitedBy
        ? t('agencies.invitations.message', {
            by: invitation.invitedBy.name,
            agency: invitation.agencyName,
            role,
          })
        : t('agencies.invitations.messageNoInviter', { agency: invitation.agencyName, role })}{' '}
      {t('agencies.invitations.consent')}
    </Alert>
  );
}

// The last answer outlives the signed-in frame being mounted again (accepting as a consultant moves the
// person to the consultant's screens), and is forgotten when they sign out.
let keptOutcome: Outcome | undefined;
onSignOut(() => {
  keptOutcome = undefined;
});

/**
 * The signed-in person's invitations to join an agency, above every screen until answered: nothing of
 * theirs is shared and their role does not change until they accept. `refreshKey` changes when a new
 * invitation arrives live, so the list is read again.
 */
export function AgencyInvitationsBanner({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation();
  const query = useQuery(invitationQueries.pending());
  const { refetch } = query;
  const [outcome, setOutcomeState] = useState<Outcome | undefined>(keptOutcome);
  const setOutcome = (next: Outcome | undefined) => {
    keptOutcome = next;
    setOutcomeState(next);
  };

  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);

  const invitations = query.data ?? [];
  if (invitations.length === 0 && !outcome) return null;
  return (
    <Stack spacing={1} sx={{ mb: 3 }} aria-live="polite">
      {invitations.map((invitation) => (
        <InvitationAlert key={invitation._id} invitation={invitation} onOutcome={setOutcome} />
      ))}
      {outcome && (
        <Alert
          severity={outcome.severity}
          onClose={() => setOutcome(undefined)}
          closeText={t('common.close')}
        >
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
