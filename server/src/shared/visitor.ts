import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { Actor } from './auth/roles';

/**
 * Who did something counted once a day (opened a car page, asked for its seller's phone): a
 * signed-in account, or an anonymous address. Not the browser's User-Agent: it is the caller's
 * to choose, so rotating it would count one visitor many times.
 */
export type Visitor = { userId: number } | { address: string };

export const visitorOf = (request: Request, actor: Actor | undefined): Visitor =>
  actor ? { userId: actor.id } : { address: request.ip ?? '' };

/** Only a digest is kept: a counter needs to tell visitors apart, not to know who they are. */
export const visitorKey = (visitor: Visitor): Buffer =>
  createHash('sha256')
    .update('userId' in visitor ? `u:${visitor.userId}` : `a:${visitor.address}`)
    .digest();
