import { projectionSpec, SPEC_START } from '../../../event-store/projection-specification';
import { PartDetails, PartEvent } from '../../domain/part.events';
import { PartsProjection } from './parts.projection';

const given = projectionSpec(new PartsProjection(), { streamType: 'part', streamId: '8' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const details = {
  name: 'فلتر زيت',
  brand: 'Bosch',
  category: 'engine',
  type: 'original',
  makes: ['toyota'],
  models: ['camry'],
  compatibility: ['تويوتا كامري 2012-2017'],
  description: 'أصلي',
  priceMinor: 1_500,
  currency: 'USD',
  stock: 4,
} as PartDetails;
const image = (imageId: string) => ({
  imageId,
  key: `originals/${imageId}.jpg`,
  contentType: 'image/jpeg',
  size: 1,
  width: 10,
  height: 8,
});
const listed: PartEvent = { type: 'PartListed', data: { partId: 8, sellerId: 3, details, images: [image('a'), image('b')] } };
const processed: PartEvent = {
  type: 'PartImageProcessed',
  data: { imageId: 'a', width: 800, height: 600, variants: [{ width: 320, height: 240, key: 'variants/a/320.webp', size: 9 }] },
};
const processing = (id: string) => ({ id, status: 'processing', width: 10, height: 8, variants: [] });

describe('the parts catalogue, as a fold of each part’s events', () => {
  it('lists a part with its photos processing', () => {
    given([])
      .when(listed)
      .then({
        parts: [
          expect.objectContaining({
            id: 8,
            seller_id: 3,
            makes: ['toyota'],
            stock: 4,
            images: [processing('a'), processing('b')],
            created_at: at(1),
            version: 1,
          }),
        ],
      });
  });

  it('marks one photo ready or failed, the others as they were', () => {
    given([listed])
      .when(processed)
      .then({
        parts: [
          expect.objectContaining({
            images: [
              { ...processing('a'), status: 'ready', width: 800, height: 600, variants: processed.data.variants },
              processing('b'),
            ],
            updated_at: at(2),
            version: 2,
          }),
        ],
      });
    given([listed])
      .when({ type: 'PartImageRejected', data: { imageId: 'b', reason: 'ليست صورة' } })
      .then({ parts: [expect.objectContaining({ images: [processing('a'), { ...processing('b'), status: 'failed' }] })] });
  });

  it('drops a removed part, and changes nothing when it is listed again', () => {
    given([listed])
      .when({ type: 'PartRemoved', data: { reason: 'seller' } })
      .then({ parts: [] });
    given([listed])
      .when(listed)
      .then({ parts: [expect.objectContaining({ version: 1, images: [processing('a'), processing('b')] })] });
  });
});
