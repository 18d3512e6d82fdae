import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { createCaptchaChallenge } from './create-captcha-challenge.ts';

export const captchaRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/aqa/captcha', {
    config: { auth: 'public' },
    schema: {
      tags: ['auth'],
      summary:
        'A fresh ALTCHA proof-of-work challenge for the login, registration, forgot- and reset-password forms',
      response: {
        200: z
          .object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().optional() })
          .loose(),
      },
    },
    handler: async (_request, reply) => {
      const challenge = await createCaptchaChallenge(deps);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ ...challenge, parameters: { ...challenge.parameters } });
    },
  });
};
