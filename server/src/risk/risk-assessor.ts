import { Injectable } from '@nestjs/common';
import { CarQueries } from '../cars/queries/car-queries';
import { CarView } from '../cars/queries/car-view';
import { PriceGuideQueries } from '../price-guide/price-guide-queries';
import { ADMIN_VIEWER } from '../shared/auth/roles';
import { UserQueries } from '../users/queries/user-queries';
import { ALL_CHECKS, RISK_CHECKS, RiskCheck } from './domain/checks-after';
import { CONTACT_TEXTS } from './domain/contact-texts';
import { findContactDetails } from '../shared/contact-in-text';
import { findSplitPhones } from '../shared/split-phones';
import { RISK_REASONS } from './domain/risk-reasons';
import { AssessedStatus, RiskFlag } from './domain/risk.events';
import { RISK_THRESHOLDS } from './domain/risk-thresholds';
import { RiskQueries } from './queries/risk-queries';

const HOUR_MS = 3_600_000;

/** Where a number split into the seller's name is said to be, beside the listing's texts (CONTACT_TEXTS' labels). */
const SELLER_NAME = 'اسم البائع';

/** A listing a moderator judges, as the checks read it. */
export interface ReviewableListing {
  car: CarView;
  status: AssessedStatus;
}

/**
 * The risk checks of one listing, against the market as it is now (the worker records what they
 * found as CarRiskAssessed, so the log keeps it). Each check reads what it needs through the
 * owning context's exported queries; none blocks anything.
 */
@Injectable()
export class RiskAssessor {
  constructor(
    private readonly cars: CarQueries,
    private readonly users: UserQueries,
    private readonly prices: PriceGuideQueries,
    private readonly risk: RiskQueries,
  ) {}

  /** The car's flags in a fixed order, or null when the car is gone. */
  async flagsFor(carId: number): Promise<{ car: CarView; flags: RiskFlag[] } | null> {
    const car = await this.cars.get(carId, ADMIN_VIEWER);
    return car && { car, flags: await this.flagsOf(car) };
  }

  /**
   * The listing when a moderator judges it (null otherwise): awaiting review, before it shows, or
   * published, once its owner changed what the checks read (a scam approved clean, then edited).
   * A rejected, expired or removed listing shows to no buyer: nothing is read for it.
   */
  async reviewable(carId: number): Promise<ReviewableListing | null> {
    const car = await this.cars.get(carId, ADMIN_VIEWER);
    const status = car?.status;
    return car && (status === 'pending' || status === 'active') ? { car, status } : null;
  }

  /**
   * A reviewable listing's flags, or null when nothing is to be checked: a pending listing is
   * checked whole; a published one only by the `checks` its event can change (checksAfter), its
   * other flags kept as recorded, so a new colour costs no price guide.
   */
  async flagsOfReviewable({ car, status }: ReviewableListing, checks: readonly RiskCheck[]): Promise<RiskFlag[] | null> {
    if (status === 'pending') return this.flagsOf(car);
    if (!checks.length) return null;
    const recorded = (await this.risk.of(car.id)).flags;
    const flags: RiskFlag[] = [];
    for (const check of ALL_CHECKS) {
      if (checks.includes(check)) flags.push(...(await this.run(check, car)));
      else flags.push(...recorded.filter((flag) => (RISK_CHECKS[check] as readonly string[]).includes(flag.code)));
    }
    return flags;
  }

  private run(check: RiskCheck, car: CarView): Promise<RiskFlag[]> | RiskFlag[] {
    switch (check) {
      case 'contact':
        return this.contactInText(car);
      case 'photos':
        return this.samePhotos(car);
      case 'price':
        return this.tooCheap(car);
      case 'burst':
        return this.newAccountBurst(car);
    }
  }

  private async flagsOf(car: CarView): Promise<RiskFlag[]> {
    const flags: RiskFlag[] = [];
    for (const check of ALL_CHECKS) flags.push(...(await this.run(check, car)));
    return flags;
  }

  /**
   * Every free text of the listing a buyer reads (CONTACT_TEXTS), each on its own, and a number
   * split between them or between one of them and the seller's name as the page shows it
   * («أبو سامر 0944» above a description that begins «555 666»). The name alone is checked where
   * it is written (registration, profile) and shown without a number (publicName); a new name is
   * checked beside the seller's listings (AssessRiskWhenSellerRenamed).
   */
  private contactInText(car: CarView): RiskFlag[] {
    const texts = CONTACT_TEXTS.map(({ read }) => read(car) ?? '');
    const labels = CONTACT_TEXTS.map(({ label }) => label);
    const fields = new Set<string>();
    const findings = texts.flatMap((text, i) => {
      const found = findContactDetails(text);
      if (found.length) fields.add(labels[i]);
      return found;
    });
    // The seller's name last, after the listing's own texts: its label is the last one.
    const withName = { texts: [...texts, car.owner.name ?? ''], labels: [...labels, SELLER_NAME] };
    for (const { parts, finding } of findSplitPhones(withName.texts)) {
      for (const part of parts) fields.add(withName.labels[part]);
      findings.push(finding);
    }
    return findings.length ? [{ code: 'contact_in_text', reason: RISK_REASONS.contactInText([...fields], findings) }] : [];
  }

  private async samePhotos(car: CarView): Promise<RiskFlag[]> {
    const others = new Set<number>();
    const own = new Set<number>();
    for (const hash of await this.risk.photoHashesOf(car.id)) {
      for (const match of await this.risk.photoMatches(hash, car.id)) {
        (match.ownerId === car.user_id ? own : others).add(match.carId);
      }
    }
    const sorted = (ids: Set<number>) => [...ids].sort((a, b) => a - b);
    const flags: RiskFlag[] = [];
    if (others.size)
      flags.push({ code: 'stolen_photo', reason: RISK_REASONS.stolenPhoto(sorted(others)), car_ids: sorted(others) });
    if (own.size)
      flags.push({ code: 'duplicate_listing', reason: RISK_REASONS.duplicateListing(sorted(own)), car_ids: sorted(own) });
    return flags;
  }

  private async tooCheap(car: CarView): Promise<RiskFlag[]> {
    const price = car.offer?.price_usd_minor;
    if (car.offer?.offer_type !== 'sale' || !price || !car.year) return [];
    const guide = await this.prices.guide({ brand: car.brand, model: car.model, year: car.year, mileage: car.mileage });
    const median = guide.median_usd_minor;
    // Only against the model's own near years: a group widened to other ages or to the make is a
    // band's rough guide, not a price a scam can be told from (an old, cheap car of a make would
    // look too cheap beside its newer cousins).
    if (guide.basis !== 'similar') return [];
    if (!guide.sufficient || !median || price >= median * RISK_THRESHOLDS.tooCheapShareOfMedian) return [];
    return [{ code: 'price_too_low', reason: RISK_REASONS.priceTooLow(price, median, guide.sample_size) }];
  }

  private async newAccountBurst(car: CarView): Promise<RiskFlag[]> {
    const owner = await this.users.findById(car.user_id);
    if (!owner || owner.roles.includes('admin')) return [];
    const { newAccountHours, hurriedListings } = RISK_THRESHOLDS;
    const age = new Date(car.created_at).getTime() - new Date(owner.created_at).getTime();
    if (age > newAccountHours * HOUR_MS) return [];
    const listings = await this.risk.unvouchedListingsSince(owner.id, owner.created_at, newAccountHours, car.created_at);
    if (listings < hurriedListings) return [];
    return [
      { code: 'new_account_burst', reason: RISK_REASONS.newAccountBurst(Math.max(0, Math.floor(age / HOUR_MS)), listings) },
    ];
  }
}
