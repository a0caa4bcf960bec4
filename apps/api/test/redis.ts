import { connect } from 'node:net';

/** Redis for tests: TEST_REDIS_URL, or a local one on the default port. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the test Redis answers: tests of shared counters run on it too when it does. */
export const testRedisAnswers = (): Promise<boolean> =>
  new Promise<boolean>((resolve) => {
    const url = new URL(testRedisUrl);
    const socket = connect(Number(url.port || 6379), url.hostname)
      .once('connect', () => resolve(true))
      .once('error', () => resolve(false));
    socket.setTimeout(1000, () => socket.destroy(new Error('timeout')));
    socket.once('close', () => resolve(false));
    socket.once('connect', () => socket.end());
  });
