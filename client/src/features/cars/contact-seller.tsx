import { MessageForm, type MessageToSend } from '../../shared/forms/message-form';
import { ar } from '../../shared/messages/ar';
import { useContactSellerMutation } from './cars-api';

/** The car page's message to its seller, loaded with the seller tab (most visitors never open it). */
export function ContactSeller({ carId }: { carId: number }) {
  const [contact] = useContactSellerMutation();
  const send = async (values: MessageToSend) => {
    try {
      return await contact({ carId, ...values }).unwrap();
    } catch (error) {
      // Without a line the service worker keeps the message and sends it when the line returns.
      const queued =
        (error as { status?: unknown }).status === 'FETCH_ERROR' &&
        // No service worker outside a secure context, whatever the type says.
        (navigator.serviceWorker as ServiceWorkerContainer | undefined)?.controller;
      if (queued) return { message: ar.offline.messageQueued };
      throw error;
    }
  };
  return <MessageForm submitLabel="إرسال" onSend={send} />;
}
