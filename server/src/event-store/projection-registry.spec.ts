import { EntityManager } from 'typeorm';
import { RecordedEvent } from './event.types';
import { Projection, RunPlan } from './projection';
import { ProjectionRegistry } from './projection-registry';

const event = (position: number, type: string) => ({ position, type }) as RecordedEvent;
// The recorder never touches the manager.
const manager = undefined as unknown as EntityManager;

/** Records what it was given, one by one or in runs. */
class Recorder implements Projection {
  readonly tables = ['t'];
  readonly calls: string[] = [];
  constructor(
    readonly handles: readonly string[],
    readonly bulk?: readonly string[],
  ) {}
  async apply(_: EntityManager, e: RecordedEvent): Promise<void> {
    this.calls.push(`${e.type}@${e.position}`);
  }
  planRun(run: readonly RecordedEvent[]): RunPlan {
    return { rows: [], fold: () => this.calls.push(`run[${run.map((e) => e.position).join(',')}]`) };
  }
}

describe('projection registry', () => {
  const registry = (...projections: Projection[]) => {
    const r = new ProjectionRegistry(undefined as never);
    projections.forEach((p) => r.register(p));
    return r;
  };

  it("gives a projection's bulk events as runs, in log order with its other events", async () => {
    const bulk = new Recorder(['Raised', 'Seen'], ['Raised']);
    const other = new Recorder(['Raised', 'Seen']);
    const events = [event(1, 'Raised'), event(2, 'Raised'), event(3, 'Seen'), event(4, 'Raised'), event(5, 'Other')];
    await registry(bulk, other).apply(manager, events);
    expect(bulk.calls).toEqual(['run[1,2]', 'Seen@3', 'run[4]']);
    expect(other.calls).toEqual(['Raised@1', 'Raised@2', 'Seen@3', 'Raised@4']);
  });

  it('applies only the projections asked for', async () => {
    const bulk = new Recorder(['Raised'], ['Raised']);
    const other = new Recorder(['Raised']);
    await registry(bulk, other).apply(manager, [event(1, 'Raised')], new Set([other]));
    expect(bulk.calls).toEqual([]);
    expect(other.calls).toEqual(['Raised@1']);
  });
});
