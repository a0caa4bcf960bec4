import { useQuery } from '@tanstack/react-query';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { useTranslation } from 'react-i18next';
import type { AgencyListItem } from '@trilha/shared';
import { agencyQueries } from '../api/agency-queries';
import { AgencyPeopleFrame } from '../components/agency-people-frame';
import { useClientColumns } from '../components/clients-section';
import { PeopleList } from '../components/people-list';

function ClientList({ agency, search }: { agency: AgencyListItem; search: string }) {
  const { t } = useTranslation();
  return (
    <PeopleList
      query={useQuery(agencyQueries.clients(agency._id))}
      columns={useClientColumns()}
      call="fetchClients"
      title={t('agencies.clients.title')}
      empty={{
        icon: <GroupsOutlinedIcon />,
        title: t('agencies.clients.emptyTitle'),
        description: t('agencies.clients.emptyDescription'),
      }}
      search={search}
      editPath={(person) => `/agency/${agency._id}?editClient=${person._id}`}
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
