import { canonicalEvent, chainHash } from './canonical';
import { contentOf } from './event-chain';
import { eventExists, eventsFrom, LogRow, Querier, Seal, sealedEvent, sealFrom, sealOf } from './log-reads';

/**
 * What differs at the first chain place where the log and its seals disagree:
 * - `content`: the event there is not what was sealed (a byte of it changed);
 * - `order`: the event there holds a later place, and this place's event is further on;
 * - `missing`: the event of this place is gone (deleted, with its seal or without);
 * - `inserted`: the event there has no place of its own, or one already taken: written around the store;
 * - `seal`: the event there is the one this place sealed, but the seal itself was changed, moved
 *   to another position or deleted (the next seal still follows from the event's hash), or doubled;
 * - `rewritten`: the log no longer extends a digest kept earlier.
 */
export type Difference = 'content' | 'order' | 'missing' | 'inserted' | 'seal' | 'rewritten';

export interface LogProblem {
  kind: Difference;
  /** The chain index where the log first differs (what the event there should have been). */
  index: number;
  /** The global position of the event found there (null when nothing is there). */
  position: number | null;
  detail: string;
}

/** The place in the chain the verifier has reached, where the event in read order and the seal disagree. */
export interface Disagreement {
  index: number;
  /** The event at this place in read order. */
  row: LogRow;
  /** What the chain holds at this place if `row` belongs there: the hash before it, chained with its content. */
  hash: Buffer;
  /** The seal of this place, if there is one. */
  seal: Seal | undefined;
  /** Two seals claim this place. */
  twice: boolean;
}

/** The log is whole up to here, and from `row` on nothing is sealed: the newest events, not sealed yet. */
export interface UnsealedTail {
  unsealed: number;
}

/**
 * Says what happened at a place where the event in read order and the seal of that place
 * disagree, from the evidence the log still holds: which seal names the event, whether the event
 * the seal names is still there, and whether the event's own hash is the one the chain went on
 * from (the next seal is the hash of it and the next event). Or, when nothing is sealed from
 * here on, that this is the unsealed tail.
 */
export async function diagnose(querier: Querier, at: Disagreement): Promise<LogProblem | UnsealedTail> {
  const { index, row, hash, seal } = at;
  const position = row.global_position;
  const problem = (kind: Difference, detail: string): LogProblem => ({ kind, index, position, detail });
  if (at.twice) return problem('seal', `two seals claim chain place ${index}: the chain was forked`);

  if (!seal) {
    // Nothing sealed from here on: the newest events, committed after the sealer last ran.
    if (!(await sealFrom(querier, index))) return { unsealed: await eventsFrom(querier, row) };
    const own = await sealOf(querier, position);
    if (!own) {
      if (await chainGoesOnFrom(querier, index + 1, hash))
        return problem(
          'seal',
          `chain place ${index} has no seal, yet the event at position ${position} is the one it sealed (the next seal follows from its hash): the seal was deleted`,
        );
      return problem(
        'inserted',
        `the event at position ${position} has no place in the chain: it was written around the event store`,
      );
    }
    if (own.log_index > index) return missingBefore(index, position, own.log_index);
    return placeTaken(index, position, own.log_index);
  }

  if (seal.global_position === position) {
    // The seal names this event, with another hash than the event gives after the one before it.
    if (await chainGoesOnFrom(querier, index + 1, hash))
      return problem(
        'seal',
        `the seal of chain place ${index} (position ${position}) holds another hash than its event gives, and the next seal follows from the event's: the seal's hash was changed`,
      );
    return problem(
      'content',
      `the event at position ${position} (${row.stream_type} ${row.stream_id} v${row.stream_version}, ${row.event_type}) is not what was recorded there: its content does not give its seal's hash`,
    );
  }

  // The seal of this place names another position.
  if (seal.hash.equals(hash))
    return problem(
      'seal',
      `the seal of chain place ${index} names position ${seal.global_position}, but holds the hash of the event at position ${position}, which comes there in read order: the seal was moved`,
    );
  if (!(await eventExists(querier, seal.global_position)))
    return problem(
      'missing',
      `chain place ${index} was sealed for position ${seal.global_position}, where no event is any more: an event was deleted before position ${position}`,
    );
  const own = await sealOf(querier, position);
  if (!own)
    return problem(
      'inserted',
      `the event at position ${position} has no place in the chain: it was written around the event store, before place ${index}'s event (position ${seal.global_position})`,
    );
  if (own.log_index < index) return placeTaken(index, position, own.log_index);
  return problem(
    'order',
    `chain place ${index} should come here, but position ${position} holds place ${own.log_index}; place ${index} is at position ${seal.global_position}: the order was changed`,
  );
}

/** Seals left after the last event of the log: the events they name are gone. */
export async function sealsPastTheEnd(querier: Querier, events: number): Promise<LogProblem | null> {
  const seal = await sealFrom(querier, events);
  if (!seal) return null;
  return {
    kind: 'missing',
    index: events,
    position: null,
    detail: `chain place ${seal.log_index} is sealed for position ${seal.global_position}, but the log ends before it: the events from place ${events} on were deleted`,
  };
}

/**
 * Whether the chain's seal of place `next` is the hash of `hash` and the event it names: then
 * `hash` is what the chain held at the place before, whatever that place's own seal says.
 */
async function chainGoesOnFrom(querier: Querier, next: number, hash: Buffer): Promise<boolean> {
  const found = await sealedEvent(querier, next);
  return found !== null && chainHash(hash, canonicalEvent(contentOf(found.event))).equals(found.seal.hash);
}

function missingBefore(index: number, position: number, found: number): LogProblem {
  return {
    kind: 'missing',
    index,
    position,
    detail: `chain place${found - index > 1 ? `s ${index}–${found - 1} are` : ` ${index} is`} missing before position ${position}: an event was deleted`,
  };
}

function placeTaken(index: number, position: number, found: number): LogProblem {
  return {
    kind: 'inserted',
    index,
    position,
    detail: `the event at position ${position} claims chain place ${found}, already taken before it: an event was added`,
  };
}
