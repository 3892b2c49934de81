import { SendMessageDto } from '../http/send-message.dto';

/** What the sender wrote, as the event keeps it. */
export const contentOf = (message: SendMessageDto) => ({
  name: message.name,
  email: message.email,
  phone: message.phone || null,
  body: message.message,
});
