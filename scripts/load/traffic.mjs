// Open-loop traffic: requests leave on a fixed schedule whatever the server answers, so a slow
// server shows up as latency (measured from the scheduled send time) instead of as fewer requests.
import http from 'node:http';

/** One keep-alive agent without a connection cap: a slow answer never holds back the next request. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * Sends one request; resolves { status, ms, bytes, error, body } and never rejects. The answer's
 * body is kept only with `keepBody` (the forms' answers, which carry the lead's id): ten minutes
 * of pages would otherwise hold gigabytes of HTML until the report.
 */
export function send(url, { method = 'GET', headers = {}, body, scheduledAt, timeoutMs = 30_000, keepBody = false }) {
  return new Promise((resolve) => {
    const done = (result) => resolve({ ...result, ms: performance.now() - scheduledAt });
    const request = http.request(url, { method, headers, agent }, (response) => {
      const parts = [];
      let bytes = 0;
      response.on('data', (part) => {
        bytes += part.length;
        if (keepBody) parts.push(part);
      });
      response.on('end', () => done({ status: response.statusCode, bytes, body: keepBody ? Buffer.concat(parts).toString('utf8') : undefined }));
      response.on('error', (error) => done({ status: null, error: error.message }));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => done({ status: null, error: error.message }));
    request.end(body);
  });
}

/**
 * Calls `fire(index, scheduledAt)` `ratePerSecond` times a second for `seconds`, on schedule: a
 * timer that wakes late sends every request that was due meanwhile. Resolves when the last one
 * has been sent (not answered); `fire`'s promises are collected for the caller to await.
 */
export function openLoop({ ratePerSecond, seconds, fire, shouldStop = () => false }) {
  const intervalMs = 1000 / ratePerSecond;
  const total = Math.round(ratePerSecond * seconds);
  const started = performance.now();
  const pending = [];
  let sent = 0;
  return new Promise((resolve) => {
    const step = () => {
      const now = performance.now();
      while (sent < total && started + sent * intervalMs <= now) {
        pending.push(fire(sent, started + sent * intervalMs));
        sent++;
      }
      if (sent >= total || shouldStop()) return resolve({ sent, answers: pending });
      setTimeout(step, Math.max(0, started + sent * intervalMs - performance.now()));
    };
    step();
  });
}

/** The value below which `p` percent of `values` fall (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Counts and latency percentiles of a set of answers. */
export function summarise(answers) {
  const byStatus = {};
  for (const answer of answers) {
    const key = answer.status ?? 'no answer';
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  const ms = answers.filter((answer) => answer.status !== null).map((answer) => answer.ms);
  const round = (value) => (value === null ? null : Math.round(value));
  const errors = {};
  for (const answer of answers) if (answer.error) errors[answer.error] = (errors[answer.error] ?? 0) + 1;
  return {
    sent: answers.length,
    byStatus,
    serverErrors: answers.filter((answer) => answer.status >= 500).length,
    noAnswer: answers.filter((answer) => answer.status === null).length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
    max: round(ms.length ? Math.max(...ms) : null),
    /** Why requests got no answer, with how many each. */
    errors,
  };
}
