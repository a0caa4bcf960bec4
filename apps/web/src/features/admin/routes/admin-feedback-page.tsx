import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TYPES, type AdminFeedback, type FeedbackType } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { adminQueries } from '../api/admin-queries';
import { formatAdminDate } from '../components/admin-format';
import { ListStatus, LoadMore } from '../components/list-status';

function FeedbackCard({ feedback }: { feedback: AdminFeedback }) {
  const { t } = useTranslation();
  const sender = feedback.user
    ? `${feedback.user.name} · ${feedback.user.email}`
    : t('admin.feedback.deletedAccount');
  return (
    <Card component="article" variant="outlined">
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Chip
            size="small"
            color="secondary"
            variant="outlined"
            label={t(`feedback.types.${feedback.type}`)}
          />
          <Typography variant="body2" color="text.secondary" component="span">
            <time dateTime={feedback.createdAt}>
              {formatAdminDate(feedback.createdAt, currentLanguage())}
            </time>
          </Typography>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{feedback.text}</Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, overflowWrap: 'anywhere', fontStyle: feedback.user ? 'normal' : 'italic' }}
        >
          {t('admin.feedback.from')}: {sender}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** /admin/feedback: what users sent from the feedback page, newest first, by type. */
export function AdminFeedbackPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<FeedbackType | ''>('');
  const list = useInfiniteQuery(adminQueries.feedback(type || undefined));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageHeader title={t('admin.feedback.title')} subtitle={t('admin.feedback.subtitle')} />
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          label={t('admin.feedback.type')}
          value={type}
          onChange={(event) => setType(event.target.value as FeedbackType | '')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220, width: { xs: '100%', sm: 'auto' } }}
        >
          <MenuItem value="">{t('admin.feedback.allTypes')}</MenuItem>
          {FEEDBACK_TYPES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`feedback.types.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!list.isSuccess ? (
        <ListStatus query={list} call="fetchFeedback" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<FeedbackOutlinedIcon />}
          title={t(type ? 'admin.feedback.emptyFilteredTitle' : 'admin.feedback.emptyTitle')}
          description={t('admin.feedback.emptyDescription')}
        />
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t('admin.feedback.list')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((feedback) => (
            <li key={feedback._id}>
              <FeedbackCard feedback={feedback} />
            </li>
          ))}
        </Stack>
      )}
      <LoadMore query={list} call="fetchFeedback" />
    </>
  );
}
