import type { FullConfig } from '@playwright/test';
import { ADMIN } from './support';

/**
 * The first account on a fresh instance becomes the platform admin: register it before the journeys,
 * so the agency journey can sign in as the admin and every other journey meets an instance in use.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!;
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: ADMIN.name, email: ADMIN.email, password: ADMIN.password, language: 'pt' }),
  });
  const body = (await res.json()) as { user?: { role?: string } };
  if (res.status !== 201 || body.user?.role !== 'admin') {
    throw new Error(`The first account should be the admin: ${res.status} ${JSON.stringify(body)}`);
  }
}
