import type { FastifyReply } from 'fastify';

/** A download: its name (UTF-8 and an ASCII fallback), type and bytes, never cached. */
export const sendFile = (
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer },
  disposition: 'attachment' | 'inline' = 'attachment',
) => {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return reply
    .header('Content-Type', file.contentType)
    .header(
      'Content-Disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('Cache-Control', 'no-store')
    .send(file.body);
};
