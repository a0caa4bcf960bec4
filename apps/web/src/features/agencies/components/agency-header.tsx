import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import type { Agency } from '@trilha/shared';
import { PageHeader } from '../../../components/page-header';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'flex', color: 'secondary.main', pt: 0.25, '& svg': { fontSize: 20 } }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** The agency screen's title, the agency's name and address, and how to reach it (SPEC.md 2). */
export function AgencyHeader({ agency, action }: { agency: Agency; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 3 }}>
      <PageHeader title={t('agencies.agency.title')} subtitle={agency.name} action={action} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' },
          mt: -1,
        }}
      >
        <Fact icon={<PlaceOutlinedIcon />} label={t('agencies.fields.address')}>
          {agency.address || t('agencies.agency.noAddress')}
        </Fact>
        {agency.contactEmail && (
          <Fact icon={<EmailOutlinedIcon />} label={t('agencies.fields.contactEmail')}>
            <Link href={`mailto:${agency.contactEmail}`}>{agency.contactEmail}</Link>
          </Fact>
        )}
        {agency.phone && (
          <Fact icon={<PhoneOutlinedIcon />} label={t('agencies.fields.phone')}>
            <Link href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`}>{agency.phone}</Link>
          </Fact>
        )}
      </Box>
    </Box>
  );
}
