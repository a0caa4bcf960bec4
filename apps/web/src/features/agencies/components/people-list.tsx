import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import type { AgencyCall } from './agency-errors';
import { NoticeSnackbar, useNotice } from '../../../components/notice';
import { matchesPerson } from './people-toolbar';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { RowAction } from '../../../components/row-action';
import { SectionStatus } from './section-status';
import { useFailureNotice } from './use-failure-notice';

interface Person {
  _id: string;
  name: string;
  email: string;
}

interface PeopleListProps<T extends Person> {
  query: UseQueryResult<T[]>;
  columns: readonly [Column<T>, ...Column<T>[]];
  /** The call named in the error snackbar (SPEC.md 8). */
  call: AgencyCall;
  title: string;
  empty: { icon: ReactNode; title: string; description: string };
  search: string;
  /** Where editing someone opens their dialog on the agency screen. */
  editPath: (person: T) => string;
}

/** The `/clients` and `/consultants` list: search, empty states, and an edit action per row. */
export function PeopleList<T extends Person>({
  query,
  columns,
  call,
  title,
  empty,
  search,
  editPath,
}: PeopleListProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notice, notify, close } = useNotice();
  useFailureNotice(query.error, call, notify);
  if (!query.isSuccess) {
    return (
      <>
        <SectionStatus query={query} call={call} />
        <NoticeSnackbar notice={notice} onClose={close} />
      </>
    );
  }
  if (query.data.length === 0) return <EmptyState {...empty} />;
  const rows = query.data.filter((person) => matchesPerson(person, search));
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
      label={title}
      columns={columns}
      rows={rows}
      rowKey={(person) => person._id}
      actionsHeader={t('agencies.actions')}
      actions={(person) => (
        <RowAction
          label={t('agencies.editNamed', { name: person.name })}
          icon={<EditOutlinedIcon fontSize="small" />}
          onClick={() => void navigate(editPath(person))}
        />
      )}
    />
  );
}
