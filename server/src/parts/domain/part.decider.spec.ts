import { deciderSpec } from '../../event-store/decider-specification';
import { Actor, Role } from '../../shared/auth/roles';
import { Forbidden } from '../../shared/domain-error';
import { InvalidPart, listPart, recordPartImageResult } from './part.decider';
import { PartDetails, PartEvent } from './part.events';
import { PART } from './part.state';

const given = deciderSpec(PART);

const person = (id: number, roles: Role[]): Actor => ({
  id,
  name: 'أوتو ستار',
  email: `store${id}@example.sy`,
  roles,
  latestRole: roles[0],
  status: 'active',
});
const manager = person(7, ['shop_manager']);
const details: PartDetails = {
  name: 'فحمات فرامل أمامية',
  brand: 'Bosch',
  category: 'brakes',
  type: 'replacement',
  makes: ['toyota'],
  models: ['camry'],
  compatibility: ['تويوتا كامري 2012-2017'],
  description: 'طقم فحمات أمامية',
  priceMinor: 2_500_000,
  currency: 'SYP',
  stock: 4,
};
const image = (imageId: string) => ({
  imageId,
  key: `originals/parts/${imageId}.jpg`,
  contentType: 'image/jpeg',
  size: 1000,
  width: 800,
  height: 600,
});
const listed: PartEvent = { type: 'PartListed', data: { partId: 3, sellerId: manager.id, details, images: [image('a')] } };
const processed = { kind: 'processed' as const, width: 800, height: 600, variants: [] };

describe('the part decider', () => {
  it("lists a part for a store's manager or an admin", () => {
    given([])
      .when(() => listPart(3, manager, details, [image('a')]))
      .then([listed]);
    const admin = person(1, ['admin']);
    given([])
      .when(() => listPart(3, admin, details, []))
      .then([{ type: 'PartListed', data: { partId: 3, sellerId: admin.id, details, images: [] } }]);
  });

  it('refuses anyone else', () => {
    given([])
      .when(() => listPart(3, person(8, ['user', 'workshop']), details, []))
      .thenThrows(Forbidden);
  });

  it('refuses a part that breaks its rules, naming every field at fault', () => {
    const broken: PartDetails = { ...details, name: 'فح', priceMinor: 0, stock: -1, models: ['nope' as never] };
    given([])
      .when(() => listPart(3, manager, broken, []))
      .thenThrows(InvalidPart);
    expect(() => listPart(3, manager, broken, [])).toThrow(
      expect.objectContaining({
        problems: { name: 'parts.name', models: 'parts.model', price: 'offer.price', stock: 'parts.stock' },
      }),
    );
  });

  it("records a photo's result once", () => {
    given([listed])
      .when((part) => recordPartImageResult(part, 'a', processed))
      .thenReturns('recorded', [{ type: 'PartImageProcessed', data: { imageId: 'a', width: 800, height: 600, variants: [] } }]);
    given([listed])
      .when((part) => recordPartImageResult(part, 'a', { kind: 'rejected', reason: 'ليست صورة' }))
      .thenReturns('recorded', [{ type: 'PartImageRejected', data: { imageId: 'a', reason: 'ليست صورة' } }]);
    given([listed, { type: 'PartImageRejected', data: { imageId: 'a', reason: 'ليست صورة' } }])
      .when((part) => recordPartImageResult(part, 'a', processed))
      .thenReturns('already-settled');
  });

  it('records nothing for a photo or a part that is gone', () => {
    given([listed])
      .when((part) => recordPartImageResult(part, 'b', processed))
      .thenReturns('gone');
    given([listed, { type: 'PartRemoved', data: { reason: 'account_deleted' } }])
      .when((part) => recordPartImageResult(part, 'a', processed))
      .thenReturns('gone');
    given([])
      .when((part) => recordPartImageResult(part, 'a', processed))
      .thenReturns('gone');
  });
});
