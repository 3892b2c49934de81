import { DataSource } from 'typeorm';
import { NotFound } from '../../shared/domain-error';

/** The workshop an ad belongs to (ads live in their workshop's stream), or NotFound. */
export async function workshopOfAd(dataSource: DataSource, adId: number): Promise<number> {
  const rows: Array<{ workshop_id: number }> = await dataSource.query(`SELECT workshop_id FROM workshop_ads WHERE id = $1`, [
    adId,
  ]);
  if (!rows.length) throw new NotFound();
  return rows[0].workshop_id;
}
