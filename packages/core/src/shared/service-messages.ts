/**
 * What any call may answer whatever its feature: an outage of the database or Redis (503), a failure that is ours
 * (500), and the limit on calls opened by a link alone (429).
 */
export const serviceMessages = {
  unavailable: 'The service is briefly unavailable; try again in a few seconds',
  internal: 'Internal Server Error',
  tooManyRequests: 'Too many requests',
} as const;
