import { rondaTerminada } from './metricas.js';

/**
 * A server job: `round` every `seconds` (0: none), rounds never overlapping; a failed round is
 * reported and the next one runs as usual. `stop` stops it and waits for the round in course. Each
 * round is counted under `name` for the metrics (its last success is what an alert watches).
 */
export function repeatEvery(name: string, seconds: number, round: () => Promise<unknown>, onError: (err: unknown) => void): { stop: () => Promise<void> } {
  if (seconds === 0) return { stop: async () => undefined };
  let stopped = false;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = round()
      .then(() => rondaTerminada(name, true))
      .catch((err: unknown) => {
        rondaTerminada(name, false);
        onError(err);
      })
      .finally(() => {
        running = null;
      });
  }, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * A job that works through a queue in batches: every `seconds`, `batch` runs again at once while it
 * answers true (a full batch: more is due), until it answers false or the job is stopped.
 */
export function repeatBatches(name: string, seconds: number, batch: () => Promise<boolean>, onError: (err: unknown) => void): { detener: () => Promise<void> } {
  let stopped = false;
  const job = repeatEvery(
    name,
    seconds,
    async () => {
      while (!stopped && (await batch()));
    },
    onError,
  );
  return {
    detener: async () => {
      stopped = true;
      await job.stop();
    },
  };
}
