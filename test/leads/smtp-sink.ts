import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (random port by default) standing in for the company's mail
 * server. `mode` decides how it treats the next message: 'accept' keeps it, 'refuse' answers RCPT
 * TO with a 451 temporary error, 'reject' with a 550 permanent one, 'hang' takes the message but
 * never answers, so the client times out, 'late' takes the message and delivers it but answers too
 * late (never, here: the client gives up first), and 'drop' cuts the connection in the middle of
 * the message (DATA).
 *
 * Behind it, `mailbox` is what the company's inbox keeps. SMTP has no idempotency key: a message
 * the server took whose acknowledgement the sender never saw (it timed out, or died) is sent
 * again. The Message-ID is the key a mailbox recognises such a repeat by: Gmail is reported to keep
 * one message per Message-ID. The mailbox does the same here, as the CRM stand-in honours
 * `Idempotency-Key`, and counts the repeats it recognised. `received` keeps every message the
 * server took, repeats included.
 */
export type SmtpMode = 'accept' | 'refuse' | 'reject' | 'hang' | 'late' | 'drop';

export interface ReceivedMail {
  raw: string;
  messageId: string | null;
  subject: string | null;
  /** The envelope's recipients (RCPT TO). */
  to: string[];
}

export interface SmtpSink {
  url: string;
  mode: SmtpMode;
  /** Messages the server acknowledged (250 after DATA), every one, repeats included. */
  received: ReceivedMail[];
  /** The inbox: the first message with each Message-ID (a message without one is always filed). */
  mailbox: ReceivedMail[];
  /** Messages not filed because the mailbox already held their Message-ID. */
  repeatsByMessageId: number;
  /** How many messages the server was offered (accepted, refused or left hanging). */
  offered: number;
  /** Messages met with a fault (refused, rejected, left hanging, dropped). */
  faultsServed: number;
  close(): Promise<void>;
}

/** A header's value from the message's header block, unfolded (a long subject is split over lines). */
const header = (raw: string, name: string) => {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n(?=[ \t])/g, '');
  return new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(headers)?.[1]?.trim() ?? null;
};

export async function startSmtpSink(mode: SmtpMode = 'accept', { port = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const hanging: Array<(error?: Error) => void> = [];
  /** Open connections by the client's port, so 'drop' can cut the one a message arrives on. */
  const sockets = new Map<number, Socket>();
  const filed = new Set<string>();
  const sink: SmtpSink = {
    url: '',
    mode,
    received: [],
    mailbox: [],
    repeatsByMessageId: 0,
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
        const mode = sink.mode; // as the message arrived, even if a test heals the server meanwhile
        if (mode !== 'hang') {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail: ReceivedMail = { raw, messageId: header(raw, 'Message-ID'), subject: header(raw, 'Subject'), to: session.envelope.rcptTo.map((rcpt) => rcpt.address) };
          sink.received.push(mail);
          if (mail.messageId !== null && filed.has(mail.messageId)) sink.repeatsByMessageId++;
          else {
            if (mail.messageId !== null) filed.add(mail.messageId);
            sink.mailbox.push(mail);
          }
        }
        if (mode === 'hang' || mode === 'late') {
          sink.faultsServed++;
          hanging.push(callback); // never answered: the client gives up first
          return;
        }
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
