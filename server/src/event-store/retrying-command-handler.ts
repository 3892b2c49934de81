import { ICommand } from '@nestjs/cqrs';
import { StreamVersionConflict } from './errors';

/**
 * Re-runs a load-decide-append cycle when another writer appended to the stream first. Safe
 * because the decision is retaken on the fresh state: a car approved meanwhile by another admin
 * is then a 409 for not being pending, not a lost update.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StreamVersionConflict) || i >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 5 * i + Math.random() * 20));
    }
  }
}

/**
 * A command handler for streams with background writers as well as people (the image worker
 * appends photo results to a car while its owner and admins act on it): a version race is retried
 * instead of reaching the user as a 409.
 */
export abstract class RetryingCommandHandler<C extends ICommand, R = void> {
  execute(command: C): Promise<R> {
    return retryOnConflict(() => this.decide(command));
  }

  protected abstract decide(command: C): Promise<R>;
}
