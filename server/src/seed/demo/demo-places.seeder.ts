import { Injectable } from '@nestjs/common';
import { ChangeInspectionStatus } from '../../inspections/commands/change-inspection-status/change-inspection-status.command';
import { RequestInspection } from '../../inspections/commands/request-inspection/request-inspection.command';
import { InspectionRequestDto, InspectionStatusDto } from '../../inspections/dto/inspection.dto';
import { Actor, Role } from '../../shared/auth/roles';
import { OpenStore } from '../../stores/commands/open-store/open-store.command';
import { StoreFieldsDto } from '../../stores/dto/store-fields.dto';
import { OpenWorkshop } from '../../workshops/commands/open-workshop/open-workshop.command';
import { PublishWorkshopAd } from '../../workshops/commands/publish-workshop-ad/publish-workshop-ad.command';
import { ReviewWorkshop } from '../../workshops/commands/review-workshop/review-workshop.command';
import { WorkshopAdFieldsDto } from '../../workshops/dto/workshop-ad-fields.dto';
import { WorkshopFieldsDto } from '../../workshops/dto/workshop-fields.dto';
import { SeedContext } from '../seed-context';
import { DemoSeeder, Seeder } from '../seeder';
import { DEMO_PASSWORD, DEMO_SELLERS } from './demo-cars';
import { DEMO_PLACE_OWNERS, DEMO_STORES, DEMO_WORKSHOPS, DemoStore, DemoWorkshop } from './demo-places';
import { storeLogo, workshopPhoto } from './place-pictures';
import { ApprovePlace } from '../../places/commands/moderate-place.commands';
import { STORE_PLACE } from '../../stores/domain/store.place';
import { WORKSHOP_PLACE } from '../../workshops/domain/workshop.place';

type Accounts = Record<string, Actor>;

/**
 * Stores and workshops in the five cities, with logos and photos, ads, reviews and two warranty
 * inspection requests; a pending store and workshop wait in the admins' queue. Everything goes
 * through the commands, as users would.
 */
@Injectable()
@DemoSeeder()
export class DemoPlacesSeeder implements Seeder {
  readonly name = 'demo-places';
  readonly order = 20;

  async run(ctx: SeedContext): Promise<void> {
    const admin = await ctx.adminActor();
    const accounts: Accounts = {};
    for (const [key, o] of Object.entries(DEMO_PLACE_OWNERS)) {
      accounts[key] = await ctx.account(o.name, o.email, DEMO_PASSWORD, [...o.roles] as Role[], o.phone);
    }
    for (const key of ['samer', 'rania'] as const) {
      const s = DEMO_SELLERS[key];
      accounts[key] = await ctx.account(s.name, s.email, DEMO_PASSWORD, [...s.roles], s.phone);
    }
    for (const store of DEMO_STORES) await this.openStore(ctx, store, accounts[store.owner], admin);
    for (const workshop of DEMO_WORKSHOPS) await this.openWorkshop(ctx, workshop, accounts, admin);
    await this.inspections(ctx, accounts, admin);
  }

  private async openStore(ctx: SeedContext, s: DemoStore, owner: Actor, admin: Actor): Promise<void> {
    const picture = await storeLogo(s.initials, s.colour);
    const logo = await ctx.photo(picture.jpeg, picture.width, picture.height);
    const fields = Object.assign(new StoreFieldsDto(), {
      name: s.name,
      description: s.description,
      address: s.address,
      location: s.city,
      category: s.category,
      phone: s.phone,
      email: s.email,
      website: s.website && !/^https?:\/\//.test(s.website) ? `https://${s.website}` : s.website,
    });
    const { storeId } = await ctx.commands.execute(new OpenStore(owner, fields, logo));
    if (s.moderation === 'approve') await ctx.commands.execute(new ApprovePlace(STORE_PLACE, admin, storeId));
  }

  private async openWorkshop(ctx: SeedContext, w: DemoWorkshop, accounts: Accounts, admin: Actor): Promise<void> {
    const owner = accounts[w.owner];
    const picture = await workshopPhoto(w.sign, w.colour);
    const image = await ctx.photo(picture.jpeg, picture.width, picture.height);
    const fields = Object.assign(new WorkshopFieldsDto(), {
      name: w.name,
      location: w.location,
      city: w.city,
      commercial_registration_number: w.registration,
      phone: w.phone,
      working_hours: w.workingHours,
      description: w.description,
      services: w.services,
      warranty_offered: w.warranty,
      specialization: w.specialization,
    });
    const { workshopId } = await ctx.commands.execute(new OpenWorkshop(owner, fields, image));
    for (const ad of w.ads) {
      const adFields = Object.assign(new WorkshopAdFieldsDto(), { workshop_id: workshopId, ...ad });
      await ctx.commands.execute(new PublishWorkshopAd(owner, adFields));
    }
    if (w.moderation !== 'approve') return;
    await ctx.commands.execute(new ApprovePlace(WORKSHOP_PLACE, admin, workshopId));
    for (const review of w.reviews) {
      await ctx.commands.execute(new ReviewWorkshop(accounts[review.by], workshopId, review.rating, review.comment));
    }
  }

  private async inspections(ctx: SeedContext, accounts: Accounts, admin: Actor): Promise<void> {
    const request = (overrides: Partial<InspectionRequestDto>) =>
      Object.assign(new InspectionRequestDto(), {
        name: 'كيا سيراتو 2016 أوتوماتيك',
        brand: 'kia',
        category_id: 1,
        country_of_manufacture: 'كوريا الجنوبية',
        model: 'Cerato',
        year: 2016,
        condition: 'used',
        mileage: 120_000,
        fuel_type: 'petrol',
        transmission: 'automatic',
        horsepower: 147,
        seats: 5,
        color: 'أبيض',
        description: 'أرغب بفحص ضمان قبل عرض السيارة للبيع، السيارة بحالة جيدة وصيانة دورية.',
        other_benefits: '',
        phone: '0944123456',
        city: 'دمشق',
        ...overrides,
      });
    await ctx.commands.execute(new RequestInspection(accounts.samer, request({})));
    const { inspectionId } = await ctx.commands.execute(
      new RequestInspection(
        accounts.rania,
        request({
          name: 'هيونداي توسان 2019 فل',
          brand: 'hyundai',
          model: 'Tucson',
          year: 2019,
          mileage: 64_000,
          phone: '0933765432',
          city: 'حمص',
        }),
      ),
    );
    // Three days on, at 10:00 in Damascus (UTC+3).
    const at = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    at.setUTCHours(7, 0, 0, 0);
    const scheduled = Object.assign(new InspectionStatusDto(), {
      status: 'scheduled',
      scheduled_at: at.toISOString(),
      note: 'الموعد في مركز العاصي لفحص السيارات، يرجى إحضار الأوراق',
    });
    await ctx.commands.execute(new ChangeInspectionStatus(admin, inspectionId, scheduled));
  }
}
