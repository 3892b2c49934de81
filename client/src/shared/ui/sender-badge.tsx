import { arm } from '../messages/ar-manage';
import { Badge } from './badge';

/**
 * Whether a message's name and e-mail are an account's (the sender was signed in) or only what an
 * anonymous sender typed: anyone can write `admin@sayyara.sy` in a form, so such a sender is
 * marked unverified wherever a message is shown, and the reason is told to screen readers too.
 */
export function SenderBadge({ verified }: { verified: boolean }) {
  const hint = verified ? arm.sender.verifiedHint : arm.sender.unverifiedHint;
  return (
    <Badge tone={verified ? 'success' : 'warning'}>
      <span title={hint}>{verified ? arm.sender.verified : arm.sender.unverified}</span>
      <span className="sr-only">: {hint}</span>
    </Badge>
  );
}
