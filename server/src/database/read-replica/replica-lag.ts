/** How many unreplayed primary positions are kept; beyond it neighbours merge (the lag only grows). */
const MAX_PENDING = 1000;

interface Pending {
  lsn: bigint;
  /** The WAL up to `lsn` was all written after this time; null: at an unknown time (before the first look). */
  since: number | null;
}

/**
 * How far behind the primary a replica is, in time, from two WAL positions read now and then:
 * the primary's (`pg_current_wal_lsn()`) and the replica's replay position. Replay positions
 * carry no time, so each primary position is stamped with the time of the previous look at the
 * primary: everything beyond the position seen then was written after it. The lag is the age of
 * the oldest such stamp the replica has not replayed yet, an upper bound of how stale its data is
 * (never an underestimate, so a replica is only trusted when it truly is within the bound).
 * An idle primary writes nothing new, so an idle replica that replayed everything has no lag.
 */
export class ReplicaLag {
  private readonly pending: Pending[] = [];
  private lastPrimary: { lsn: bigint; at: number } | null = null;

  /** The primary's position, read by a query sent at `at`. */
  primary(lsn: bigint, at: number): void {
    const last = this.lastPrimary;
    if (!last || lsn > last.lsn) {
      this.pending.push({ lsn, since: last?.at ?? null });
      if (this.pending.length > MAX_PENDING) {
        // Merge the second into the third: the merged span keeps the older stamp.
        this.pending[2].since = this.pending[1].since;
        this.pending.splice(1, 1);
      }
    }
    this.lastPrimary = { lsn: last && last.lsn > lsn ? last.lsn : lsn, at };
  }

  /**
   * The replica's replay position, read at `now`: its lag in milliseconds, 0 when it has replayed
   * every position seen on the primary, null when it is still behind the very first one seen
   * (written at an unknown time).
   */
  replayed(lsn: bigint, now: number): number | null {
    while (this.pending.length && this.pending[0].lsn <= lsn) this.pending.shift();
    if (!this.pending.length) return 0;
    const since = this.pending[0].since;
    return since === null ? null : Math.max(0, now - since);
  }
}
