import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Session } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { sessionQueries, useRevokeOtherSessions, useRevokeSession } from '../api/sessions';
import { deviceOf } from './user-agent';

const MOBILE_SYSTEMS = new Set(['iOS', 'Android']);

function SessionRow({ session }: { session: Session }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeSession();
  const { browser, system } = deviceOf(session.userAgent);
  const name =
    browser && system
      ? t('settings.signedIn.browserOn', { browser, system })
      : (browser ?? system ?? t('settings.signedIn.unknownDevice'));
  const when = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(value),
    );
  const method = t(`settings.signedIn.methods.${session.method}`, { defaultValue: session.method });
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        session.current ? undefined : (
          <Button size="small" disabled={revoke.isPending} onClick={() => revoke.mutate(session._id)}>
            {t('settings.signedIn.signOut')}
          </Button>
        )
      }
      aria-label={name}
    >
      <ListItemIcon>
        {system && MOBILE_SYSTEMS.has(system) ? <PhoneIphoneOutlinedIcon /> : <ComputerOutlinedIcon />}
      </ListItemIcon>
      <ListItemText
        primary={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            {name}
            {session.current && (
              <Chip size="small" color="primary" label={t('settings.signedIn.thisDevice')} />
            )}
          </Box>
        }
        secondary={
          <>
            {t('settings.signedIn.details', {
              method,
              signedIn: when(session.createdAt),
              seen: when(session.lastSeenAt),
            })}
            {session.ip ? ` · ${session.ip}` : ''}
            {revoke.isError && (
              <Typography component="span" color="error" sx={{ display: 'block' }}>
                {errorMessage(revoke.error)}
              </Typography>
            )}
          </>
        }
        sx={{ pr: session.current ? 0 : 10 }}
      />
    </ListItem>
  );
}

/** "Where you're signed in": the account's live sessions, each to sign out, or all but this one. */
export function SessionsList() {
  const { t } = useTranslation();
  const sessions = useQuery(sessionQueries.list());
  const revokeOthers = useRevokeOtherSessions();
  if (sessions.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (sessions.isError) return <Alert severity="error">{errorMessage(sessions.error)}</Alert>;
  const others = sessions.data.filter((session) => !session.current).length;
  return (
    <Stack spacing={1.5}>
      {sessions.data.length === 0 ? (
        <Typography color="text.secondary">{t('settings.signedIn.empty')}</Typography>
      ) : (
        <List disablePadding aria-label={t('settings.signedIn.title')}>
          {sessions.data.map((session) => (
            <SessionRow key={session._id} session={session} />
          ))}
        </List>
      )}
      {revokeOthers.isError && <Alert severity="error">{errorMessage(revokeOthers.error)}</Alert>}
      {others > 0 && (
        <Box>
          <Button variant="outlined" disabled={revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
            {t('settings.signedIn.signOutOthers')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
