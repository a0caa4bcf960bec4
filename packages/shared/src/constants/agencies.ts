export const CONSULTANT_STATUSES = ['active', 'inactive'] as const;
export type ConsultantStatus = (typeof CONSULTANT_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'overdue'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The roles an agency's staff hold; the consultant-admin manages the agency. */
export const STAFF_ROLES = ['consultant', 'consultant-admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How long an invitation link (a password-set link) stays valid. */
export const INVITATION_DAYS = 7;
