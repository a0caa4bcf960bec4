import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InviteLinkPreview } from '@trilha/shared';
import { apiErrorOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { useSession } from '../../../lib/auth/session';
import type { LoginRedirectState } from '../../../lib/auth/login-redirect';
import { useServerCall } from '../../../lib/use-server-call';
import { useQueryClientHolder } from '../../../lib/query-client-holder';
import { CenteredStatus } from '../../../components/centered-status';
import { SubmitButton } from '../../../components/submit-button';
import { acceptInviteLink, readInviteLink } from '../api/join-trip';
import { tripKeys } from '../api/trip-queries';

/** The answers that say a link no longer works, each with its own message. */
const GONE = ['LINK_NOT_FOUND', 'LINK_EXPIRED', 'LINK_REVOKED', 'LINK_USED_UP'] as const;
type Gone = (typeof GONE)[number];

const goneCode = (error: unknown): Gone | undefined => {
  const code = apiErrorOf(error)?.code;
  return GONE.find((gone) => gone === code);
};

type Preview =
  { status: 'loading' } | { status: 'ready'; link: InviteLinkPreview } | { status: 'error'; error: unknown };

function usePreview(token: string): Preview {
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setPreview({ status: 'loading' });
    readInviteLink(token).then(
      (link) => current && setPreview({ status: 'ready', link }),
      (error: unknown) => current && setPreview({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return preview;
}

function GoneNotice({ code }: { code: Gone }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Stack spacing={2.25}>
      <Typography variant="h2" component="h1">
        {t(`auth.join.gone.${code}.title`)}
      </Typography>
      <Typography color="text.secondary">{t(`auth.join.gone.${code}.text`)}</Typography>
      <Button component={RouterLink} to={user ? '/trips' : '/login'} variant="contained">
        {user ? t('auth.join.toTrips') : t('auth.join.toLogin')}
      </Button>
    </Stack>
  );
}

function Invitation({ token, link }: { token: string; link: InviteLinkPreview }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useServerCall(acceptInviteLink);
  const queryClients = useQueryClientHolder();
  // Signing in or up comes back here (PublicOnly sends a signed-in person on to `from`).
  const back: LoginRedirectState = { from: location };
  const gone = accept.isError ? goneCode(accept.error) : undefined;
  if (gone) return <GoneNotice code={gone} />;
  return (
    <Stack spacing={2.25}>
      <div>
        <Typography variant="h2" component="h1">
          {t('auth.join.heading', { trip: link.tripTitle })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.75 }}>
          {t('auth.join.invitedBy', { name: link.invitedBy, role: t(`auth.join.roles.${link.role}`) })}
        </Typography>
      </div>
      {link.guestName && <Alert severity="info">{t('auth.join.guest', { name: link.guestName })}</Alert>}
      {accept.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(accept.error)}
        </Alert>
      )}
      {user ? (
        <>
          <Typography variant="body2">{t('auth.join.signedInAs', { name: user.name })}</Typography>
          <SubmitButton
            type="button"
            pending={accept.isPending}
            onClick={() =>
              accept.mutate(token, {
                onSuccess: (trip) => {
                  // The signed-in app's cache, if it was made, does not have the trip in its lists yet.
                  void queryClients.client?.invalidateQueries({ queryKey: tripKeys.lists() });
                  void navigate(`/trips/${trip._id}`, { replace: true });
                },
              })
            }
          >
            {t('auth.join.join')}
          </SubmitButton>
        </>
      ) : (
        <>
          <Typography variant="body2">{t('auth.join.signedOut')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to="/login" state={back} variant="contained" sx={{ flex: 1 }}>
              {t('auth.join.signIn')}
            </Button>
            <Button component={RouterLink} to="/register" state={back} variant="outlined" sx={{ flex: 1 }}>
              {t('auth.join.createAccount')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}

/**
 * /join/:token, open to anyone: what the invite link is for and who sent it; signed out, signing in or
 * creating an account (both come back here); signed in, joining, which opens the trip. A link that no
 * longer works says why (not found, expired, revoked, used up).
 */
export function JoinTripPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const preview = usePreview(token);
  if (preview.status === 'loading') return <CenteredStatus text={t('common.loading')} />;
  if (preview.status === 'error') {
    const gone = goneCode(preview.error);
    if (gone) return <GoneNotice code={gone} />;
    return (
      <Stack spacing={2.25}>
        <Typography variant="h2" component="h1">
          {t('auth.join.title')}
        </Typography>
        <Alert severity="error" role="alert">
          {errorMessage(preview.error)}
        </Alert>
      </Stack>
    );
  }
  return <Invitation token={token} link={preview.link} />;
}
