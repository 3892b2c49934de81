import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin adds a car category. */
export class AddCategory extends Command<{ categoryId: number }> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
  ) {
    super();
  }
}
