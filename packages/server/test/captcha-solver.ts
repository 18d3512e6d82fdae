import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** Does what the ALTCHA widget does in the browser: fetch a challenge, search the counter, encode the payload. */
export const solveCaptcha = async (app: FastifyInstance): Promise<string> => {
  const challenge = (await app.inject({ method: 'GET', url: '/aqa/captcha' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge could not be solved');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
};
