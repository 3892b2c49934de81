import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isUniqueViolation } from '../../../database/pg-errors';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { updateProfile } from '../../domain/user.decider';
import { EmailTaken } from '../../domain/user.errors';
import { USER } from '../../domain/user.state';
import { UpdateProfile } from './update-profile.command';

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ actor, userId, changes }: UpdateProfile): Promise<void> {
    try {
      await this.streams.handle(USER, userId, metadataFor(actor), (user) => updateProfile(user, actor, userId, changes));
    } catch (error) {
      // The read model's unique index on lower(email) is the race-free check.
      if (isUniqueViolation(error, 'users_email_uq')) throw new EmailTaken();
      throw error;
    }
  }
}
