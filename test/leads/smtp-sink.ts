import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (random port by default) standing in for the company's mail
 * server. `mode` decides how it treats the next message: 'accept' keeps it, 'refuse' answers RCPT
 * TO with a 451 temporary error, 'reject' with a 550 permanent one, 'hang' takes the message but
 * never answers, so the client times out, and 'drop' cuts the connection in the middle of the
 * message (DATA).
 */
export type SmtpMode = 'accept' | 'refuse' | 'reject' | 'hang' | 'drop';

export interface ReceivedMail {
  raw: string;
  messageId: string | null;
  /** The envelope's recipients (RCPT TO). */
  to: string[];
}

export interface SmtpSink {
  url: string;
  mode: SmtpMode;
  /** Messages the server acknowledged (250 after DATA). */
  received: ReceivedMail[];
  /** How many messages the server was offered (accepted, refused or left hanging). */
  offered: number;
  /** Messages met with a fault (refused, rejected, left hanging, dropped). */
  faultsServed: number;
  close(): Promise<void>;
}

const header = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw)?.[1]?.trim() ?? null;

export async function startSmtpSink(mode: SmtpMode = 'accept', { port = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const hanging: Array<(error?: Error) => void> = [];
  /** Open connections by the client's port, so 'drop' can cut the one a message arrives on. */
  const sockets = new Map<number, Socket>();
  const sink: SmtpSink = {
    url: '',
    mode,
    received: [],
    offered: 0,
    faultsServed: 0,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    onRcptTo(_address, _session, callback) {
      sink.offered++;
      if (sink.mode === 'refuse' || sink.mode === 'reject') {
        sink.faultsServed++;
        const error =
          sink.mode === 'refuse'
            ? Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 })
            : Object.assign(new Error('Relaying denied'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      if (sink.mode === 'drop') {
        sink.faultsServed++;
        stream.once('data', () => sockets.get(session.remotePort)?.destroy()); // mid-message
        stream.on('error', () => undefined);
        stream.resume();
        return; // the connection is gone: no answer
      }
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.mode === 'hang') {
          sink.faultsServed++;
          hanging.push(callback);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        sink.received.push({ raw, messageId: header(raw, 'Message-ID'), to: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
        callback();
      });
    },
  });
  server.on('error', () => undefined); // clients that time out and drop the connection
  server.server.on('connection', (socket: Socket) => {
    const clientPort = socket.remotePort;
    if (clientPort === undefined) return;
    sockets.set(clientPort, socket);
    socket.on('close', () => sockets.delete(clientPort));
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  sink.close = () =>
    new Promise<void>((resolve) => {
      for (const callback of hanging.splice(0)) callback(new Error('closing'));
      server.close(() => resolve());
    });
  return sink;
}

/** Message-IDs received more than once (should be none). */
export function duplicateMessageIds(sink: SmtpSink): string[] {
  const seen = new Map<string, number>();
  for (const { messageId } of sink.received) if (messageId) seen.set(messageId, (seen.get(messageId) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
}
