export type Periodic = {
  /** Stops the runs, after waiting for one under way. */
  stop(): Promise<void>;
};

/**
 * Runs `task` every `intervalMs`, counted from the end of the previous run, so two runs never
 * overlap. A failed run goes to `onError` and the next one still comes. The timer does not keep
 * the process alive.
 */
export function runEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  const tick = () => {
    running = task()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  } satisfies Periodic;
}
