import { z } from 'zod';
import { LANGUAGES } from '../constants/preferences';
import { emailSchema, nameSchema, newPasswordSchema, passwordSchema } from './common';
import { userSchema } from './users';

export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  // The browser's language; anything we do not speak falls back to the default.
  language: z.string().max(35).optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginInput = z.input<typeof loginSchema>;

export const googleLoginSchema = z.object({
  idToken: z.string().min(1, { error: 'validation.required' }).max(8192),
  language: z.enum(LANGUAGES).optional(),
});

export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1, { error: 'validation.required' }).max(200),
  password: newPasswordSchema,
});

/** The reset form asks for the password twice; only the server's fields are sent. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const authResponseSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const registerResponseSchema = z.union([
  authResponseSchema,
  z.object({ user: userSchema, pending: z.literal(true) }),
]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** What the session token carries (API.md "Session token"). */
export const tokenPayloadSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
  role: userSchema.shape.role,
  settings: z.object({ language: z.enum(LANGUAGES), currency: z.string() }),
  ver: z.number().int(),
  /** The session (user_sessions) this token belongs to; tokens issued before sessions existed have none. */
  sid: z.string().optional(),
  iat: z.number().optional(),
  exp: z.number().optional(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
