import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FlagSeen } from '../../cars/domain/car.events';
import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { hashAsBigint } from '../../media/photo-hash';
import { decidedOn } from '../domain/flags-seen';
import { bandProbes, bandsOf } from '../domain/photo-bands';
import { RiskFlag } from '../domain/risk.events';
import { RISK_THRESHOLDS } from '../domain/risk-thresholds';
import { RISK_ORDER_SINCE } from '../projections/risk-photos/risk-photos.projection';
import { liveVersionAtLeast } from '../../replay/projection-versions';

/**
 * The duplicate-photo look-up: each band's candidates and hashes come from its covering index
 * alone (index-only scans), the distance is checked on those, and only the few matches look
 * their listing up by its key. A named statement: planning it with its four arrays of 137
 * probes cost more than running it.
 */
const PHOTO_MATCHES = new PreparedStatement(
  `WITH near AS MATERIALIZED (
         SELECT car_id, min(bit_count((hash # $1::bigint)::bit(64)))::int AS distance
           FROM (SELECT car_id, hash FROM risk_photos WHERE band0 = ANY($2::int[])
                 UNION ALL SELECT car_id, hash FROM risk_photos WHERE band1 = ANY($3::int[])
                 UNION ALL SELECT car_id, hash FROM risk_photos WHERE band2 = ANY($4::int[])
                 UNION ALL SELECT car_id, hash FROM risk_photos WHERE band3 = ANY($5::int[])) candidates
          WHERE car_id < $6 AND bit_count((hash # $1::bigint)::bit(64)) <= $7
          GROUP BY car_id)
       SELECT n.car_id AS "carId", l.owner_id AS "ownerId", n.distance
         FROM near n
        CROSS JOIN LATERAL (SELECT owner_id FROM risk_listings l
                             WHERE l.car_id = n.car_id AND l.status IN ('pending', 'active') AND NOT l.removed) l
        ORDER BY n.car_id`,
);

/**
 * The moderation queue: the pending listings, read from their own index (migration
 * ModerationQueueOfPending), which holds the queue only. A page and its count then cost the
 * queue, not the market: from the primary key they walked every listing (142 ms at 200,000).
 */
const PENDING = `FROM risk_listings l WHERE l.status = 'pending' AND NOT l.removed`;
/**
 * The queue riskiest first, then newest. Once a replay has built the risk listings at
 * RISK_ORDER_SINCE, each listing's weight is in its own row, and the page and its count come from
 * the queue's index by weight (ModerationQueueByRisk). Before that, each pending listing's weight
 * (0 until assessed) is looked up by its key: joined instead, PostgreSQL reads every listing's
 * risk row to hash them (112 ms at 200,000 listings), since it cannot tell the queue's few apart first.
 */
const BY_WEIGHT = 'l.score DESC, l.car_id DESC';
const BY_LOOKED_UP_WEIGHT = `coalesce((SELECT r.score FROM car_risk r WHERE r.car_id = l.car_id), 0) DESC, l.car_id DESC`;
/** Published listings with flags no admin has seen: few, read from the unreviewed risk rows' own index. */
const PUBLISHED_UNREVIEWED = `FROM risk_listings l JOIN car_risk r ON r.car_id = l.car_id
  WHERE l.status = 'active' AND NOT l.removed AND r.unreviewed`;

/** A car's recorded risk: its flags and their weight (0 and none when nothing was found). */
export interface CarRiskView {
  score: number;
  flags: RiskFlag[];
}

export const NO_RISK: CarRiskView = { score: 0, flags: [] };

/** Another live listing holding a photo like one of this car's. */
export interface PhotoMatch {
  carId: number;
  ownerId: number;
  distance: number;
}

/**
 * The risk read models (projections.car_risk, risk_listings, risk_photos) as others read them:
 * the queue's flags and order, the flags an admin saw when deciding, and the checks' look-ups.
 * Always the primary: the worker and the decisions need what was just written.
 */
@Injectable()
export class RiskQueries {
  constructor(private readonly db: DataSource) {}

  /**
   * The flags a decision on a car records as seen (code and reason): its flags now, refused with a
   * 409 when the admin's client says it showed others (see decidedOn).
   */
  async flagsSeen(carId: number, shown?: readonly FlagSeen[]): Promise<FlagSeen[]> {
    return decidedOn((await this.of(carId)).flags, shown);
  }

  /** A listing's status as the risk context keeps it (risk_listings), or null when it is gone. */
  async listingStatus(carId: number): Promise<string | null> {
    const [row] = await this.db.query<Array<{ status: string; removed: boolean } | undefined>>(
      `SELECT status, removed FROM risk_listings WHERE car_id = $1`,
      [carId],
    );
    return row && !row.removed ? row.status : null;
  }

  async of(carId: number): Promise<CarRiskView> {
    return (await this.ofMany([carId])).get(carId) ?? NO_RISK;
  }

  async ofMany(carIds: readonly number[]): Promise<Map<number, CarRiskView>> {
    if (!carIds.length) return new Map();
    const rows = await this.db.query<Array<{ car_id: number; score: number; flags: RiskFlag[] }>>(
      `SELECT car_id, score, flags FROM car_risk WHERE car_id = ANY($1::int[])`,
      [carIds],
    );
    return new Map(rows.map((r) => [r.car_id, { score: r.score, flags: r.flags }]));
  }

  /** One page of the pending listings, riskiest first (then newest), and how many there are. */
  async pendingByRisk(page: number, limit: number): Promise<{ ids: number[]; total: number }> {
    // Asked apart: one statement holding both orders could not read the index in its order.
    const [{ weighed }] = await this.db.query<Array<{ weighed: boolean }>>(
      `SELECT ${liveVersionAtLeast('$1', '$2')} AS weighed`,
      [RISK_ORDER_SINCE.projection, RISK_ORDER_SINCE.version],
    );
    return this.page(PENDING, weighed ? BY_WEIGHT : BY_LOOKED_UP_WEIGHT, page, limit);
  }

  /** One page of the pending listings, newest first. */
  pendingNewest(page: number, limit: number): Promise<{ ids: number[]; total: number }> {
    return this.page(PENDING, 'l.car_id DESC', page, limit);
  }

  /**
   * One page of the published listings carrying a flag no admin has looked at since it was
   * raised (`unreviewed`: not among the flags seen at approval or at the last «إبقاء»), riskiest
   * or newest first.
   */
  publishedUnreviewed(sort: 'risk' | 'newest', page: number, limit: number): Promise<{ ids: number[]; total: number }> {
    return this.page(PUBLISHED_UNREVIEWED, sort === 'risk' ? 'r.score DESC, l.car_id DESC' : 'l.car_id DESC', page, limit);
  }

  /**
   * A page and the count of all, in one statement. The count is a subquery run once: as a window
   * over the page's rows (`count(*) OVER ()`), it made the page read and keep every row of the
   * queue in its order before cutting ten (3.6 against 1.8 ms at 8,049 pending).
   */
  private async page(from: string, order: string, page: number, limit: number): Promise<{ ids: number[]; total: number }> {
    const rows = await this.db.query<Array<{ car_id: number; total: number }>>(
      `SELECT l.car_id, (SELECT count(*) ${from})::int AS total ${from} ORDER BY ${order} LIMIT $1 OFFSET $2`,
      [limit, (page - 1) * limit],
    );
    if (rows.length) return { ids: rows.map((r) => r.car_id), total: rows[0].total };
    const [{ total }] = await this.db.query<Array<{ total: number }>>(`SELECT count(*)::int AS total ${from}`);
    return { ids: [], total };
  }

  /** The hashes of a car's processed photos (hex). */
  async photoHashesOf(carId: number): Promise<string[]> {
    const rows = await this.db.query<Array<{ hash: string }>>(
      `SELECT lpad(to_hex(hash), 16, '0') AS hash FROM risk_photos WHERE car_id = $1 ORDER BY image_id`,
      [carId],
    );
    return rows.map((r) => r.hash);
  }

  /**
   * Pending and active listings made before `carId` with a photo within samePhotoMaxBits of
   * `hash`: candidates through the band indexes (photo-bands.ts), then the exact distance. Only
   * earlier listings: a photo *seen before* is the copy's flag, never the original's (ids grow
   * with time).
   */
  async photoMatches(hash: string, carId: number): Promise<PhotoMatch[]> {
    const probes = bandsOf(hash).map(bandProbes);
    return runPrepared<PhotoMatch[]>(this.db, PHOTO_MATCHES, [
      hashAsBigint(hash),
      ...probes,
      carId,
      RISK_THRESHOLDS.samePhotoMaxBits,
    ]);
  }

  /**
   * How many of the owner's listings made within `hours` of `since` (their account's opening)
   * no admin has approved yet (pending or rejected, not removed), up to `until` (the assessed listing's own time).
   */
  async unvouchedListingsSince(ownerId: number, since: Date, hours: number, until: Date | string): Promise<number> {
    // Up to the assessed listing itself: a listing's flag must not depend on how far behind the
    // worker was, i.e. on listings the account made after it.
    const [{ n }] = await this.db.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM risk_listings
        WHERE owner_id = $1 AND NOT removed AND status IN ('pending', 'rejected')
          AND listed_at <= least($2::timestamptz + make_interval(hours => $3), $4::timestamptz)`,
      [ownerId, since, hours, until],
    );
    return n;
  }

  /** The owner's listings a moderator judges (awaiting review or published), oldest first: what a new name of theirs is checked beside. */
  async reviewableListingsOf(ownerId: number): Promise<number[]> {
    const rows = await this.db.query<Array<{ car_id: number }>>(
      `SELECT car_id FROM risk_listings
        WHERE owner_id = $1 AND NOT removed AND status IN ('pending', 'active')
        ORDER BY car_id`,
      [ownerId],
    );
    return rows.map((row) => row.car_id);
  }
}
