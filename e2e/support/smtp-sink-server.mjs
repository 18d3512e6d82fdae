#!/usr/bin/env node
// A real SMTP server on loopback for the browser journeys: it accepts every message the PSC server sends and
// shows them on a small HTTP port, so a test can read the e-mail a user would get and follow its link.
//   SMTP_SINK_PORT       SMTP port (default 2526)
//   SMTP_SINK_HTTP_PORT  HTTP port (default 2527): GET /messages?to=<address>, GET /health
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2526);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2527);
const host = '127.0.0.1';

/** @type {{ id: number, from: string | null, to: string[], subject: string | null, text: string, links: string[], receivedAt: string }[]} */
const messages = [];

/** Undoes quoted-printable soft line breaks and escapes, which is how nodemailer sends long lines. */
const decodeQuotedPrintable = (body) =>
  body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII subjects. */
const decodeEncodedWords = (value) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, encoding, text) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-Fa-f]{2})/g, (_escape, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });

const headerOf = (raw, name) => {
  const headerBlock = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? null : decodeEncodedWords(line.slice(name.length + 1).trim());
};

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const text = decodeQuotedPrintable(raw);
      messages.push({
        id: messages.length + 1,
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        subject: headerOf(raw, 'Subject'),
        text,
        links: [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])],
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}:${httpPort}`);
  const send = (status, body) => {
    response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/health')
    return send(200, { ok: true, messages: messages.length });
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return send(200, to ? messages.filter((message) => message.to.includes(to)) : messages);
  }
  return send(404, { error: 'not found' });
});

smtp.listen(smtpPort, host, () => {
  http.listen(httpPort, host, () => {
    console.log(`SMTP sink: smtp://${host}:${smtpPort}, messages on http://${host}:${httpPort}/messages`);
  });
});

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
