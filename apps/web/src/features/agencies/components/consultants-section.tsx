import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Consultant } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { RowAction } from '../../../components/row-action';
import { SectionStatus } from './section-status';
import { ConsultantStatusChip, PersonName, StaffRoleChip } from './status-chips';

export interface ConsultantActions {
  onAdd: () => void;
  onEdit: (consultant: Consultant) => void;
  onRemove: (consultant: Consultant) => void;
  onToggle: (consultant: Consultant) => void;
  /** The consultant whose status is being switched, to disable their button meanwhile. */
  togglingId: string | undefined;
  /** The signed-in user may not remove nor deactivate themselves. */
  selfUserId: string;
}

interface ConsultantsSectionProps {
  query: UseQueryResult<Consultant[]>;
  /** Without actions the table is read-only (a consultant looking at their agency). */
  actions?: ConsultantActions;
}

export function useConsultantColumns(): [Column<Consultant>, ...Column<Consultant>[]] {
  const { t } = useTranslation();
  return [
    {
      id: 'name',
      header: t('agencies.fields.name'),
      cell: (consultant) => (
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <PersonName person={consultant} />
          <StaffRoleChip role={consultant.role} />
        </Box>
      ),
    },
    { id: 'email', header: t('agencies.fields.email'), cell: (consultant) => consultant.email },
    {
      id: 'status',
      header: t('agencies.fields.status'),
      cell: (consultant) => <ConsultantStatusChip status={consultant.status} />,
    },
  ];
}

/** The agency's consultants: name, e-mail, status and, for managers, edit, (de)activate and remove. */
export function ConsultantsSection({ query, actions }: ConsultantsSectionProps) {
  const { t } = useTranslation();
  const columns = useConsultantColumns();
  return (
    <SectionCard title={t('agencies.consultants.title')} description={t('agencies.consultants.description')}>
      {actions && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={actions.onAdd} sx={{ mb: 2 }}>
          {t('agencies.consultants.add')}
        </Button>
      )}
      {!query.isSuccess ? (
        <SectionStatus query={query} call="fetchConsultants" />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<BadgeOutlinedIcon />}
          title={t('agencies.consultants.emptyTitle')}
          description={actions ? t('agencies.consultants.emptyDescription') : undefined}
        />
      ) : (
        <ResponsiveTable
          label={t('agencies.consultants.title')}
          columns={columns}
          rows={query.data}
          rowKey={(consultant) => consultant._id}
          actionsHeader={t('agencies.actions')}
          actions={
            actions &&
            ((consultant) => {
              const self = consultant.userId === actions.selfUserId;
              const active = consultant.status === 'active';
              return (
                <>
                  <RowAction
                    label={t('agencies.editNamed', { name: consultant.name })}
                    icon={<EditOutlinedIcon fontSize="small" />}
                    onClick={() => actions.onEdit(consultant)}
                  />
                  <RowAction
                    label={t(active ? 'agencies.consultants.deactivate' : 'agencies.consultants.activate', {
                      name: consultant.name,
                    })}
                    icon={
                      active ? (
                        <ToggleOnOutlinedIcon fontSize="small" color="success" />
                      ) : (
                        <ToggleOffOutlinedIcon fontSize="small" />
                      )
                    }
                    disabled={self || actions.togglingId === consultant._id}
                    onClick={() => actions.onToggle(consultant)}
                  />
                  <RowAction
                    label={t('agencies.removeNamed', { name: consultant.name })}
                    icon={<DeleteOutlineIcon fontSize="small" />}
                    disabled={self}
                    onClick={() => actions.onRemove(consultant)}
                  />
                </>
              );
            })
          }
        />
      )}
    </SectionCard>
  );
}
