import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import type { AgencyListItem } from '@trilha/shared';
import { useCurrentUser } from '../../../lib/auth/session';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { agencyQueries } from '../api/agency-queries';
import { useDeleteAgency } from '../api/delete-agency';
import { AgencyDialog } from '../components/agency-dialog';
import { agencyErrorText } from '../components/agency-errors';
import { NoticeSnackbar, useNotice, type Notify } from '../../../components/notice';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { RowAction } from '../../../components/row-action';
import { SectionStatus } from '../components/section-status';
import { useFailureNotice } from '../components/use-failure-notice';

function DeleteAgencyDialog({
  agency,
  notify,
  onClose,
}: {
  agency: AgencyListItem;
  notify: Notify;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAgency(agency._id);
  return (
    <ConfirmDialog
      open
      title={t('agencies.list.deleteTitle', { name: agency.name })}
      text={t('agencies.list.deleteText')}
      confirmLabel={t('agencies.list.delete')}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => notify('success', t('agencies.agencyDeleted', { name: agency.name })),
          onError: (error) => notify('error', agencyErrorText(error, 'deleteAgency')),
          onSettled: onClose,
        })
      }
    />
  );
}

function useAgencyColumns(): [Column<AgencyListItem>, ...Column<AgencyListItem>[]] {
  const { t } = useTranslation();
  return [
    {
      id: 'name',
      header: t('agencies.fields.agencyName'),
      cell: (agency) => (
        <Link component={RouterLink} to={`/agency/${agency._id}`} sx={{ fontWeight: 600 }}>
          {agency.name}
        </Link>
      ),
    },
    {
      id: 'address',
      header: t('agencies.fields.address'),
      cell: (agency) => agency.address || '—',
    },
    {
      id: 'contact',
      header: t('agencies.list.contact'),
      cell: (agency) => [agency.contactEmail, agency.phone].filter(Boolean).join(' · ') || '—',
    },
    {
      id: 'consultants',
      header: t('agencies.consultants.title'),
      cell: (agency) => agency.consultantCount,
    },
    { id: 'clients', header: t('agencies.clients.title'), cell: (agency) => agency.clientCount },
  ];
}

type Editing = { kind: 'create' } | { kind: 'edit'; agency: AgencyListItem };

/** The admin's agencies: create, edit and delete, each opening its agency screen. */
function AdminAgencies() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(agencyQueries.list());
  const { notice, notify, close } = useNotice();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<AgencyListItem>();
  const columns = useAgencyColumns();
  useFailureNotice(query.error, 'fetchAgencies', notify);
  return (
    <>
      <PageHeader
        title={t('agencies.list.title')}
        subtitle={t('agencies.list.subtitle')}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'create' })}>
            {t('agencies.list.create')}
          </Button>
        }
      />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          {!query.isSuccess ? (
            <SectionStatus query={query} call="fetchAgencies" />
          ) : query.data.length === 0 ? (
            <EmptyState
              icon={<ApartmentOutlinedIcon />}
              title={t('agencies.list.emptyTitle')}
              description={t('agencies.list.emptyDescription')}
            />
          ) : (
            <ResponsiveTable
              label={t('agencies.list.title')}
              columns={columns}
              rows={query.data}
              rowKey={(agency) => agency._id}
              actionsHeader={t('agencies.actions')}
              actions={(agency) => (
                <>
                  <RowAction
                    label={t('agencies.list.open', { name: agency.name })}
                    icon={<OpenInNewIcon fontSize="small" />}
                    onClick={() => void navigate(`/agency/${agency._id}`)}
                  />
                  <RowAction
                    label={t('agencies.editNamed', { name: agency.name })}
                    icon={<EditOutlinedIcon fontSize="small" />}
                    onClick={() => setEditing({ kind: 'edit', agency })}
                  />
                  <RowAction
                    label={t('agencies.list.deleteNamed', { name: agency.name })}
                    icon={<DeleteOutlineIcon fontSize="small" />}
                    onClick={() => setDeleting(agency)}
                  />
                </>
              )}
            />
          )}
        </CardContent>
      </Card>
      {editing && (
        <AgencyDialog
          agency={editing.kind === 'edit' ? editing.agency : undefined}
          notify={notify}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <DeleteAgencyDialog agency={deleting} notify={notify} onClose={() => setDeleting(undefined)} />
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </>
  );
}

/** A consultant or consultant-admin belongs to one agency: the list takes them straight to it. */
function StaffAgencies() {
  const { t } = useTranslation();
  const query = useQuery(agencyQueries.list());
  const [only] = query.data ?? [];
  if (query.isSuccess && query.data.length === 1 && only) {
    return <Navigate to={`/agency/${only._id}`} replace />;
  }
  return (
    <>
      <PageHeader title={t('agencies.list.title')} />
      {!query.isSuccess ? (
        <SectionStatus query={query} call="fetchAgencies" />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<ApartmentOutlinedIcon />}
          title={t('agencies.list.noAgencyTitle')}
          description={t('agencies.list.noAgencyDescription')}
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {query.data.map((agency) => (
            <li key={agency._id}>
              <Link component={RouterLink} to={`/agency/${agency._id}`}>
                <Typography component="span">{agency.name}</Typography>
              </Link>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

/** `/admin/agencies` and `/agencies`. */
export function AgenciesPage() {
  const user = useCurrentUser();
  return user.role === 'admin' ? <AdminAgencies /> : <StaffAgencies />;
}
