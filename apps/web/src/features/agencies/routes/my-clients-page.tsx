import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Avatar,
  Box,
  Button,
  Card,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import type { Client } from '@trilha/shared';
import { useCurrentUser } from '../../../lib/auth/session';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { agencyQueries } from '../api/agency-queries';
import { ClientDialog } from '../components/client-dialog';
import { NoticeSnackbar, useNotice } from '../../../components/notice';
import { SearchField } from '../../../components/search-field';
import { matchesPerson } from '../components/people-toolbar';
import { SectionStatus } from '../components/section-status';
import { PaymentStatusChip } from '../components/status-chips';
import { useFailureNotice } from '../components/use-failure-notice';

function ClientItem({ client, showConsultant }: { client: Client; showConsultant: boolean }) {
  const { t } = useTranslation();
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={`/consultant/clients/${client._id}`} sx={{ gap: 1 }}>
        <ListItemAvatar>
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main' }}>
            {client.name.charAt(0).toUpperCase()}
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={client.name}
          secondary={
            showConsultant
              ? `${client.email} · ${client.consultantName ?? t('agencies.clients.noConsultant')}`
              : client.email
          }
          slotProps={{
            primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
            secondary: { sx: { overflowWrap: 'anywhere' } },
          }}
        />
        <Box sx={{ flexShrink: 0 }}>
          <PaymentStatusChip status={client.paymentStatus} />
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** Adding a client from here needs the consultant's agency: GET /agencies answers only theirs. */
function AddClientButton({ onAdd }: { onAdd: (agencyId: string) => void }) {
  const { t } = useTranslation();
  const agencies = useQuery(agencyQueries.list());
  const agencyId = agencies.data?.[0]?._id;
  if (!agencyId) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => onAdd(agencyId)}>
      {t('agencies.clients.add')}
    </Button>
  );
}

/** `/consultant/clients`: a consultant's clients (a consultant-admin's: the whole agency's). */
export function MyClientsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const query = useQuery(agencyQueries.myClients());
  const { notice, notify, close } = useNotice();
  const [search, setSearch] = useState('');
  const [addingTo, setAddingTo] = useState<string>();
  useFailureNotice(query.error, 'fetchClients', notify);
  const clients = query.data ?? [];
  const rows = clients.filter((client) => matchesPerson(client, search));
  return (
    <>
      <PageHeader
        title={t('agencies.myClients.title')}
        subtitle={t('agencies.myClients.subtitle')}
        action={user.role !== 'admin' && <AddClientButton onAdd={setAddingTo} />}
      />
      {!query.isSuccess ? (
        <SectionStatus query={query} call="fetchClients" />
      ) : clients.length === 0 ? (
        <EmptyState
          icon={<GroupsOutlinedIcon />}
          title={t('agencies.myClients.emptyTitle')}
          description={t('agencies.myClients.emptyDescription')}
        />
      ) : (
        <>
          <Box sx={{ display: 'flex', mb: 2 }}>
            <SearchField
              label={t('agencies.people.searchClients')}
              placeholder={t('agencies.people.searchPlaceholder')}
              value={search}
              onChange={setSearch}
            />
          </Box>
          {rows.length === 0 ? (
            <EmptyState
              icon={<SearchOffIcon />}
              title={t('agencies.people.noMatches', { search: search.trim() })}
              description={t('agencies.people.noMatchesHint')}
            />
          ) : (
            <Card>
              <List aria-label={t('agencies.myClients.title')} disablePadding>
                {rows.map((client) => (
                  <ClientItem key={client._id} client={client} showConsultant={user.role !== 'consultant'} />
                ))}
              </List>
            </Card>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('agencies.myClients.count', { count: rows.length })}
          </Typography>
        </>
      )}
      {addingTo && (
        <ClientDialog agencyId={addingTo} notify={notify} onClose={() => setAddingTo(undefined)} />
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </>
  );
}
