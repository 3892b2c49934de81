import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { ImageUploads } from '../media/image-uploads.service';
import { ImageRef } from '../media/stored-image';
import { Actor, Role } from '../shared/auth/roles';
import { toActor } from '../shared/auth/token.service';
import { StorageService } from '../storage/storage.service';
import { RegisterUser } from '../users/commands/register-user/register-user.command';
import { UserQueries } from '../users/queries/user-queries';

/** What seeders use: the command bus, accounts by email, and photo upload from memory. */
@Injectable()
export class SeedContext {
  readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    readonly commands: CommandBus,
    private readonly users: UserQueries,
    private readonly storage: StorageService,
    readonly uploads: ImageUploads,
  ) {}

  /** The account with this email, opened (by the system) if it does not exist yet. */
  async account(name: string, email: string, password: string, roles: Role[], phone: string | null = null): Promise<Actor> {
    let id = await this.users.idByEmail(email);
    if (!id) ({ userId: id } = await this.commands.execute(new RegisterUser(name, email, password, roles, phone, true)));
    const user = await this.users.findById(id);
    if (!user) throw new Error(`seed account ${email} vanished`);
    return toActor(user);
  }

  /** The bootstrap admin (created at start-up from ADMIN_EMAIL). */
  async adminActor(): Promise<Actor> {
    const id = await this.users.idByEmail(this.config.ADMIN_EMAIL);
    const admin = id ? await this.users.findById(id) : null;
    if (!admin) throw new Error('the admin account does not exist yet');
    return toActor(admin);
  }

  /** Stores an in-memory JPEG as an original photo, as an upload would. */
  async photo(jpeg: Buffer, width: number, height: number): Promise<ImageRef> {
    const imageId = randomUUID();
    const key = `originals/${imageId}.jpg`;
    await this.storage.putBuffer(key, jpeg, 'image/jpeg');
    return { imageId, key, contentType: 'image/jpeg', size: jpeg.length, width, height };
  }
}
