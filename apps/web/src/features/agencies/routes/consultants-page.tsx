import { useQuery } from '@tanstack/react-query';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { useTranslation } from 'react-i18next';
import type { AgencyListItem } from '@trilha/shared';
import { agencyQueries } from '../api/agency-queries';
import { AgencyPeopleFrame } from '../components/agency-people-frame';
import { useConsultantColumns } from '../components/consultants-section';
import { PeopleList } from '../components/people-list';

function ConsultantList({ agency, search }: { agency: AgencyListItem; search: string }) {
  const { t } = useTranslation();
  return (
    <PeopleList
      query={useQuery(agencyQueries.consultants(agency._id))}
      columns={useConsultantColumns()}
      call="fetchConsultants"
      title={t('agencies.consultants.title')}
      empty={{
        icon: <BadgeOutlinedIcon />,
        title: t('agencies.consultants.emptyTitle'),
        description: t('agencies.consultants.emptyDescription'),
      }}
      search={search}
      editPath={(person) => `/agency/${agency._id}?editConsultant=${person._id}`}
    />
  );
}

/** `/consultants`: the agency's consultants with a search box (consultant-admins and admins). */
export function ConsultantsPage() {
  const { t } = useTranslation();
  return (
    <AgencyPeopleFrame
      title={t('agencies.consultants.title')}
      searchLabel={t('agencies.people.searchConsultants')}
      addLabel={t('agencies.consultants.add')}
      addDialog="addConsultant"
    >
      {(agency, search) => <ConsultantList key={agency._id} agency={agency} search={search} />}
    </AgencyPeopleFrame>
  );
}
