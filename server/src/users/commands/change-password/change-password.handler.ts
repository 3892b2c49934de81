import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../../auth/password-hasher';
import { CommandStreams } from '../../../event-store/command-streams';
import { TokenService } from '../../../shared/auth/token.service';
import { metadataFor } from '../../../shared/event-metadata';
import { changePassword } from '../../domain/user.decider';
import { USER } from '../../domain/user.state';
import { ChangePassword } from './change-password.command';

@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
  ) {}

  async execute({ actor, currentPassword, newPassword, keepSession }: ChangePassword): Promise<void> {
    const rows: Array<{ password_hash: string }> = await this.dataSource.query(
      `SELECT password_hash FROM public.user_credentials WHERE user_id = $1`,
      [actor.id],
    );
    const proof = {
      currentMatches: await this.hasher.verify(rows[0]?.password_hash ?? null, currentPassword),
      unchanged: currentPassword === newPassword,
    };
    const hash = proof.currentMatches && !proof.unchanged ? await this.hasher.hash(newPassword) : null;
    await this.streams.handle(USER, actor.id, metadataFor(actor), (user) => ({
      events: changePassword(user, proof),
      // The hash never enters the log; it changes in the same transaction as the marker event.
      alsoInTransaction: async (m) => {
        await m.query(`UPDATE public.user_credentials SET password_hash = $2, updated_at = now() WHERE user_id = $1`, [
          actor.id,
          hash,
        ]);
        await this.tokens.revokeAllForUser(actor.id, m, keepSession);
      },
    }));
  }
}
