import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives; it can refuse the first messages to test retries. */
export const startSmtpSink = async (options: { refuseFirst?: number } = {}) => {
  const received: ReceivedMail[] = [];
  let refusalsLeft = options.refuseFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusalsLeft > 0) {
          refusalsLeft -= 1;
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The reset link as a reader would click it, decoded from the quoted-printable body. */
export const findResetToken = (raw: string): string | null => {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /\?rpp=([A-Za-z0-9_-]+)/.exec(unfolded)?.[1] ?? null;
};
