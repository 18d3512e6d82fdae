import type { FastifyRequest } from 'fastify';

export const requestOrigin = (request: FastifyRequest) => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'],
});
