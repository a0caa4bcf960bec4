import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { Agency, Client, Consultant } from '@trilha/shared';
import { useCurrentUser } from '../../../lib/auth/session';
import { errorStatus } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { agencyQueries } from '../api/agency-queries';
import { useRemoveClient } from '../api/remove-client';
import { useRemoveConsultant } from '../api/remove-consultant';
import { useToggleConsultant } from '../api/toggle-consultant';
import { AgencyDialog } from '../components/agency-dialog';
import { agencyErrorText } from '../components/agency-errors';
import { AgencyHeader } from '../components/agency-header';
import { managesAgencies } from '../components/agency-roles';
import { ClientDialog } from '../components/client-dialog';
import { ClientsSection } from '../components/clients-section';
import { ConsultantDialog } from '../components/consultant-dialog';
import { ConsultantsSection } from '../components/consultants-section';
import { NoticeSnackbar, useNotice, type Notify } from '../../../components/notice';
import { useFailureNotice } from '../components/use-failure-notice';

/**
 * The open dialog lives in the address (`?addClient`, `?editClient=<id>`, …), so the clients and
 * consultants lists can link straight to an action here.
 */
export const AGENCY_DIALOGS = ['addClient', 'editClient', 'addConsultant', 'editConsultant', 'edit'] as const;
type AgencyDialogName = (typeof AGENCY_DIALOGS)[number];

function useDialogParam() {
  const [params, setParams] = useSearchParams();
  const name = AGENCY_DIALOGS.find((dialog) => params.has(dialog));
  return {
    name,
    value: name ? params.get(name) : null,
    open: (dialog: AgencyDialogName, value = '1') => setParams({ [dialog]: value }, { replace: true }),
    close: () => setParams({}, { replace: true }),
  };
}

type Removal = { kind: 'consultant'; person: Consultant } | { kind: 'client'; person: Client };

function RemoveDialog({
  agencyId,
  removal,
  notify,
  onClose,
}: {
  agencyId: string;
  removal: Removal | undefined;
  notify: Notify;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const removeConsultant = useRemoveConsultant(agencyId);
  const removeClient = useRemoveClient(agencyId);
  // The last target stays while the dialog fades out, so its text does not change as it closes.
  const [last, setLast] = useState(removal);
  if (removal && removal !== last) setLast(removal);
  const target = removal ?? last;
  const consultant = target?.kind === 'consultant';
  const mutation = consultant ? removeConsultant : removeClient;
  const name = target?.person.name ?? '';
  const confirm = () => {
    if (!removal) return;
    mutation.mutate(removal.person._id, {
      onSuccess: () =>
        notify('success', t(consultant ? 'agencies.consultantRemoved' : 'agencies.clientRemoved')),
      onError: (error) =>
        notify('error', agencyErrorText(error, consultant ? 'removeConsultant' : 'removeClient')),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={Boolean(removal)}
      title={t(consultant ? 'agencies.consultants.removeTitle' : 'agencies.clients.removeTitle', { name })}
      text={t(consultant ? 'agencies.consultants.removeText' : 'agencies.clients.removeText', { name })}
      confirmLabel={t('agencies.remove')}
      pending={mutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

function AgencyScreen({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const manager = managesAgencies(user.role);
  const { notice, notify, close } = useNotice();
  const dialog = useDialogParam();
  const [removal, setRemoval] = useState<Removal>();
  const consultants = useQuery({ ...agencyQueries.consultants(agency._id), enabled: manager });
  // A consultant may not list the consultants; they read them from the agency itself.
  const agencyConsultants = useQuery({
    ...agencyQueries.detail(agency._id),
    select: (data) => data.consultants,
    enabled: !manager,
  });
  const consultantsQuery = manager ? consultants : agencyConsultants;
  const clients = useQuery(agencyQueries.clients(agency._id));
  useFailureNotice(consultants.error, 'fetchConsultants', notify);
  useFailureNotice(clients.error, 'fetchClients', notify);
  const toggle = useToggleConsultant(agency._id);

  const onToggle = (consultant: Consultant) =>
    toggle.mutate(consultant._id, {
      onSuccess: (updated) =>
        notify(
          'success',
          t(updated.status === 'active' ? 'agencies.consultantActivated' : 'agencies.consultantDeactivated', {
            name: updated.name,
          }),
        ),
      onError: (error) => notify('error', agencyErrorText(error, 'toggleConsultant')),
    });

  const staff = consultantsQuery.data ?? agency.consultants;
  const editedConsultant =
    dialog.name === 'editConsultant' ? staff.find((person) => person._id === dialog.value) : undefined;
  const editedClient =
    dialog.name === 'editClient'
      ? (clients.data ?? agency.clients).find((person) => person._id === dialog.value)
      : undefined;

  return (
    <>
      {user.role === 'admin' && (
        <Button component={RouterLink} to="/admin/agencies" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {t('agencies.list.back')}
        </Button>
      )}
      <AgencyHeader
        agency={agency}
        action={
          manager && (
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => dialog.open('edit')}>
              {t('agencies.agency.edit')}
            </Button>
          )
        }
      />
      <Stack spacing={3}>
        <ConsultantsSection
          query={consultantsQuery}
          actions={
            manager
              ? {
                  onAdd: () => dialog.open('addConsultant'),
                  onEdit: (consultant) => dialog.open('editConsultant', consultant._id),
                  onRemove: (consultant) => setRemoval({ kind: 'consultant', person: consultant }),
                  onToggle,
                  togglingId: toggle.isPending ? toggle.variables : undefined,
                  selfUserId: user._id,
                }
              : undefined
          }
        />
        <ClientsSection
          query={clients}
          onAdd={() => dialog.open('addClient')}
          actions={
            manager
              ? {
                  onEdit: (client) => dialog.open('editClient', client._id),
                  onRemove: (client) => setRemoval({ kind: 'client', person: client }),
                }
              : undefined
          }
        />
      </Stack>
      {dialog.name === 'edit' && manager && (
        <AgencyDialog agency={agency} notify={notify} onClose={dialog.close} />
      )}
      {(dialog.name === 'addConsultant' || editedConsultant) && manager && (
        <ConsultantDialog
          agencyId={agency._id}
          consultant={editedConsultant}
          notify={notify}
          onClose={dialog.close}
        />
      )}
      {(dialog.name === 'addClient' || (editedClient && manager)) && (
        <ClientDialog
          agencyId={agency._id}
          client={editedClient}
          consultants={manager ? staff : undefined}
          notify={notify}
          onClose={dialog.close}
        />
      )}
      <RemoveDialog
        agencyId={agency._id}
        removal={removal}
        notify={notify}
        onClose={() => setRemoval(undefined)}
      />
      <NoticeSnackbar notice={notice} onClose={close} />
    </>
  );
}

/** `/agency/:agencyId`: the agency's details, consultants and clients (SPEC.md 2). */
export function AgencyPage() {
  const { t } = useTranslation();
  const { agencyId = '' } = useParams();
  const user = useCurrentUser();
  const query = useQuery(agencyQueries.detail(agencyId));
  const { notice, notify, close } = useNotice();
  useFailureNotice(query.error, 'fetchAgency', notify);
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (query.isError) {
    const missing = errorStatus(query.error) === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={missing ? 'warning' : 'error'} sx={{ alignSelf: 'stretch' }}>
          {missing ? t('agencies.agency.notFound') : agencyErrorText(query.error, 'fetchAgency')}
        </Alert>
        {user.role === 'admin' && (
          <Button component={RouterLink} to="/admin/agencies" startIcon={<ArrowBackIcon />}>
            {t('agencies.list.back')}
          </Button>
        )}
        <NoticeSnackbar notice={notice} onClose={close} />
      </Stack>
    );
  }
  return <AgencyScreen key={agencyId} agency={query.data} />;
}
