import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Preferences } from '../domain/preferences';
import { Candidate } from '../domain/ranking';

/** The inventory a recommendation may draw on: active, available cars for sale within the hard limits. */
@Injectable()
export class RecommendationQueries {
  constructor(private readonly dataSource: DataSource) {}

  async candidates(prefs: Preferences): Promise<Candidate[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT c.id, c.name, c.brand, c.year, c.mileage, c.fuel_type, c.transmission, c.horsepower, c.seats, c.category_id,
              o.location, round(o.price_minor::numeric * 1000000 / r.per_usd_micro) AS price_usd_minor
         FROM cars c
         JOIN car_offers o ON o.car_id = c.id
         JOIN exchange_rates r ON r.currency = o.currency
        WHERE c.status = 'active' AND o.offer_type = 'sale' AND o.is_available AND o.price_minor > 0
          AND c.seats >= $1
          AND ($2::bigint IS NULL OR round(o.price_minor::numeric * 1000000 / r.per_usd_micro) <= $2::numeric)`,
      [prefs.minSeats, prefs.budget.maxUsd === null ? null : prefs.budget.maxUsd * 100],
    );
    return rows.map((r): Candidate => ({
      id: Number(r.id),
      name: String(r.name),
      brand: String(r.brand),
      year: r.year === null ? null : Number(r.year),
      mileage: Number(r.mileage),
      fuelType: String(r.fuel_type),
      transmission: String(r.transmission),
      horsepower: Number(r.horsepower),
      seats: Number(r.seats),
      categoryId: r.category_id === null ? null : Number(r.category_id),
      priceUsdMinor: Number(r.price_usd_minor),
      location: (r.location as string | null) ?? null,
    }));
  }
}
