import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERSONAL_TOKENS_MAX, type PersonalToken } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { RemoveWithConfirm } from '../../../components/remove-with-confirm';
import { RequiresServer } from '../../../components/requires-server';
import { tokenQueries, useRevokeToken } from '../api/tokens';
import { CreateTokenDialog } from './create-token-dialog';
import { grantsOf } from './token-scopes';

/** Where the API is described: the server's own OpenAPI page, beside the app. */
const API_DOCS_URL = '/api/docs';

function ScopeChips({ scopes }: { scopes: readonly string[] }) {
  const { t } = useTranslation();
  const { grants, unknown } = grantsOf(scopes);
  const labels = [
    ...grants.map(({ area, access }) =>
      t(`settings.tokens.scope.${access}`, { area: t(`settings.tokens.areas.${area}.name`) }),
    ),
    ...unknown,
  ];
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.75 }}>
      {labels.map((label) => (
        <Chip key={label} component="span" size="small" variant="outlined" label={label} />
      ))}
    </Box>
  );
}

function TokenRow({ token }: { token: PersonalToken }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeToken();
  const day = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(value));
  const details = [
    t('settings.tokens.created', { date: day(token.createdAt) }),
    token.lastUsedAt
      ? t('settings.tokens.lastUsed', { date: day(token.lastUsedAt) })
      : t('settings.tokens.neverUsed'),
    token.expiresAt
      ? t('settings.tokens.expires', { date: day(token.expiresAt) })
      : t('settings.tokens.neverExpires'),
  ];
  return (
    <ListItem
      disableGutters
      divider
      aria-label={token.name}
      secondaryAction={
        <RemoveWithConfirm
          label={t('settings.tokens.revoke', { name: token.name })}
          title={t('settings.tokens.revokeTitle')}
          text={t('settings.tokens.revokeText', { name: token.name })}
          confirmLabel={t('settings.tokens.revokeConfirm')}
          removal={revoke}
          confirm={(done) => revoke.mutate(token._id, { onSuccess: done })}
        />
      }
    >
      <ListItemText
        primary={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
          >
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {token.name}
            </Box>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ fontFamily: 'monospace' }}
            >
              …{token.hint}
            </Typography>
          </Box>
        }
        secondary={
          <>
            <ScopeChips scopes={token.scopes} />
            {/* One line on a wide screen; stacked on a phone, where the three would not fit side by side. */}
            <Box
              component="span"
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                columnGap: 2,
                flexWrap: 'wrap',
              }}
            >
              {details.map((detail) => (
                <span key={detail}>{detail}</span>
              ))}
            </Box>
          </>
        }
        sx={{ pr: 6 }}
      />
    </ListItem>
  );
}

/** No token yet: what one is for, and where the API it opens is described. */
function NoTokens() {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary">
      {t('settings.tokens.empty')}{' '}
      <Link href={API_DOCS_URL} target="_blank" rel="noopener">
        {t('settings.tokens.docs')}
      </Link>
    </Typography>
  );
}

/** The account page's personal access tokens: the live ones to revoke, and making one for a script or agent. */
export function AccessTokensSection() {
  const { t } = useTranslation();
  const tokens = useQuery(tokenQueries.list());
  const [creating, setCreating] = useState(false);
  if (tokens.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (tokens.isError) return <Alert severity="error">{errorMessage(tokens.error)}</Alert>;
  const full = tokens.data.length >= PERSONAL_TOKENS_MAX;
  return (
    <Stack spacing={2}>
      {tokens.data.length === 0 ? (
        <NoTokens />
      ) : (
        <List disablePadding aria-label={t('settings.tokens.title')}>
          {tokens.data.map((token) => (
            <TokenRow key={token._id} token={token} />
          ))}
        </List>
      )}
      {full && <Alert severity="info">{t('settings.tokens.full', { max: PERSONAL_TOKENS_MAX })}</Alert>}
      <Box>
        <RequiresServer>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={full}
            onClick={() => setCreating(true)}
          >
            {t('settings.tokens.create')}
          </Button>
        </RequiresServer>
      </Box>
      {creating && <CreateTokenDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
