/** Why a job was turned away instead of run: too many already waiting, or it waited too long. */
export class QueueBusyError extends Error {
  readonly reason: "full" | "timeout";

  constructor(reason: "full" | "timeout") {
    super(reason === "full" ? "job queue is full" : "job waited too long for its turn");
    this.name = "QueueBusyError";
    this.reason = reason;
  }
}

export type JobQueueOptions = {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting at most; one more is refused at once. */
  maxWaiting: number;
  /** How long a job waits for its turn before it is refused. */
  maxWaitMs: number;
};

export type JobQueue = {
  /**
   * Runs `job` when fewer than `concurrency` jobs run, in the order they came; throws
   * QueueBusyError when the queue is full or the turn does not come within `maxWaitMs`.
   */
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

/** A first-in, first-out queue that bounds how many jobs run at once and how long others wait. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (waiting.length >= options.maxWaiting) {
        reject(new QueueBusyError("full"));
        return;
      }
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(new QueueBusyError("timeout"));
      }, options.maxWaitMs);
      waiting.push(start);
    });

  return {
    async run(job) {
      // The slot of a finished job passes straight to the next waiter, so `running` stays put.
      if (running < options.concurrency) running++;
      else await turn();
      try {
        return await job();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
