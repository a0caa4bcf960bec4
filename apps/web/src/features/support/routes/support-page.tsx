import { Link as RouterLink } from 'react-router';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Card,
  CardContent,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

const FAQ_KEYS = ['account', 'password', 'language', 'settings', 'data', 'delete'] as const;

export function SupportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('support.title')} subtitle={t('support.subtitle')} />
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('support.faqTitle')}
      </Typography>
      <Box sx={{ mb: 4 }}>
        {FAQ_KEYS.map((key) => (
          <Accordion
            key={key}
            disableGutters
            variant="outlined"
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`faq-${key}-header`}
              aria-controls={`faq-${key}-content`}
            >
              <Typography sx={{ fontWeight: 600 }}>{t(`support.faq.${key}.question`)}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${key}-content`}>
              <Typography color="text.secondary">{t(`support.faq.${key}.answer`)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <Card>
        <CardContent
          sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        >
          <ForumOutlinedIcon sx={{ color: 'secondary.main', fontSize: 36 }} aria-hidden />
          <Box sx={{ flex: '1 1 240px' }}>
            <Typography variant="h4" component="h2">
              {t('support.contactTitle')}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {t('support.contactText')}
            </Typography>
          </Box>
          <Button component={RouterLink} to="/feedback" variant="contained">
            {t('support.contactAction')}
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
