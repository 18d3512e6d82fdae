import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';

/**
 * The captcha's challenge call. The widget on the login page fetches it by its literal path: that page stays
 * within its size budget without zod (decision 0057).
 */
export const captchaEndpoints = defineEndpoints({
  challenge: {
    method: 'GET',
    path: '/aqa/captcha',
    summary:
      'A fresh ALTCHA proof-of-work challenge for the login, registration, forgot- and reset-password forms',
    reply: z
      .object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().optional() })
      .loose(),
  },
});
