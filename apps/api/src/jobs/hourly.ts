const EVERY_HOUR = 60 * 60 * 1000;

/**
 * A background job run at start and then every hour, without keeping the process alive. `run` must catch
 * and log its own failures: the next hour tries again.
 */
export function hourly<Run extends () => Promise<void>>(run: Run) {
  let timer: NodeJS.Timeout | undefined;
  return {
    run,
    start() {
      void run();
      timer = setInterval(() => void run(), EVERY_HOUR);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
