import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every background run of the app in one place (decision 047). Modules add their jobs while the
 * app is built; the runner starts them when the app is ready and stops them when it closes.
 * One round every `intervalMs` (COMMERCE_RECONCILE_INTERVAL_MS, decision 020): the jobs of the
 * first stage, then those of the second side by side, so a payment reconciled in a round gets
 * its receipt in the same round. A failing job is logged and never holds back another; a round
 * still running when the next is due is not overlapped.
 */
export interface Job {
  name: string;
  /** 1 runs first (reconciliation); 2 runs after it (the outboxes and sweeps). */
  stage: 1 | 2;
  run: () => Promise<unknown>;
}

export class Jobs {
  private readonly table: Job[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly log: FastifyBaseLogger) {}

  add(job: Job): void {
    this.table.push(job);
  }

  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.round().finally(() => {
        this.running = null;
      });
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async round(): Promise<void> {
    for (const stage of [1, 2] as const) {
      const jobs = this.table.filter((job) => job.stage === stage);
      const runs = await Promise.allSettled(jobs.map((job) => job.run()));
      runs.forEach((run, index) => {
        if (run.status === 'rejected') {
          this.log.warn({ err: run.reason, job: jobs[index]!.name }, 'a background job failed');
        }
      });
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (src/jobs.ts); modules add theirs while the app is built. */
    jobs: Jobs;
  }
}

/** The jobs table, decorated first so every module can add to it. */
export const jobsTable = fp(
  async (app) => {
    app.decorate('jobs', new Jobs(app.log));
  },
  { name: 'jobs-table' },
);

/**
 * Starts the jobs once the app is ready and stops them first when it closes (registered last,
 * its onClose runs before the modules' own: no round starts while they drain).
 */
export const jobsRunner = fp<{ intervalMs: number }>(
  async (app, { intervalMs }) => {
    app.addHook('onReady', async () => app.jobs.start(intervalMs));
    app.addHook('onClose', async () => app.jobs.stop());
  },
  { name: 'jobs-runner', dependencies: ['jobs-table'] },
);
