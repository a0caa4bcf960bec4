import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import type { AgencyListItem } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { agencyQueries } from '../api/agency-queries';
import { AgencyPeopleFrame } from '../components/agency-people-frame';
import { NoticeSnackbar, useNotice } from '../components/notice';
import { matchesPerson } from '../components/people-toolbar';
import { useConsultantColumns } from '../components/consultants-section';
import { ResponsiveTable } from '../components/responsive-table';
import { RowAction } from '../components/row-action';
import { SectionStatus } from '../components/section-status';
import { useFailureNotice } from '../components/use-failure-notice';

function ConsultantList({ agency, search }: { agency: AgencyListItem; search: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(agencyQueries.consultants(agency._id));
  const columns = useConsultantColumns();
  const { notice, notify, close } = useNotice();
  useFailureNotice(query.error, 'fetchConsultants', notify);
  if (!query.isSuccess) {
    return (
      <>
        <SectionStatus query={query} call="fetchConsultants" />
        <NoticeSnackbar notice={notice} onClose={close} />
      </>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<BadgeOutlinedIcon />}
        title={t('agencies.consultants.emptyTitle')}
        description={t('agencies.consultants.emptyDescription')}
      />
    );
  }
  const rows = query.data.filter((consultant) => matchesPerson(consultant, search));
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
      label={t('agencies.consultants.title')}
      columns={columns}
      rows={rows}
      rowKey={(consultant) => consultant._id}
      actionsHeader={t('agencies.actions')}
      actions={(consultant) => (
        <RowAction
          label={t('agencies.editNamed', { name: consultant.name })}
          icon={<EditOutlinedIcon fontSize="small" />}
          onClick={() => void navigate(`/agency/${agency._id}?editConsultant=${consultant._id}`)}
        />
      )}
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
