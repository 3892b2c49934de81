import { EntityManager } from 'typeorm';
import { CompactRange } from './merkle';

/** The chain as it stands: its size, last event, head hash and Merkle root (hex). */
export interface ChainState {
  size: number;
  position: number;
  head: string;
  root: string;
}

type Querier = Pick<EntityManager, 'query'>;

/**
 * The chain's state, computed incrementally: the tree of the events already seen is kept (its
 * compact range, a few dozen hashes), so each call reads only the events sealed since the last
 * one, from the seals' table in chain order. Sealers commit under the chain lock, so any snapshot
 * sees a prefix of the chain and the range never has to go back.
 */
export class ChainHead {
  private tree = new CompactRange();
  private last: { position: number; head: Buffer } | null = null;
  private pending: Promise<ChainState> | null = null;

  state(querier: Querier): Promise<ChainState> {
    // One reader at a time: two calls would extend the same range twice.
    this.pending = (this.pending ?? Promise.resolve(null as unknown as ChainState))
      .catch(() => undefined)
      .then(() => this.extend(querier));
    return this.pending;
  }

  private async extend(querier: Querier): Promise<ChainState> {
    for (;;) {
      const rows: Array<{ log_index: number; global_position: number; hash: Buffer }> = await querier.query(
        `SELECT s.log_index, s.global_position, s.hash FROM public.event_seals s
          WHERE s.log_index >= $1 ORDER BY s.log_index LIMIT 50000`,
        [this.tree.size],
      );
      for (const row of rows) {
        if (row.log_index !== this.tree.size) throw new Error(`the chain has a gap at ${this.tree.size}`);
        this.tree.append(row.hash);
        this.last = { position: row.global_position, head: row.hash };
      }
      if (rows.length < 50000) break;
    }
    return {
      size: this.tree.size,
      position: this.last?.position ?? 0,
      head: (this.last?.head ?? Buffer.alloc(32)).toString('hex'),
      root: this.tree.root().toString('hex'),
    };
  }
}

/** The chain's state computed from scratch (tests, a one-off check). */
export const chainState = (querier: Querier): Promise<ChainState> => new ChainHead().state(querier);
