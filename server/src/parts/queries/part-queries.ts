import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { toImageView } from '../../cars/queries/car-view';
import { PLACEHOLDER_IMAGE_URL } from '../../media/media-urls';
import { likePattern, searchTerms } from '../../shared/arabic/normalise';
import { toMajorUnits } from '../../shared/money/money';
import { PART_MODELS } from '../domain/part.constants';
import { PartListQueryDto } from '../http/part-list-query.dto';
import { PartImageRow } from '../projections/parts/parts.projection';
import { publicName } from '../../shared/public-name';

interface PartRow {
  id: number;
  seller_id: number;
  seller_name: string | null;
  name: string;
  brand: string;
  category: string;
  type: 'original' | 'replacement';
  makes: string[];
  models: string[];
  compatibility: string[];
  description: string;
  /** A bigint: a number by the INT8 parser (data-source-options.ts), text without it; the numeric is text. */
  price_minor: number | string;
  currency: string;
  price_usd_minor: string | null;
  stock: number;
  images: PartImageRow[];
  created_at: Date;
}

/** A part as the API shows it: the spec's fields (name, brand, category, price, compatibility, image, inStock, isOriginal) and more. */
export function toPartView(row: PartRow) {
  const images = row.images.map(toImageView);
  const cover = images.find((i) => i.status === 'ready') ?? images.at(0) ?? null;
  const priceUsdMinor = row.price_usd_minor === null ? null : Number(row.price_usd_minor);
  const inStock = row.stock > 0;
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    type: row.type,
    is_original: row.type === 'original',
    isOriginal: row.type === 'original',
    price: priceUsdMinor === null ? null : toMajorUnits(priceUsdMinor),
    price_usd_minor: priceUsdMinor,
    price_minor: Number(row.price_minor),
    currency: row.currency,
    compatibility: row.compatibility,
    fits_all: row.makes.length === 0 && row.models.length === 0,
    makes: row.makes,
    models: row.models,
    stock: row.stock,
    in_stock: inStock,
    inStock,
    description: row.description,
    image: cover?.url ?? PLACEHOLDER_IMAGE_URL,
    cover,
    images,
    // The seller's account phone is private (CONTRACT.md, seller contact): buyers ask the store
    // through POST /api/spare-parts/{id}/messages. The key stays, for the client's shape.
    seller: { id: row.seller_id, name: publicName(row.seller_name), phone: null },
    created_at: row.created_at,
  };
}

export type PartView = ReturnType<typeof toPartView>;

export interface PartPage {
  data: PartView[];
  meta: { current_page: number; last_page: number; total: number; per_page: number };
}

const SELECT = `
  SELECT p.*, u.name AS seller_name,
         round(p.price_minor::numeric * 1000000 / r.per_usd_micro) AS price_usd_minor
    FROM parts p
    LEFT JOIN users u ON u.id = p.seller_id
    LEFT JOIN exchange_rates r ON r.currency = p.currency`;

const SORTS = {
  default: '(p.stock > 0) DESC, p.created_at DESC, p.id DESC',
  newest: 'p.created_at DESC, p.id DESC',
  price_asc: 'price_usd_minor ASC, p.id DESC',
  price_desc: 'price_usd_minor DESC, p.id DESC',
} as const;

@Injectable()
export class PartQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** A make or model filter keeps the parts that fit every car: they fit this one too. */
  async list(query: PartListQueryDto): Promise<PartPage> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 12;
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.category) where.push(`p.category = ${param(query.category)}`);
    if (query.type) where.push(`p.type = ${param(query.type)}`);
    if (query.make) where.push(`(${param(query.make)} = ANY(p.makes) OR cardinality(p.makes) = 0)`);
    if (query.model) {
      // A part listed for a whole make (no models named) fits each of its models.
      const model = param(query.model);
      const make = param(PART_MODELS[query.model]);
      where.push(
        `(${model} = ANY(p.models) OR (cardinality(p.models) = 0 AND (cardinality(p.makes) = 0 OR ${make} = ANY(p.makes))))`,
      );
    }
    for (const term of searchTerms(query.search)) where.push(`p.search_text LIKE ${param(likePattern(term))}`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';

    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM parts p ${whereSql}`,
      params,
    );
    const rows: PartRow[] = await this.dataSource.query(
      `${SELECT} ${whereSql} ORDER BY ${SORTS[query.sort ?? 'default']} LIMIT ${param(perPage)} OFFSET ${param((page - 1) * perPage)}`,
      params,
    );
    return {
      data: rows.map(toPartView),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total, per_page: perPage },
    };
  }

  async get(id: number): Promise<PartView | null> {
    const rows: PartRow[] = await this.dataSource.query(`${SELECT} WHERE p.id = $1`, [id]);
    return rows.length ? toPartView(rows[0]) : null;
  }
}
