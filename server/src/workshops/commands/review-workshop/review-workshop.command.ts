import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** A signed-in visitor rates a public workshop 1–5 with a comment: once, and never their own. */
export class ReviewWorkshop extends Command<{ reviewId: number }> {
  constructor(
    readonly actor: Actor,
    readonly workshopId: number,
    readonly rating: number,
    readonly comment: string,
  ) {
    super();
  }
}
