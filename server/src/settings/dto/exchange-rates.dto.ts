import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { Omittable } from '../../shared/http/validation';
import { AR } from '../../shared/messages/ar';

const toText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);
/** Units per US dollar: positive, up to six decimals (stored exactly as micro-units). */
const RATE = /^\s*(?!0+(\.0+)?\s*$)\d{1,9}(\.\d{1,6})?\s*$/;

/** PUT /api/admin/exchange-rates: how many of each currency one US dollar buys (USD is always 1). */
export class ExchangeRatesDto {
  @ApiPropertyOptional({ example: '110', description: 'New Syrian pounds per US dollar' })
  @Omittable()
  @Transform(toText)
  @IsString({ message: AR.settings.rate })
  @Matches(RATE, { message: AR.settings.rate })
  SYP?: string;

  @ApiPropertyOptional({ example: '0.92', description: 'Euros per US dollar' })
  @Omittable()
  @Transform(toText)
  @IsString({ message: AR.settings.rate })
  @Matches(RATE, { message: AR.settings.rate })
  EUR?: string;
}

/** '110.5' → 110_500_000, exactly. */
export function toMicroUnits(rate: string): number {
  const [whole, fraction = ''] = rate.trim().split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
}
