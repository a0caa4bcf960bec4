import { z } from 'zod';
import { LANGUAGES } from '../constants/preferences';
import { oidcPublicConfigSchema } from './oidc';
import { routingConfigSchema } from './routing';

/** What the web app learns at run time, so one build runs everywhere (DESIGN.md). */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  mapsApiKey: z.string().nullable(),
  mapTileUrl: z.string(),
  pixelId: z.string().nullable(),
  paymentsEnabled: z.boolean(),
  aiProvider: z.enum(['offline', 'openai']),
  languages: z.array(z.enum(LANGUAGES)),
  signupApproval: z.boolean(),
  /** Whether flight statuses can be refreshed from a flight-status service (AVIATIONSTACK_KEY). */
  flightStatus: z.boolean(),
  /** Who answers travel times between stops (ROUTING_URL), and in which modes; `estimate` without one. */
  routing: routingConfigSchema,
  /** Sign-in with an OpenID Connect provider (OIDC_ISSUER), null when none is configured. */
  oidc: oidcPublicConfigSchema.nullable(),
  /** The running release (CHANGELOG.md), shown on the About page. */
  version: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
