import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PasswordHasher } from '../../../auth/password-hasher';
import { isUniqueViolation } from '../../../database/pg-errors';
import { EventStore } from '../../../event-store/event-store.service';
import { NO_STREAM } from '../../../event-store/event.types';
import { metadataFor } from '../../../shared/event-metadata';
import { invalidField } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { USER_STREAM, UserRegistered } from '../../domain/user.events';
import { latestRole } from '../../domain/user.state';
import { RegisterUser } from './register-user.command';

@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    private readonly store: EventStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: RegisterUser): Promise<{ userId: number }> {
    const passwordHash = await this.hasher.hash(command.password);
    const userId = await this.store.nextId('user');
    const registered: UserRegistered = {
      type: 'UserRegistered',
      data: { userId, name: command.name, email: command.email, phone: command.phone, roles: command.roles },
    };
    try {
      await this.store.append(
        { streamType: USER_STREAM, streamId: userId, expectedVersion: NO_STREAM, events: [registered] },
        metadataFor(command.bySystem ? null : { id: userId, latestRole: latestRole(command.roles) }),
        {
          // The hash sits beside the account, written in the same transaction, never in the log.
          alsoInTransaction: (m) =>
            m.query(`INSERT INTO public.user_credentials (user_id, password_hash) VALUES ($1, $2)`, [userId, passwordHash]),
        },
      );
    } catch (error) {
      // The users read model's unique email index is the race-free uniqueness check.
      if (isUniqueViolation(error, 'users_email_uq')) throw invalidField('email', AR.auth.emailTaken);
      throw error;
    }
    return { userId };
  }
}
