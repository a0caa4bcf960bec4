import { userSchema, type Language, type Role, type ThemeMode, type TokenPayload } from '@trilha/shared';

/** The signed-in user as the interface knows it: the token's fields, or the fuller user from the API. */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  isPremium: boolean;
  isAdmin: boolean;
  role: Role;
  settings: SessionSettings;
}

export interface SessionSettings {
  language?: Language;
  currency?: string;
  themeMode?: ThemeMode;
}

function userFromToken(payload: TokenPayload): SessionUser {
  const { _id, name, email, isPremium, isAdmin, role, settings } = payload;
  return { _id, name, email, isPremium, isAdmin, role, settings };
}

/** Prefers the stored user when it belongs to the token, since it carries more than the token does. */
export function restoreUser(payload: TokenPayload, stored: unknown): SessionUser {
  const parsed = userSchema.safeParse(stored);
  return parsed.success && parsed.data._id === payload._id ? parsed.data : userFromToken(payload);
}
