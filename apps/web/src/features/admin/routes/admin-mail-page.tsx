import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminMail } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { adminQueries, type MailFilter } from '../api/admin-queries';
import { useRetryMail } from '../api/retry-mail';
import { adminErrorText } from '../components/admin-errors';
import { formatAdminDateTime } from '../components/admin-format';
import { ListStatus, LoadMore } from '../components/list-status';

const FILTERS: MailFilter[] = ['queued', 'failed'];

function MailCard({ mail }: { mail: AdminMail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const retry = useRetryMail();
  return (
    <Card component="article" variant="outlined">
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            color={mail.state === 'failed' ? 'error' : 'warning'}
            label={t(`admin.mail.states.${mail.state}`)}
          />
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{mail.recipient}</Typography>
        </Box>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{mail.subject}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('admin.mail.queuedAt', { date: formatAdminDateTime(mail.createdAt, language) })}
          {' · '}
          {t('admin.mail.attempts', { count: mail.attempts })}
          {mail.nextAttemptAt &&
            ` · ${t('admin.mail.nextAttempt', { date: formatAdminDateTime(mail.nextAttemptAt, language) })}`}
        </Typography>
        {mail.lastError && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {t('admin.mail.lastError')}: {mail.lastError}
          </Typography>
        )}
        {retry.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {adminErrorText(retry.error, 'save')}
          </Alert>
        )}
        <Box sx={{ mt: 1.5 }}>
          <Button
            variant="outlined"
            size="small"
            disabled={retry.isPending}
            onClick={() => retry.mutate(mail._id)}
            aria-label={t('admin.mail.retryTo', { recipient: mail.recipient })}
          >
            {t('admin.mail.retry')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** /admin/mail: the mails not sent yet (waiting for their next try) or given up on, newest first. */
export function AdminMailPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<MailFilter | ''>('');
  const list = useInfiniteQuery(adminQueries.mail(state || undefined));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageHeader title={t('admin.mail.title')} subtitle={t('admin.mail.subtitle')} />
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          label={t('admin.mail.state')}
          value={state}
          onChange={(event) => setState(event.target.value as MailFilter | '')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220, width: { xs: '100%', sm: 'auto' } }}
        >
          <MenuItem value="">{t('admin.mail.allStates')}</MenuItem>
          {FILTERS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`admin.mail.states.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!list.isSuccess ? (
        <ListStatus query={list} call="fetchMail" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<OutboxOutlinedIcon />}
          title={t(state === 'failed' ? 'admin.mail.emptyFailedTitle' : 'admin.mail.emptyTitle')}
          description={t('admin.mail.emptyDescription')}
        />
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t('admin.mail.list')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((mail) => (
            <li key={mail._id}>
              <MailCard mail={mail} />
            </li>
          ))}
        </Stack>
      )}
      <LoadMore query={list} call="fetchMail" />
    </>
  );
}
