import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP-grade memory hardness). */
@Injectable()
export class PasswordHasher {
  /** Verified against when an email is unknown, so both failures cost the same time. */
  private readonly decoy = argon2.hash('decoy-password-never-matches', { type: argon2.argon2id });

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.decoy), password);
    } catch {
      return false;
    }
  }
}
