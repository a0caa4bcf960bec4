import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { premiumRedirectSchema, premiumStatusSchema } from '@trilha/shared';
import { actorOf } from '../../plugins/auth';
import type { PremiumService } from './premium.service';

/** API.md "Premium": the caller's plan, Stripe Checkout, cancellation, billing portal, and the webhook. */
export const premiumRoutes: FastifyPluginAsyncZod<{ premium: PremiumService }> = async (app, { premium }) => {
  const tags = ['premium'];

  app.get('/status', { schema: { tags, response: { 200: premiumStatusSchema } } }, async (req) =>
    premium.status(actorOf(req)),
  );

  app.post('/checkout', { schema: { tags, response: { 200: premiumRedirectSchema } } }, async (req) =>
    premium.checkout(actorOf(req)),
  );

  app.post('/cancel', { schema: { tags, response: { 200: premiumStatusSchema } } }, async (req) =>
    premium.cancel(actorOf(req)),
  );

  app.post('/portal', { schema: { tags, response: { 200: premiumRedirectSchema } } }, async (req) =>
    premium.portal(actorOf(req)),
  );

  // The signature covers the exact bytes Stripe sent, so this one route reads its JSON body as text;
  // the parser is registered in this inner scope only, every other route keeps parsing JSON.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/webhook',
      {
        config: { public: true },
        schema: {
          tags,
          description: 'Stripe events, signed with STRIPE_WEBHOOK_SECRET (the Stripe-Signature header).',
          security: [],
          response: { 200: z.object({ received: z.boolean() }) },
        },
      },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        await premium.webhook(
          typeof req.body === 'string' ? req.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true };
      },
    );
  });
};
