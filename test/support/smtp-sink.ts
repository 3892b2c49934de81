import { createServer, Server, Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and MIME body) as the client sent it. */
  raw: string;
}

/**
 * A tiny SMTP server that accepts everything and keeps it, so tests can read what the worker
 * sent through nodemailer's real SMTP transport (no STARTTLS, no auth: loopback only).
 */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpSink> {
    const mails: ReceivedMail[] = [];
    const server = createServer((socket) => converse(socket, mails));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const sink = new SmtpSink(server, (server.address() as { port: number }).port);
    (sink as { mails: ReceivedMail[] }).mails = mails;
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function converse(socket: Socket, mails: ReceivedMail[]): void {
  let buffer = '';
  let envelope: ReceivedMail = { from: '', to: [], raw: '' };
  let data: string[] | null = null;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === '.') {
          mails.push({ ...envelope, raw: data.join('\r\n') });
          envelope = { from: '', to: [], raw: '' };
          data = null;
          reply('250 queued');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
      else if (verb === 'MAIL') {
        envelope.from = /<(.*)>/.exec(line)?.[1] ?? '';
        reply('250 OK');
      } else if (verb === 'RCPT') {
        envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
        reply('250 OK');
      } else if (verb === 'DATA') {
        data = [];
        reply('354 go ahead');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
      else reply('502 not implemented');
    }
  });
  socket.on('error', () => undefined);
}

/** The decoded text of every MIME part (base64 and quoted-printable undone). */
export function mailText(raw: string): string {
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  return parts
    .map((part) => {
      const split = part.indexOf('\r\n\r\n');
      if (split < 0) return part;
      const headers = part.slice(0, split).toLowerCase();
      const body = part.slice(split + 4);
      if (headers.includes('content-transfer-encoding: base64'))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (headers.includes('content-transfer-encoding: quoted-printable')) {
        const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => `%${hex}`);
        try {
          return decodeURIComponent(bytes);
        } catch {
          return bytes;
        }
      }
      return body;
    })
    .join('\n');
}
