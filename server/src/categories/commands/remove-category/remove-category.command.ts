import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin removes a category that no car uses (409 otherwise: move those cars first). */
export class RemoveCategory extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly categoryId: number,
  ) {
    super();
  }
}
