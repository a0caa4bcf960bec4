import {
  levelForPoints,
  pointsInLevel,
  POINTS_PER_LEVEL,
  type Profile,
  type Settings,
  type TokenPayload,
  type User,
} from '@trilha/shared';
import type { ActorRow } from './users.repository';

export const presentSettings = (row: ActorRow): Settings => ({
  language: row.language,
  currency: row.currency,
  themeMode: row.themeMode,
});

/** The only user fields that leave the server for the account itself. */
export const presentUser = (row: ActorRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  isPremium: row.isPremium,
  isAdmin: row.role === 'admin',
  role: row.role,
  status: row.status,
  agencyId: row.agencyId,
  settings: presentSettings(row),
});

export const tokenPayloadFor = (row: ActorRow): Omit<TokenPayload, 'iat' | 'exp'> => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  isPremium: row.isPremium,
  isAdmin: row.role === 'admin',
  role: row.role,
  settings: { language: row.language, currency: row.currency },
  ver: row.tokenVersion,
});

export type ProfileStanding = Pick<Profile, 'badges' | 'stats' | 'badgeProgress'>;

export const presentProfile = (row: ActorRow, standing: ProfileStanding): Profile => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  isPremium: row.isPremium,
  premiumUntil: row.isPremium && row.premiumUntil ? row.premiumUntil.toISOString().slice(0, 10) : null,
  level: levelForPoints(row.points),
  points: row.points,
  pointsInLevel: pointsInLevel(row.points),
  pointsPerLevel: POINTS_PER_LEVEL,
  ...standing,
});
