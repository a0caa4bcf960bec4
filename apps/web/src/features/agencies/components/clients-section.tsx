import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Client } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { RowAction } from '../../../components/row-action';
import { SectionStatus } from './section-status';
import { PaymentStatusChip, PersonName } from './status-chips';

export interface ClientActions {
  onEdit: (client: Client) => void;
  onRemove: (client: Client) => void;
}

interface ClientsSectionProps {
  query: UseQueryResult<Client[]>;
  onAdd: () => void;
  /** Only managers edit and remove clients; every consultant may add one. */
  actions?: ClientActions;
}

export function useClientColumns(): [Column<Client>, ...Column<Client>[]] {
  const { t } = useTranslation();
  return [
    {
      id: 'name',
      header: t('agencies.fields.name'),
      cell: (client) => <PersonName person={client} />,
    },
    { id: 'email', header: t('agencies.fields.email'), cell: (client) => client.email },
    {
      id: 'payment',
      header: t('agencies.fields.paymentStatus'),
      cell: (client) => <PaymentStatusChip status={client.paymentStatus} />,
    },
    {
      id: 'consultant',
      header: t('agencies.fields.consultant'),
      cell: (client) => client.consultantName ?? t('agencies.clients.noConsultant'),
    },
  ];
}

/** The agency's clients: name, e-mail, payment status, consultant and, for managers, edit and remove. */
export function ClientsSection({ query, onAdd, actions }: ClientsSectionProps) {
  const { t } = useTranslation();
  const columns = useClientColumns();
  return (
    <SectionCard title={t('agencies.clients.title')} description={t('agencies.clients.description')}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} sx={{ mb: 2 }}>
        {t('agencies.clients.add')}
      </Button>
      {!query.isSuccess ? (
        <SectionStatus query={query} call="fetchClients" />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<GroupsOutlinedIcon />}
          title={t('agencies.clients.emptyTitle')}
          description={t('agencies.clients.emptyDescription')}
        />
      ) : (
        <ResponsiveTable
          label={t('agencies.clients.title')}
          columns={columns}
          rows={query.data}
          rowKey={(client) => client._id}
          actionsHeader={t('agencies.actions')}
          actions={
            actions &&
            ((client) => (
              <>
                <RowAction
                  label={t('agencies.editNamed', { name: client.name })}
                  icon={<EditOutlinedIcon fontSize="small" />}
                  onClick={() => actions.onEdit(client)}
                />
                <RowAction
                  label={t('agencies.removeNamed', { name: client.name })}
                  icon={<DeleteOutlineIcon fontSize="small" />}
                  onClick={() => actions.onRemove(client)}
                />
              </>
            ))
          }
        />
      )}
    </SectionCard>
  );
}
