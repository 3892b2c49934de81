import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { AR } from '../../shared/messages/ar';
import { ChangeSiteSettings } from '../commands/change-site-settings/change-site-settings.command';
import { SetExchangeRates } from '../commands/set-exchange-rates/set-exchange-rates.command';
import { ExchangeRatesDto, toMicroUnits } from '../dto/exchange-rates.dto';
import { SiteSettingsDto, SiteSettingsView, toSettingsChanges, toSettingsView } from '../dto/site-settings.dto';
import { ExchangeRatesView, SettingsQueries } from '../queries/settings-queries';

/** System settings and exchange rates: stored as events, read by the commands they govern. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin')
export class AdminSettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly settings: SettingsQueries,
  ) {}

  @Get('settings')
  async getSettings(): Promise<{ data: SiteSettingsView }> {
    return { data: toSettingsView(await this.settings.site()) };
  }

  @Put('settings')
  async putSettings(
    @Body() dto: SiteSettingsDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ message: string; data: SiteSettingsView }> {
    await this.commands.execute(new ChangeSiteSettings(actor, toSettingsChanges(dto)));
    return { message: AR.settings.saved, data: toSettingsView(await this.settings.site()) };
  }

  @Get('exchange-rates')
  async getRates(): Promise<{ data: ExchangeRatesView }> {
    return { data: await this.settings.ratesView() };
  }

  @Put('exchange-rates')
  async putRates(
    @Body() dto: ExchangeRatesDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ message: string; data: ExchangeRatesView }> {
    const perUsdMicro: { SYP?: number; EUR?: number } = {};
    if (dto.SYP !== undefined) perUsdMicro.SYP = toMicroUnits(dto.SYP);
    if (dto.EUR !== undefined) perUsdMicro.EUR = toMicroUnits(dto.EUR);
    await this.commands.execute(new SetExchangeRates(actor, perUsdMicro));
    return { message: AR.settings.ratesSaved, data: await this.settings.ratesView() };
  }
}
