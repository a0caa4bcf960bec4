import { TOKEN_AREAS, type TokenArea, type TokenScope } from '@trilha/shared';

/** What the create form offers per area; `write` includes reading, as the server reads it. */
export const AREA_ACCESS = ['none', 'read', 'write'] as const;
export type AreaAccess = (typeof AREA_ACCESS)[number];
export type AccessByArea = Record<TokenArea, AreaAccess>;

export const NO_ACCESS: AccessByArea = { trips: 'none', expenses: 'none', profile: 'none', agency: 'none' };

/** The scopes to ask for: one per area given access, `write` alone since it already covers reading. */
export function scopesOf(access: AccessByArea): TokenScope[] {
  return TOKEN_AREAS.flatMap((area) => {
    const level = access[area];
    return level === 'none' ? [] : [`${area}:${level}` as const];
  });
}

export interface AreaGrant {
  area: TokenArea;
  access: 'read' | 'write';
}

/**
 * A token's scopes as one grant per area, in the areas' order and the strongest access named (a token may
 * list both read and write); scopes this app does not know are returned as they are, to show them raw.
 */
export function grantsOf(scopes: readonly string[]): { grants: AreaGrant[]; unknown: string[] } {
  const grants = TOKEN_AREAS.flatMap((area): AreaGrant[] => {
    if (scopes.includes(`${area}:write`)) return [{ area, access: 'write' }];
    if (scopes.includes(`${area}:read`)) return [{ area, access: 'read' }];
    return [];
  });
  const known = new Set<string>(TOKEN_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`]));
  return { grants, unknown: scopes.filter((scope) => !known.has(scope)) };
}

/** How long a new token lives, in days, or until revoked. */
export const EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];
export const DEFAULT_EXPIRY: ExpiryChoice = '30';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a token made now with this choice stops working; null for one that lives until revoked. */
export function expiryInstant(choice: ExpiryChoice, now: Date = new Date()): string | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
}
