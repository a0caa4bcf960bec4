export const ROLES = ['user', 'consultant', 'consultant-admin', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['pending', 'active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Roles that may open the agency screens (SPEC.md 6). */
export const AGENCY_ROLES: readonly Role[] = ['consultant', 'consultant-admin', 'admin'];
