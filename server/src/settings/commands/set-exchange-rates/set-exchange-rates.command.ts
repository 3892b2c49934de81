import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { Currency } from '../../../shared/money/money';

/** An admin sets how many units of each currency one US dollar buys (scaled by 10^6). */
export class SetExchangeRates extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly perUsdMicro: Partial<Record<Exclude<Currency, 'USD'>, number>>,
  ) {
    super();
  }
}
