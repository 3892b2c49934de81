import { Aggregate } from './aggregate';
import { Decided, Decision } from './command-streams';
import { NewEvent, RecordedEvent } from './event.types';

type ErrorClass = new (...args: never[]) => Error;

/**
 * Given/when/then tests of a pure decider, as emmett's samples write them:
 *
 *   given([listed]).when((car) => approveCar(car, NOW, 30, { flagsSeen: [] })).then([approved]);
 *   given([listed, approved]).when((car) => approveCar(car, NOW, 30, { flagsSeen: [] })).thenThrows(CarNotPending);
 *
 * `given` folds past events with the aggregate's evolve; `then` compares the decided events
 * (and `thenReturns` the result). No database: the decider is a function.
 */
export function deciderSpec<S>(aggregate: Aggregate<S>) {
  return (given: readonly NewEvent[]) => {
    const state = given
      .map((event, i) => ({ ...event, streamVersion: i + 1 }) as unknown as RecordedEvent)
      .reduce((past, event) => aggregate.evolve(past, event), aggregate.initial());
    return {
      when<R>(decide: (state: S) => Decided<R>) {
        const run = (): Decision<R> => {
          const decided = decide(state);
          return Array.isArray(decided) ? { events: decided as readonly NewEvent[] } : (decided as Decision<R>);
        };
        return {
          then(expected: readonly NewEvent[]): void {
            expect(run().events).toEqual(expected);
          },
          thenReturns(expected: R, events: readonly NewEvent[] = []): void {
            const decision = run();
            expect(decision.result).toEqual(expected);
            expect(decision.events).toEqual(events);
          },
          thenThrows(error: ErrorClass): void {
            expect(run).toThrow(error);
          },
        };
      },
    };
  };
}
