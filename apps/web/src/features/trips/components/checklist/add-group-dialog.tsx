import { useTranslation } from 'react-i18next';
import { useCreateChecklistGroup } from '../../api/create-checklist-group';
import { GroupNameDialog } from './group-name-dialog';

export function AddGroupDialog({ tripId, onClose }: { tripId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateChecklistGroup(tripId);
  return (
    <GroupNameDialog
      title={t('plan.checklist.addGroupTitle')}
      submitLabel={t('plan.checklist.addGroup')}
      mutation={create}
      onClose={onClose}
    />
  );
}
