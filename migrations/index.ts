import { EventStore1763800000000 } from './1763800000000-event-store';
import { Accounts1763800000100 } from './1763800000100-accounts';
import { Cars1763800000200 } from './1763800000200-cars';
import { MarketSettings1763800000300 } from './1763800000300-market-settings';
import { SeedRuns1763800000400 } from './1763800000400-seed-runs';
import { CarRejectionReason1763800000500 } from './1763800000500-car-rejection-reason';
import { FavouritesAndMessages1763800000600 } from './1763800000600-favourites-and-messages';
import { ContactMessages1763810000000 } from './1763810000000-contact-messages';
import { PasswordResetTokens1763810000100 } from './1763810000100-password-reset-tokens';
import { Parts1763810000200 } from './1763810000200-parts';
import { MessagesAboutParts1763810000300 } from './1763810000300-messages-about-parts';

/** Every migration, in order. Listed explicitly so the same list runs from TypeScript (tests) and the build. */
export const migrations = [
  EventStore1763800000000,
  Accounts1763800000100,
  Cars1763800000200,
  MarketSettings1763800000300,
  SeedRuns1763800000400,
  CarRejectionReason1763800000500,
  FavouritesAndMessages1763800000600,
  ContactMessages1763810000000,
  PasswordResetTokens1763810000100,
  Parts1763810000200,
  MessagesAboutParts1763810000300,
];
