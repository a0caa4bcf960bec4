import { z } from 'zod';
import { CLIENT_STATUSES, CONSULTANT_STATUSES, PAYMENT_STATUSES, STAFF_ROLES } from '../constants/agencies';
import { emailSchema, nameSchema, requiredText } from './common';
import { tripSummarySchema } from './trips';

const PHONE = /^\+?[0-9][0-9 ().-]{5,24}$/;

export const agencyInputSchema = z
  .object({
    name: requiredText(200),
    address: z.string().trim().max(300, { error: 'validation.tooLong' }).default(''),
    contactEmail: z
      .string()
      .trim()
      .max(254, { error: 'validation.tooLong' })
      .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'validation.email' })
      .default(''),
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || PHONE.test(value), { error: 'validation.phone' })
      .default(''),
  })
  .strict();
export type AgencyInput = z.input<typeof agencyInputSchema>;

export const consultantSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(CONSULTANT_STATUSES),
  /**
   * Whether the caller may correct this account's name and e-mail: only for an account the agency
   * created that has never been signed in to. Otherwise they belong to the person alone.
   */
  canEditAccount: z.boolean(),
});
export type Consultant = z.infer<typeof consultantSchema>;

export const clientSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The assigned consultant's membership id, or null. */
  consultantId: z.string().nullable(),
  consultantName: z.string().nullable(),
  agencyId: z.string(),
  status: z.enum(CLIENT_STATUSES),
  canEditAccount: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

export const agencySchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  consultants: z.array(consultantSchema),
  clients: z.array(clientSchema),
});
export type Agency = z.infer<typeof agencySchema>;

/** A row of the agencies list: the agency with how many people it has. */
export const agencyListItemSchema = agencySchema
  .omit({ consultants: true, clients: true })
  .extend({ consultantCount: z.number().int(), clientCount: z.number().int() });
export type AgencyListItem = z.infer<typeof agencyListItemSchema>;

/**
 * Adding someone by e-mail. Without an account, the server answers 404 USER_NOT_FOUND; the same call
 * with a `name` creates the account and e-mails an invitation.
 */
export const addConsultantSchema = z
  .object({
    email: emailSchema,
    name: nameSchema.optional(),
    role: z.enum(STAFF_ROLES, { error: 'validation.invalidChoice' }).default('consultant'),
  })
  .strict();
export type AddConsultantInput = z.input<typeof addConsultantSchema>;

/** Name and e-mail change the person's account: allowed only while `canEditAccount` (else 403). */
export const updateConsultantSchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    role: z.enum(STAFF_ROLES, { error: 'validation.invalidChoice' }).optional(),
  })
  .strict();
export type UpdateConsultantInput = z.input<typeof updateConsultantSchema>;

export const addClientSchema = z
  .object({
    email: emailSchema,
    name: nameSchema.optional(),
    consultantId: z.string().min(1).nullable().optional(),
  })
  .strict();
export type AddClientInput = z.input<typeof addClientSchema>;

export const updateClientSchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'validation.invalidChoice' }).optional(),
    consultantId: z.string().min(1).nullable().optional(),
  })
  .strict();
export type UpdateClientInput = z.input<typeof updateClientSchema>;

/** A client as their consultant sees them: with the trips they own. */
export const clientDetailSchema = clientSchema.extend({ trips: z.array(tripSummarySchema) });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** An invitation to join an agency, as the invited person sees it. */
export const agencyInvitationSchema = z.object({
  _id: z.string(),
  agencyId: z.string(),
  agencyName: z.string(),
  as: z.enum(['client', 'consultant']),
  /** The role the person will hold once they accept (`user` for a client). */
  role: z.enum(['user', ...STAFF_ROLES]),
  invitedBy: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AgencyInvitation = z.infer<typeof agencyInvitationSchema>;
