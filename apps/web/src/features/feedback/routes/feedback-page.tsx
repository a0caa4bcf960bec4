import { Card, CardContent } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { FeedbackForm } from '../components/feedback-form';

export function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.subtitle')} />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <FeedbackForm />
        </CardContent>
      </Card>
    </>
  );
}
