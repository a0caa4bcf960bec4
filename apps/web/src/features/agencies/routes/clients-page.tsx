import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import type { AgencyListItem } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { agencyQueries } from '../api/agency-queries';
import { AgencyPeopleFrame } from '../components/agency-people-frame';
import { useClientColumns } from '../components/clients-section';
import { NoticeSnackbar, useNotice } from '../components/notice';
import { matchesPerson } from '../components/people-toolbar';
import { ResponsiveTable } from '../components/responsive-table';
import { RowAction } from '../components/row-action';
import { SectionStatus } from '../components/section-status';
import { useFailureNotice } from '../components/use-failure-notice';

function ClientList({ agency, search }: { agency: AgencyListItem; search: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(agencyQueries.clients(agency._id));
  const columns = useClientColumns();
  const { notice, notify, close } = useNotice();
  useFailureNotice(query.error, 'fetchClients', notify);
  const snackbar = <NoticeSnackbar notice={notice} onClose={close} />;
  if (!query.isSuccess) {
    return (
      <>
        <SectionStatus query={query} call="fetchClients" />
        {snackbar}
      </>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<GroupsOutlinedIcon />}
        title={t('agencies.clients.emptyTitle')}
        description={t('agencies.clients.emptyDescription')}
      />
    );
  }
  const rows = query.data.filter((client) => matchesPerson(client, search));
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('agencies.people.noMatches', { search: search.trim() })}
        description={t('agencies.people.noMatchesHint')}
      />
    );
  }
  return (
    <ResponsiveTable
      label={t('agencies.clients.title')}
      columns={columns}
      rows={rows}
      rowKey={(client) => client._id}
      actionsHeader={t('agencies.actions')}
      actions={(client) => (
        <RowAction
          label={t('agencies.editNamed', { name: client.name })}
          icon={<EditOutlinedIcon fontSize="small" />}
          onClick={() => void navigate(`/agency/${agency._id}?editClient=${client._id}`)}
        />
      )}
    />
  );
}

/** `/clients`: the agency's clients with a search box (consultant-admins and admins). */
export function ClientsPage() {
  const { t } = useTranslation();
  return (
    <AgencyPeopleFrame
      title={t('agencies.clients.title')}
      searchLabel={t('agencies.people.searchClients')}
      addLabel={t('agencies.clients.add')}
      addDialog="addClient"
    >
      {(agency, search) => <ClientList key={agency._id} agency={agency} search={search} />}
    </AgencyPeopleFrame>
  );
}
