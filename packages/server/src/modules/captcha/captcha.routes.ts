import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaEndpoints } from '@psc/core/captcha/captcha.endpoints';
import type { Deps } from '../../deps.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { createCaptchaChallenge } from './create-captcha-challenge.ts';

export const captchaRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(captchaEndpoints.challenge.path, {
    config: { auth: 'public' },
    schema: endpointSchema(captchaEndpoints.challenge, ['auth']),
    handler: async (_request, reply) => {
      const challenge = await createCaptchaChallenge(deps);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ ...challenge, parameters: { ...challenge.parameters } });
    },
  });
};
