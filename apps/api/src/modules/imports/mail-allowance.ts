/**
 * Each import address's hourly allowance of received mail. Mails still being read count as well as
 * those kept: a burst sent at once used to be let through while the first ones were still being read.
 * Counting and changing the count are one step, taken in turn, so the allowance is exact on this
 * instance (the receiver runs where INBOUND_MAIL points, usually one instance).
 */
export function mailAllowance({
  perHour,
  kept,
}: {
  perHour: number;
  /** Mails the person received in the last hour and kept (in the database). */
  kept: (userId: string) => Promise<number>;
}) {
  const reading = new Map<string, number>();
  let turn: Promise<unknown> = Promise.resolve();

  function inTurn<T>(step: () => Promise<T>): Promise<T> {
    const result = turn.then(step);
    turn = result.catch(() => undefined);
    return result;
  }

  const used = async (userId: string) => (await kept(userId)) + (reading.get(userId) ?? 0);
  const change = (userId: string, by: number) => {
    const now = (reading.get(userId) ?? 0) + by;
    if (now > 0) reading.set(userId, now);
    else reading.delete(userId);
  };

  return {
    /** Whether the person may take one more mail now (the early answer at RCPT TO; nothing is held). */
    async open(userId: string): Promise<boolean> {
      return (await used(userId)) < perHour;
    },

    /**
     * Runs `work` with a place held for one mail for each person, or answers false at once when any of
     * them is at the allowance. `keep(userId)` wraps the insert that keeps that person's mail: once it is
     * done, the database counts the mail instead of the place. Places not kept are given back.
     */
    async holding(
      userIds: string[],
      work: (keep: (userId: string) => <T>(insert: () => Promise<T>) => Promise<T>) => Promise<void>,
    ): Promise<boolean> {
      const taken = await inTurn(async () => {
        for (const userId of userIds) if ((await used(userId)) >= perHour) return false;
        for (const userId of userIds) change(userId, 1);
        return true;
      });
      if (!taken) return false;
      const held = new Set(userIds);
      const keep =
        (userId: string) =>
        <T>(insert: () => Promise<T>) => {
          held.delete(userId);
          return inTurn(async () => {
            try {
              return await insert();
            } finally {
              change(userId, -1);
            }
          });
        };
      try {
        await work(keep);
      } finally {
        for (const userId of held) change(userId, -1);
      }
      return true;
    },
  };
}
