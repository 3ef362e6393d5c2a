import 'server-only';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { DELIVERY_CHANNELS, type Delivery, type DeliveryChannel, type Submission } from '@/lib/leads/submission-repository';
import { type RetentionSettings, cutoffOf } from '@/lib/privacy/retention-settings';
import type { Store } from '@/lib/store/store';
import { type Deliverer, type DeliveryOutcome, errorText } from './deliverer';
import { CRM_NOT_CONFIGURED } from './delivery-plan';
import { type RetryPolicy, afterFailure, claimed, delivered, isDue, skipped, stateOf } from './delivery-state';
import { sweepOutbox } from './outbox';
import { deleteExpiredSubmissions } from './retention';

/**
 * Delivers stored submissions to their channels (CRM, e-mail) and retries failures with backoff.
 *
 * Two ways in: `deliverSoon` right after a form is stored (the visitor's answer never waits for
 * it), and a loop that picks up whatever is due from the store, which includes deliveries that
 * were pending when the server last stopped. Never twice at once: a delivery in flight in this
 * process is skipped, and every attempt first claims the delivery in the store with a
 * compare-and-set that counts the attempt and pushes its due time out by a lease, so another
 * worker (another process) sees it as not due.
 */
export interface WorkerTimings extends RetryPolicy {
  /** How often the loop looks for due deliveries. */
  intervalMs: number;
  /** How long a claimed delivery stays invisible to other workers; longer than any one attempt. */
  leaseMs: number;
  /** Due submissions read per pass. */
  batchSize: number;
  /** Attempts running at once per channel. */
  concurrency: number;
  /** How often old submissions are deleted. */
  retentionEveryMs: number;
}

export const DEFAULT_TIMINGS: WorkerTimings = {
  intervalMs: 3_000,
  // The first try, then six retries: 5 s, 30 s, 2 min, 10 min, 1 h, 6 h (plus up to 20% jitter).
  backoffMs: [5_000, 30_000, 120_000, 600_000, 3_600_000, 21_600_000],
  maxAttempts: 7,
  jitter: 0.2,
  leaseMs: 5 * 60_000,
  batchSize: 100,
  concurrency: 4,
  retentionEveryMs: 60 * 60_000,
};

export interface WorkerDeps {
  store: Store | (() => Promise<Store>);
  /** A channel without a deliverer (no CRM configured) is marked skipped. */
  deliverers: Partial<Record<DeliveryChannel, Deliverer>>;
  timings?: Partial<WorkerTimings>;
  /**
   * When set, the loop deletes old submissions (see retention.ts), outbox files and audit log
   * entries at these ages: the same settings the retention map (lib/privacy) shows.
   */
  retention?: Pick<RetentionSettings, 'submissionDays' | 'auditDays'>;
  /** Where e-mails are written without SMTP: swept with the retention pass (lib/leads/outbox.ts). */
  outboxDir?: string;
  /** Other work done on the same loop (case e-mails, the deletion of case documents), each at its own pace. */
  jobs?: readonly WorkerJob[];
  now?: () => Date;
  random?: () => number;
  log?: (message: string) => void;
}

/** A job of the worker's loop: run on a pass when `everyMs` has gone by since its last run, with the worker's clock. */
export interface WorkerJob {
  name: string;
  everyMs: number;
  run(store: Store, now: Date): Promise<unknown>;
}

export interface DeliveryWorker {
  /** Starts the loop (idempotent). Its timer does not keep the process alive. */
  start(): void;
  /** Stops the loop and waits for the attempts in flight to be recorded. */
  stop(): Promise<void>;
  /** Tries a just-stored submission's due deliveries soon, without delaying the caller. */
  deliverSoon(submissionId: string): void;
  /** One pass of the loop: starts every due delivery there is room for. */
  tick(): Promise<void>;
  /** Resolves once no attempt is in flight. */
  idle(): Promise<void>;
}

const SKIP_REASONS: Record<DeliveryChannel, string> = { crm: CRM_NOT_CONFIGURED, email: 'E-mail not configured' };

export function createDeliveryWorker(deps: WorkerDeps): DeliveryWorker {
  const timings: WorkerTimings = { ...DEFAULT_TIMINGS, ...deps.timings };
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const log = deps.log ?? ((message: string) => console.warn(`[leads] ${message}`));
  const getStore = typeof deps.store === 'function' ? deps.store : () => Promise.resolve(deps.store as Store);

  const inFlight = new Set<string>();
  const running = new Set<Promise<void>>();
  const active: Record<DeliveryChannel, number> = { crm: 0, email: 0 };
  const soon = new Set<NodeJS.Immediate>();
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  let stopped = false;
  let lastRetention = 0;
  const lastJobRun = new Map<string, number>();
  /** A due delivery was passed over because its channel was at its concurrency limit. */
  const waiting: Record<DeliveryChannel, boolean> = { crm: false, email: false };

  async function attempt(store: Store, submission: Submission, channel: DeliveryChannel, due: Delivery): Promise<void> {
    const deliverer = deps.deliverers[channel];
    if (!deliverer) {
      await store.submissions.updateDelivery(submission._id, channel, skipped(due, SKIP_REASONS[channel]), { expected: stateOf(due) });
      return;
    }
    const lease = claimed(due, now(), timings.leaseMs);
    await store.submissions.updateDelivery(submission._id, channel, lease, { expected: stateOf(due) });

    let outcome: DeliveryOutcome;
    try {
      outcome = await deliverer(submission);
    } catch (error) {
      outcome = { ok: false, error: errorText(error), permanent: false };
    }
    const result = outcome.ok ? delivered(lease, now()) : afterFailure(lease, now(), outcome, timings, random);
    if (!outcome.ok && result.status === 'failed') {
      log(`${channel} delivery of submission ${submission._id} failed for good: ${outcome.error}`);
    }
    await store.submissions.updateDelivery(submission._id, channel, result);
  }

  /** Starts the channel's attempt unless it is not due, already running here, or the channel is busy. */
  function launch(store: Store, submission: Submission, channel: DeliveryChannel): void {
    const due = submission.deliveries[channel];
    const key = `${submission._id}:${channel}`;
    if (stopped || !isDue(due, now()) || inFlight.has(key)) return;
    if (active[channel] >= timings.concurrency) {
      waiting[channel] = true;
      return;
    }
    inFlight.add(key);
    active[channel]++;
    const run = attempt(store, submission, channel, due)
      .catch((error: unknown) => {
        // Lost the claim to another worker, or the submission was deleted: nothing to do.
        if (error instanceof ConflictError || error instanceof NotFoundError) return;
        // The store failed: the lease runs out and the delivery is tried again then.
        log(`${channel} delivery of submission ${submission._id}: ${errorText(error)}`);
      })
      .finally(() => {
        inFlight.delete(key);
        active[channel]--;
        running.delete(run);
        // A slot is free and deliveries wait for it: look for them now rather than at the next
        // interval, so a slow CRM is kept busy (at 2 s a call and 4 at once: 2 leads/s, not
        // 4 per interval).
        if (waiting[channel] && !stopped) {
          waiting[channel] = false;
          void worker.tick();
        }
      });
    running.add(run);
  }

  async function retentionPass(store: Store, { submissionDays, auditDays }: NonNullable<WorkerDeps['retention']>): Promise<void> {
    const deleted = await deleteExpiredSubmissions(store, submissionDays, now());
    if (deleted.length > 0) log(`Retention: deleted ${deleted.length} submissions older than ${submissionDays} days`);
    if (deps.outboxDir) {
      const openInvitationIds = (await store.invitations.listPending(now().toISOString())).map((invitation) => invitation._id);
      const removed = await sweepOutbox(deps.outboxDir, { deletedSubmissionIds: deleted, openInvitationIds, retentionDays: submissionDays, now: now() });
      if (removed > 0) log(`Retention: deleted ${removed} e-mail files from the outbox`);
    }
    const purged = await store.audit.deleteBefore(cutoffOf(now(), auditDays));
    if (purged > 0) log(`Retention: deleted ${purged} audit log entries older than ${auditDays} days`);
  }

  async function pass(): Promise<void> {
    const store = await getStore();
    if (deps.retention && Date.now() - lastRetention >= timings.retentionEveryMs) {
      lastRetention = Date.now();
      await retentionPass(store, deps.retention);
    }
    const due = await store.submissions.listDue(now().toISOString(), timings.batchSize);
    for (const submission of due) for (const channel of DELIVERY_CHANNELS) launch(store, submission, channel);
    for (const job of deps.jobs ?? []) {
      if (Date.now() - (lastJobRun.get(job.name) ?? 0) < job.everyMs) continue;
      lastJobRun.set(job.name, Date.now());
      // One job failing (a mail server down, the vault unreachable) neither stops the others nor the deliveries.
      await job.run(store, now()).catch((error: unknown) => log(`${job.name}: ${errorText(error)}`));
    }
  }

  const worker: DeliveryWorker = {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void worker.tick(), timings.intervalMs);
      timer.unref();
      void worker.tick();
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const immediate of soon) clearImmediate(immediate);
      soon.clear();
      await ticking;
      await worker.idle();
    },

    deliverSoon(submissionId) {
      if (stopped) return;
      const immediate = setImmediate(() => {
        soon.delete(immediate);
        const lookup = (async () => {
          const store = await getStore();
          const submission = await store.submissions.getById(submissionId);
          if (submission) for (const channel of DELIVERY_CHANNELS) launch(store, submission, channel);
        })()
          .catch((error: unknown) => log(`Delivering submission ${submissionId}: ${errorText(error)}`))
          .finally(() => running.delete(lookup));
        running.add(lookup);
      });
      soon.add(immediate);
    },

    tick() {
      // One pass at a time; a tick during a pass waits for it rather than starting another.
      ticking ??= pass()
        .catch((error: unknown) => log(`Delivery pass: ${errorText(error)}`))
        .finally(() => {
          ticking = null;
        });
      return ticking;
    },

    async idle() {
      while (running.size > 0 || soon.size > 0) {
        await Promise.allSettled([...running]);
        if (soon.size > 0) await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
  return worker;
}
