/**
 * A membership is `invited` until the person accepts (only people who already had an account are
 * invited; accounts the agency creates start `active`); staff can then be made `inactive`.
 */
export const CONSULTANT_STATUSES = ['invited', 'active', 'inactive'] as const;
export type ConsultantStatus = (typeof CONSULTANT_STATUSES)[number];
export const CLIENT_STATUSES = ['invited', 'active'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export type MemberStatus = ConsultantStatus;

export const PAYMENT_STATUSES = ['pending', 'paid', 'overdue'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The roles an agency's staff hold; the consultant-admin manages the agency. */
export const STAFF_ROLES = ['consultant', 'consultant-admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How long an invitation link (a password-set link) stays valid. */
export const INVITATION_DAYS = 7;
