import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PasswordHasher } from '../../../auth/password-hasher';
import { isUniqueViolation } from '../../../database/pg-errors';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { registerUser } from '../../domain/user.decider';
import { EmailTaken } from '../../domain/user.errors';
import { latestRole, USER } from '../../domain/user.state';
import { RegisterUser } from './register-user.command';

@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: RegisterUser): Promise<{ userId: number }> {
    const passwordHash = await this.hasher.hash(command.password);
    const userId = await this.streams.nextId('user');
    const { name, email, phone, roles } = command;
    const metadata = metadataFor(command.bySystem ? null : { id: userId, latestRole: latestRole(roles) });
    try {
      await this.streams.handle(
        USER,
        userId,
        metadata,
        () => ({
          events: registerUser({ userId, name, email, phone, roles }),
          // The hash sits beside the account, written in the same transaction, never in the log.
          alsoInTransaction: async (m) => {
            await m.query(`INSERT INTO public.user_credentials (user_id, password_hash) VALUES ($1, $2)`, [userId, passwordHash]);
          },
        }),
        { newStream: true },
      );
    } catch (error) {
      // The users read model's unique email index is the race-free uniqueness check.
      if (isUniqueViolation(error, 'users_email_uq')) throw new EmailTaken();
      throw error;
    }
    return { userId };
  }
}
