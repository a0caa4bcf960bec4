import { useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import { Box, Button, Card, CardContent } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { useTranslation } from 'react-i18next';
import type { AgencyListItem } from '@trilha/shared';
import { useCurrentUser } from '../../../lib/auth/session';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { PeopleToolbar } from './people-toolbar';
import { SectionStatus } from './section-status';
import { useAgencyChoice } from './use-agency-choice';

interface AgencyPeopleFrameProps {
  title: string;
  searchLabel: string;
  addLabel: string;
  /** The agency screen's dialog the add button opens. */
  addDialog: 'addClient' | 'addConsultant';
  children: (agency: AgencyListItem, search: string) => ReactNode;
}

/**
 * `/clients` and `/consultants`: one agency's people with a search box; changes happen on the
 * agency screen, which the add and edit actions open. A plain consultant has their own list.
 */
export function AgencyPeopleFrame({
  title,
  searchLabel,
  addLabel,
  addDialog,
  children,
}: AgencyPeopleFrameProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { query, agencies, agency, choose } = useAgencyChoice();
  const [search, setSearch] = useState('');
  if (user.role === 'consultant') return <Navigate to="/consultant/clients" replace />;
  if (!query.isSuccess) {
    return (
      <>
        <PageHeader title={title} />
        <SectionStatus query={query} call="fetchAgencies" />
      </>
    );
  }
  if (!agency) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState
          icon={<ApartmentOutlinedIcon />}
          title={t('agencies.list.noAgencyTitle')}
          description={t('agencies.people.noAgencyDescription')}
        />
        {user.role === 'admin' && (
          <Box sx={{ textAlign: 'center' }}>
            <Button component={RouterLink} to="/admin/agencies" variant="contained">
              {t('agencies.list.title')}
            </Button>
          </Box>
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        subtitle={agency.name}
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to={`/agency/${agency._id}`} variant="outlined">
              {t('agencies.people.openAgency')}
            </Button>
            <Button
              component={RouterLink}
              to={`/agency/${agency._id}?${addDialog}=1`}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {addLabel}
            </Button>
          </Box>
        }
      />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <PeopleToolbar
            agencies={agencies}
            agencyId={agency._id}
            onAgency={(agencyId) => {
              setSearch('');
              choose(agencyId);
            }}
            search={search}
            onSearch={setSearch}
            searchLabel={searchLabel}
          />
          {children(agency, search)}
        </CardContent>
      </Card>
    </>
  );
}
