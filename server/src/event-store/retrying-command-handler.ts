import { ICommand } from '@nestjs/cqrs';
import { retryOnConflict } from './retry-on-conflict';

export { retryOnConflict } from './retry-on-conflict';

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
