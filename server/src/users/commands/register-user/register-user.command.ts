import { Command } from '@nestjs/cqrs';
import { Role } from '../../../shared/auth/roles';

/** Opens an account. Admin bootstrap passes ['admin']; sign-up passes one self-service role. */
export class RegisterUser extends Command<{ userId: number }> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly password: string,
    readonly roles: Role[],
    readonly phone: string | null = null,
    /** True when the system opens the account (admin bootstrap, demo data) rather than its owner. */
    readonly bySystem = false,
  ) {
    super();
  }
}
