import type { TwoFactorStatus } from '@trilha/shared';
import type { TwoFactorRow } from './two-factor.repository';

export const presentTwoFactorStatus = (
  row: TwoFactorRow | undefined,
  backupCodesLeft: number,
  required: boolean,
): TwoFactorStatus => ({
  enabled: Boolean(row?.enabledAt),
  backupCodesLeft: row?.enabledAt ? backupCodesLeft : 0,
  required,
});
