import { Module } from '@nestjs/common';
import { PasswordResetModule } from '../password-reset/password-reset.module';
import { UsersModule } from '../users/users.module';
import { CarImageProcessor } from './images/car-image.processor';
import { DiscardImagesProcessor } from './images/discard-images.processor';
import { PartImageProcessor } from './images/part-image.processor';
import { Mailer } from './mail/mailer';
import { PasswordResetMailProcessor } from './mail/password-reset-mail.processor';
import { WorkersService } from './workers.service';

/** Processors of other contexts register themselves with WorkersService when the module starts. */
const processors = [CarImageProcessor, DiscardImagesProcessor, PartImageProcessor, PasswordResetMailProcessor];

@Module({
  imports: [UsersModule, PasswordResetModule],
  providers: [...processors, Mailer, WorkersService],
  exports: [WorkersService],
})
export class WorkerJobsModule {}
