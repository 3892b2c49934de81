import { MessageForm } from '../../shared/forms/message-form';
import { Dialog } from '../../shared/ui/dialog';
import { useAskStoreMutation, type Part } from './parts-api';

/** 'Ask the store': a message to the store that lists the part, which it reads in its dashboard. */
export function AskStoreDialog({ part, onClose }: { part: Part | null; onClose: () => void }) {
  const [ask] = useAskStoreMutation();
  return (
    <Dialog open={part !== null} onClose={onClose} title={part ? `اسأل ${part.seller.name ?? 'المتجر'} عن ${part.name}` : ''}>
      {part && (
        <MessageForm
          submitLabel="إرسال السؤال"
          messageLabel="سؤالك"
          onSend={(values) => ask({ partId: part.id, ...values }).unwrap()}
          onSent={onClose}
        />
      )}
    </Dialog>
  );
}
