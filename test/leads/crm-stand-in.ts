import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 (random port) standing in for the lead CRM, with its two
 * endpoints. `mode` decides the next answers: 'ok' creates the lead (200), 'hang' never answers,
 * or an HTTP status to answer with (400, 429, 500, 503, ...). The country list follows `mode`
 * unless `countryListMode` is set.
 */
export type CrmMode = 'ok' | 'hang' | number;

export interface ReceivedLead {
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

export interface CrmStandIn {
  url: string;
  mode: CrmMode;
  countryListMode: CrmMode | null;
  /** Leads the CRM created (answered 200 to). */
  leads: ReceivedLead[];
  /** Every lead request, whatever the answer. */
  leadRequests: number;
  countryListRequests: number;
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

export async function startCrmStandIn(mode: CrmMode = 'ok', countryListMode: CrmMode | null = null): Promise<CrmStandIn> {
  const crm: CrmStandIn = {
    url: '',
    mode,
    countryListMode,
    leads: [],
    leadRequests: 0,
    countryListRequests: 0,
    countries: CRM_COUNTRIES,
    leadRefusal: null,
    close: async () => undefined,
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
      if (mode === 'hang') return; // keep the socket open, never answer
      response.setHeader('Content-Type', 'application/json');
      if (mode !== 'ok') {
        response.statusCode = mode;
        return response.end(JSON.stringify({ status: mode, result: null, errorMessage: `Stand-in error ${mode}` }));
      }
      if (isList) return response.end(JSON.stringify({ status: 200, result: crm.countries, errorMessage: null }));
      if (isLead && crm.leadRefusal) return response.end(JSON.stringify({ ...crm.leadRefusal, result: null }));
      if (isLead) {
        crm.leads.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>, headers: request.headers });
        return response.end(JSON.stringify({ status: 200, result: { leadId: crm.leads.length }, errorMessage: null }));
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ status: 404, result: null, errorMessage: 'Not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  crm.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  crm.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return crm;
}
