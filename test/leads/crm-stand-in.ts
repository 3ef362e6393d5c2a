import { type IncomingHttpHeaders, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 (random port by default) standing in for the lead CRM, with its
 * two endpoints. `mode` decides the next answers: 'ok' creates the lead (200), 'hang' never
 * answers, 'reset' destroys the connection as soon as the request has arrived (nothing created),
 * 'late' creates the lead but answers only after `lateMs` (a client with a shorter timeout gives
 * up on a lead the CRM did record), or an HTTP status to answer with (400, 429, 500, 503, ...).
 * The country list follows `mode` unless `countryListMode` is set. `delayMs` makes every answer
 * (in any mode) slow, as a loaded CRM is.
 *
 * It honours the `Idempotency-Key` header as draft-ietf-httpapi-idempotency-key-header describes:
 * a key is taken when a lead is created (a refusal or a fault takes none), and a later request
 * with that key creates nothing. It is answered 409 while the first is still being processed,
 * with the first answer replayed once that is done, and 422 if it carries a different body.
 */
export type CrmMode = 'ok' | 'hang' | 'reset' | 'late' | number;

export interface ReceivedLead {
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

export interface CrmStandIn {
  url: string;
  mode: CrmMode;
  countryListMode: CrmMode | null;
  /** Added before every answer, in milliseconds. */
  delayMs: number;
  /** How long a 'late' answer takes, in milliseconds. */
  lateMs: number;
  /** Leads the CRM created (answered 200 to, or recorded before a late answer). */
  leads: ReceivedLead[];
  /** Every lead request, whatever the answer. */
  leadRequests: number;
  /** Lead requests whose Idempotency-Key was already taken: answered without creating anything. */
  keyedRepeats: number;
  countryListRequests: number;
  /** Requests answered with a fault (an error status, a hang, a reset, a late answer). */
  faultsServed: number;
  countries: Array<{ countryId: number | string; countryName: string }>;
  /** When set, lead requests get HTTP 200 with this body (the CRM's own status inside) and create nothing. */
  leadRefusal: { status: number; errorMessage: string } | null;
  close(): Promise<void>;
}

export const CRM_COUNTRIES = [
  { countryId: 33, countryName: 'France' },
  { countryId: 71, countryName: 'United Kingdom' },
  { countryId: 5, countryName: 'Australia' },
];

/**
 * What identifies one person's lead at the CRM by its content: a lead recorded twice (sent without
 * a key, or to a CRM that ignored it) is two records with the same name and mobile number. Tests
 * give each lead its own name.
 */
export const leadIdentity = (lead: ReceivedLead) => `${String(lead.body.customerName)}|${String(lead.body.mobileNo)}`;

/** How many times each lead the CRM recorded more than once was recorded (should be none). */
export function duplicateLeads(crm: Pick<CrmStandIn, 'leads'>): Map<string, number> {
  const seen = new Map<string, number>();
  for (const lead of crm.leads) seen.set(leadIdentity(lead), (seen.get(leadIdentity(lead)) ?? 0) + 1);
  return new Map([...seen].filter(([, count]) => count > 1));
}

/** The Idempotency-Key header's value: a structured-field string, or a bare token as some clients send. */
function idempotencyKeyOf(headers: IncomingHttpHeaders): string | null {
  const value = headers['idempotency-key'];
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.trim().replace(/^"(.*)"$/, '$1');
}

/** An error answer in the CRM's envelope. */
function refuse(response: ServerResponse, status: number, errorMessage: string): void {
  response.statusCode = status;
  response.end(JSON.stringify({ status, result: null, errorMessage }));
}

export async function startCrmStandIn(
  mode: CrmMode = 'ok',
  countryListMode: CrmMode | null = null,
  { port = 0, delayMs = 0 }: { port?: number; delayMs?: number } = {},
): Promise<CrmStandIn> {
  const crm: CrmStandIn = {
    url: '',
    mode,
    countryListMode,
    delayMs,
    lateMs: 0,
    leads: [],
    leadRequests: 0,
    keyedRepeats: 0,
    countryListRequests: 0,
    faultsServed: 0,
    countries: CRM_COUNTRIES,
    leadRefusal: null,
    close: async () => undefined,
  };
  /** Idempotency keys taken, with the request body and, once answered, the answer. */
  const keys = new Map<string, { body: string; answer: string | null }>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    if (ms <= 0) return run();
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const isLead = request.method === 'POST' && request.url === '/api/Lead/Create/LeadAutoCustomer';
      const isList = request.method === 'GET' && request.url === '/api/Country/List';
      const mode = isList ? (crm.countryListMode ?? crm.mode) : crm.mode;
      if (isLead) crm.leadRequests++;
      if (isList) crm.countryListRequests++;
      if (mode !== 'ok') crm.faultsServed++;
      if (mode === 'hang') return; // keep the socket open, never answer
      if (mode === 'reset') return request.socket.destroy(); // the client sees ECONNRESET / "other side closed"
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const lead = () => ({ body: JSON.parse(rawBody) as Record<string, unknown>, headers: request.headers });
      response.on('error', () => undefined); // a client that gave up (timeout, killed) is gone
      const creates = isLead && (mode === 'ok' || mode === 'late') && !crm.leadRefusal;
      const key = creates ? idempotencyKeyOf(request.headers) : null;
      const taken = key === null ? undefined : keys.get(key);
      if (taken) {
        crm.keyedRepeats++;
        const replay = taken.answer; // as it stands on arrival: null while the first is being processed
        return later(crm.delayMs, () => {
          response.setHeader('Content-Type', 'application/json');
          if (taken.body !== rawBody) return refuse(response, 422, 'Idempotency-Key reused with a different request');
          if (replay === null) return refuse(response, 409, 'A request with this Idempotency-Key is still being processed');
          response.end(replay);
        });
      }
      const keyEntry = { body: rawBody, answer: null as string | null };
      if (key !== null) keys.set(key, keyEntry);
      /** Answers for a lead just recorded, and keeps the answer for repeats of its key. */
      const answerCreated = () => {
        keyEntry.answer = JSON.stringify({ status: 200, result: { leadId: crm.leads.length }, errorMessage: null });
        response.end(keyEntry.answer);
      };
      // A late answer: the CRM records the lead now (it does not know the client will give up)...
      if (mode === 'late' && isLead) crm.leads.push(lead());
      later(crm.delayMs + (mode === 'late' ? crm.lateMs : 0), () => {
        response.setHeader('Content-Type', 'application/json');
        if (mode === 'late' && isLead) return answerCreated();
        if (typeof mode === 'number') return refuse(response, mode, `Stand-in error ${mode}`);
        if (isList) return response.end(JSON.stringify({ status: 200, result: crm.countries, errorMessage: null }));
        if (isLead && crm.leadRefusal) {
          if (key !== null) keys.delete(key); // refused after all: the key is free again
          return response.end(JSON.stringify({ ...crm.leadRefusal, result: null }));
        }
        // Recorded when the CRM has done its work, whether or not the client is still there.
        if (isLead) {
          crm.leads.push(lead());
          return answerCreated();
        }
        refuse(response, 404, 'Not found');
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  crm.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  crm.close = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return crm;
}
