// A minimal SMTP server on node:net (no package) for bench:fault: it accepts and records mail when up,
// and fails the ways an SMTP outage does: nothing listening (connection refused), a 421 greeting, a
// 554 on MAIL FROM, or a connection closed after the greeting.
import { createServer, type Server, type Socket } from 'node:net';

export type SinkMode = 'up' | 'refuse' | 'failing';

export interface ReceivedMail {
  readonly subject: string;
  readonly messageId: string;
  readonly to: string;
}

export interface SmtpSink {
  readonly url: string;
  readonly received: readonly ReceivedMail[];
  /** Connections turned away since the start. */
  readonly refusals: () => number;
  setMode(mode: SinkMode): Promise<void>;
  close(): Promise<void>;
}

const header = (data: string, name: string): string =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, 'im')
    .exec(data)?.[1]
    ?.replace(/\r\n[ \t]+/g, ' ')
    .trim() ?? '';

/** The failures of a server that is up but unwell, in turn per connection. */
const FAILURES = [
  (socket: Socket) => socket.end('421 4.3.2 Service not available, try later\r\n'),
  (socket: Socket) => conversation(socket, null, '554 5.3.0 Transaction failed'),
  (socket: Socket) => socket.end('220 sink ESMTP\r\n'),
];

/** One SMTP session; `refuseMail`: answer MAIL FROM with it instead of accepting. */
function conversation(
  socket: Socket,
  record: ((mail: ReceivedMail) => void) | null,
  refuseMail?: string,
) {
  let buffer = '';
  let data: string | null = null;
  socket.setEncoding('latin1');
  socket.on('error', () => undefined);
  socket.write('220 sink ESMTP\r\n');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        data += buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 5);
        record?.({
          subject: header(data, 'Subject'),
          messageId: header(data, 'Message-ID'),
          to: header(data, 'To'),
        });
        data = null;
        socket.write('250 2.0.0 queued\r\n');
        continue;
      }
      const newline = buffer.indexOf('\r\n');
      if (newline < 0) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
      else if (verb === 'MAIL' && refuseMail) socket.write(`${refuseMail}\r\n`);
      else if (verb === 'DATA') {
        data = '';
        socket.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  });
}

export async function startSmtpSink(port: number, mode: SinkMode): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let current: SinkMode = mode;
  let refusals = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (current === 'up') return conversation(socket, (mail) => received.push(mail));
    FAILURES[refusals++ % FAILURES.length]?.(socket);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  if (mode !== 'refuse') await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusals: () => refusals,
    async setMode(next) {
      if (next === 'refuse') await stopListening();
      else if (!server.listening) await listen();
      current = next;
    },
    close: stopListening,
  };
}
