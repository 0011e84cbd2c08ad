/** The queue is full: the caller should answer "busy, retry later" rather than wait. */
export class QueueFullError extends Error {
  constructor() {
    super('work queue full');
    this.name = 'QueueFullError';
  }
}

export interface WorkQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a slot; one more is refused with QueueFullError. */
  maxQueued: number;
}

/**
 * A small in-process queue bounding CPU-heavy work (image decoding, decision 011): at most
 * `concurrency` tasks run, at most `maxQueued` wait in order, and any further task is refused
 * at once, so a burst neither starves the event loop nor piles up unbounded memory.
 */
export class WorkQueue {
  readonly concurrency: number;
  readonly maxQueued: number;
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor({ concurrency, maxQueued }: WorkQueueOptions) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new RangeError('concurrency must be a positive integer');
    }
    if (!Number.isInteger(maxQueued) || maxQueued < 0) {
      throw new RangeError('maxQueued must be a non-negative integer');
    }
    this.concurrency = concurrency;
    this.maxQueued = maxQueued;
  }

  /** Tasks running now. */
  get active(): number {
    return this.#active;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.#waiting.length;
  }

  /** Whether a task submitted now would be refused. */
  get full(): boolean {
    return this.#active >= this.concurrency && this.#waiting.length >= this.maxQueued;
  }

  /** Runs `task` when a slot is free; rejects with QueueFullError when none is and the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.concurrency) {
      if (this.#waiting.length >= this.maxQueued) throw new QueueFullError();
      // The finishing task hands its slot over directly, so #active never exceeds concurrency.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    }
  }
}
