import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin renames a category; cars in it follow, since they hold its id. */
export class RenameCategory extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly categoryId: number,
    readonly name: string,
  ) {
    super();
  }
}
