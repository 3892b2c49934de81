import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { SendMessageDto } from '../../messages/http/send-message.dto';
import { Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';

/** The contact page's form: a message like the one to a seller (name, email, phone, message), with a subject. */
export class ContactMessageDto extends SendMessageDto {
  @ApiProperty({ minLength: 3 })
  @Trim()
  @IsString({ message: AR.contact.subject })
  @MinLength(3, { message: AR.contact.subject })
  @MaxLength(150, { message: AR.contact.subject })
  subject: string;
}
