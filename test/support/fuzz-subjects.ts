import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { SendContactMessage } from '../../server/src/contact/commands/send-contact-message/send-contact-message.command';
import { ContactMessageDto } from '../../server/src/contact/http/contact-message.dto';
import { ListPart } from '../../server/src/parts/commands/list-part/list-part.command';
import { RaiseNotifications } from '../../server/src/notifications/commands/raise-notifications.command';
import { ResetTokens } from '../../server/src/password-reset/reset-tokens';
import { Actor } from '../../server/src/shared/auth/roles';
import type { Body, Subject } from '../integration/authz/matrix';
import { Api } from './api';
import { carIn, DEFAULT_OFFER, smallJpeg } from './cars';
import { carFields, register, Session, uniqueEmail } from './fixtures';
import {
  adFields,
  createAd,
  inspectionFields,
  requestInspection,
  storeFields,
  storeIn,
  workshopFields,
  workshopIn,
} from './places';
import { TestApp } from './test-app';

/** A body to fuzz: JSON fields, or multipart text fields sent with one photo under `fileField`. */
export type BaseBody =
  | { kind: 'none' }
  | { kind: 'json'; fields: Record<string, unknown> }
  | { kind: 'multipart'; fields: Record<string, string>; fileField: string };

/**
 * The subjects and valid bodies of the authorization matrix's rows, made for the fuzz suite: one
 * admin acts on subjects it owns (so authorization lets every request reach validation), except
 * on rows about the caller's own account, which get a fresh account each.
 */
export class FuzzSubjects {
  /** Makes each raised notification's source and each saved query unique. */
  private raised = 0;

  constructor(
    private readonly app: TestApp,
    private readonly api: Api,
    private readonly admin: Api,
    private readonly adminUser: Session['user'],
  ) {}

  /** Path parameters of a fresh subject, and who acts on it. */
  async prepare(subject: Subject): Promise<{ params: Record<string, string>; caller: Api; email: string }> {
    const as = (params: Record<string, string>) => ({ params, caller: this.admin, email: this.adminUser.email });
    const car = async (status: 'active' | 'pending', options: { offer?: null; images?: 2 } = {}) => {
      const photo = await smallJpeg();
      const made = await carIn(status, this.admin, this.admin, {
        offer: options.offer,
        images: options.images ? [photo, photo] : undefined,
      });
      return { id: String(made.id), carId: String(made.id), imageId: String(made.images?.[0]?.id ?? randomUUID()) };
    };
    switch (subject) {
      case 'nothing':
        return as({});
      case 'caller': {
        const fresh = await register(this.api, 'user', 'fuzz');
        return { params: {}, caller: this.api.as(fresh.token), email: fresh.user.email };
      }
      case 'variant':
      case 'original':
        return as({ key: `variants/cars/1/${randomUUID()}/320.webp` });
      case 'activeCar':
      case 'settledCar':
      case 'expiredCar':
      case 'carWithTwoPhotos':
        return as(await car('active', { images: 2 }));
      case 'pendingCar':
        return as(await car('pending'));
      case 'carWithoutOffer':
        return as(await car('active', { offer: null }));
      case 'carStream':
        return as({ ...(await car('active')), type: 'car' });
      case 'loggedEvent':
        return as({ position: '1' });
      case 'messageToOwner': {
        const { id } = await car('active');
        const sender = await register(this.api, 'user', 'sender');
        const sent = await this.api.as(sender.token).post(`/api/cars/${id}/messages`, CONTACT);
        return as({ id: String(sent.body.data.id) });
      }
      case 'account':
        return as({ id: String((await register(this.api, 'user', 'subject')).user.id) });
      case 'category': {
        const res = await this.admin.post('/api/categories', { name: `فئة ${randomUUID().slice(0, 8)}` });
        return as({ id: String(res.body.data.id) });
      }
      case 'activeStore':
      case 'pendingStore':
        return as({ id: String((await storeIn(subject === 'activeStore' ? 'active' : 'pending', this.admin, this.admin)).id) });
      case 'activeWorkshop':
      case 'pendingWorkshop':
        return as({
          id: String((await workshopIn(subject === 'activeWorkshop' ? 'active' : 'pending', this.admin, this.admin)).id),
        });
      case 'workshopAd':
        return as({ id: String((await createAd(this.admin, (await workshopIn('active', this.admin, this.admin)).id)).id) });
      case 'inspection':
        return as({ id: String((await requestInspection(this.admin)).id) });
      case 'contactMessage': {
        const form = Object.assign(new ContactMessageDto(), CONTACT_FORM);
        const { messageId } = await this.app.server.get(CommandBus).execute(new SendContactMessage(undefined, form));
        return as({ id: String(messageId) });
      }
      case 'resetLink': {
        const someone = await register(this.api, 'user', 'forgetful');
        return as({ token: await this.app.server.get(ResetTokens).issue(someone.user.id) });
      }
      case 'part':
        return as({ id: String(await this.part()) });
      case 'savedSearch': {
        // A fresh owner each: one account keeps at most 50 searches.
        const owner = await register(this.api, 'user', 'fuzz');
        const caller = this.api.as(owner.token);
        const res = await caller.post('/api/saved-searches', { name: 'بحث', query: 'brand=kia' });
        return { params: { id: String(res.body.data.id) }, caller, email: owner.user.email };
      }
      case 'notification': {
        const [id] = await this.app.server.get(CommandBus).execute(
          new RaiseNotifications(2_000_000_000 + ++this.raised, [
            {
              userId: this.adminUser.id,
              kind: 'saved_search_match',
              title: 'تنبيه',
              body: 'سيارة',
              link: '/cars/1',
              carId: null,
              savedSearchId: null,
            },
          ]),
        );
        return as({ id: String(id) });
      }
      case 'draftPhoto': {
        const res = await this.admin.request('POST', '/api/uploads', undefined, {
          'Tus-Resumable': '1.0.0',
          'Upload-Length': '10',
        });
        return as({ id: res.headers.get('location')!.split('/').pop()! });
      }
    }
  }

  /** A valid body of the row's kind, so one hostile field at a time is what the server judges. */
  body(body: Body, params: Record<string, string>, email: string): BaseBody {
    const json = (fields: Record<string, unknown>): BaseBody => ({ kind: 'json', fields });
    const { is_featured: _featured, ...car } = carFields();
    switch (body) {
      case 'none':
        return { kind: 'none' };
      case 'registration':
        return json({
          name: 'حساب جديد',
          email: uniqueEmail('fuzz'),
          password: 'password123',
          password_confirmation: 'password123',
        });
      case 'credentials':
        return json({ email, password: email === this.adminUser.email ? 'admin12345' : 'password123', remember: true });
      case 'carForm':
        return { kind: 'multipart', fields: car, fileField: 'images[]' };
      case 'photos':
        return { kind: 'multipart', fields: {}, fileField: 'images[]' };
      case 'carEdit':
        return json({ color: 'أزرق', name: 'اسم جديد للسيارة', mileage: '1000' });
      case 'offer':
        return json({ ...DEFAULT_OFFER });
      case 'offerEdit':
        return json({ price: 14000, location: 'حلب', is_available: 1 });
      case 'rejection':
        return json({ reason: 'الصور غير واضحة' });
      case 'approval':
        return json({ approve_anyway: true });
      case 'contact':
        return json({ ...CONTACT });
      case 'profile':
        return json({ name: 'اسم محدث', phone: '0944 123 456', email });
      case 'password':
        return json({ current_password: 'password123', password: 'newpassword1', password_confirmation: 'newpassword1' });
      case 'userEdit':
        return json({ name: 'اسم عدله المدير', email: uniqueEmail('edit'), phone: '0944123456', status: 'active' });
      case 'role':
        return json({ role: 'shop_manager' });
      case 'categoryName':
        return json({ name: `فئة ${randomUUID().slice(0, 8)}` });
      case 'settings':
        return json({ ad_duration_days: 30, max_images_per_ad: 10, review_before_publish: true });
      case 'rates':
        return json({ SYP: 110, EUR: 0.92 });
      case 'storeForm':
        return { kind: 'multipart', fields: storeFields(), fileField: 'logo' };
      case 'storeEdit':
        return { kind: 'multipart', fields: { name: 'متجر باسم جديد', description: 'وصف جديد للمتجر' }, fileField: 'logo' };
      case 'workshopForm':
        return json(workshopFields());
      case 'workshopEdit':
        return json({ name: 'ورشة باسم جديد', services: ['فحص'], warranty_offered: false });
      case 'workshopSettings':
        return json({ notify_reviews: false, notify_status: true });
      case 'review':
        return json({ rating: 4, comment: 'خدمة جيدة وسريعة' });
      case 'adForm':
        return json(adFields(Number(params.id)));
      case 'adEdit':
        return json({ price: 2000, title: 'عنوان جديد' });
      case 'inspectionForm':
        return json({ ...inspectionFields(), ...car });
      case 'inspectionStatus':
        return json({ status: 'scheduled', scheduled_at: new Date(Date.now() + 86_400_000).toISOString() });
      case 'contactForm':
        return json({ ...CONTACT_FORM });
      case 'email':
        return json({ email: uniqueEmail('forgot') });
      case 'answers':
        return json({
          answers: [11, 22, 31, 44, 53, 62].map((id) => ({ question_id: Math.floor(id / 10), chosen_option_id: id })),
        });
      case 'savedSearch':
        return json({ name: 'بحث جديد', query: `price[max]=${++this.raised}` });
      case 'tusCreate':
      case 'tusChunk':
        return { kind: 'none' }; // the protocol's headers and bytes, not fields
      case 'newPassword':
        return json({ token: params.token, password: 'new-password-1', password_confirmation: 'new-password-1' });
    }
  }

  /** Parts are listed by stores through the command (there is no public route to list one). */
  private async part(): Promise<number> {
    const seller: Actor = {
      id: this.adminUser.id,
      name: this.adminUser.name,
      email: this.adminUser.email,
      roles: ['admin', 'shop_manager'],
      latestRole: 'admin',
      status: 'active',
    };
    const photo = {
      imageId: randomUUID(),
      key: `originals/${randomUUID()}.jpg`,
      contentType: 'image/jpeg',
      size: 1,
      width: 1,
      height: 1,
    };
    const { partId } = await this.app.server.get(CommandBus).execute(new ListPart(seller, PART, [photo]));
    return partId;
  }
}

const PART = {
  name: 'فحمات فرامل أمامية',
  brand: 'Brembo',
  category: 'brakes' as const,
  type: 'replacement' as const,
  makes: [],
  models: [],
  compatibility: ['يناسب جميع السيارات'],
  description: 'فحمات سيراميك',
  priceMinor: 4500,
  currency: 'USD' as const,
  stock: 3,
};

const CONTACT_FORM = {
  name: 'ليلى',
  email: 'laila@example.sy',
  subject: 'استفسار عن الإعلانات',
  message: 'كيف يمكنني تمييز إعلاني في الصفحة الرئيسية؟',
};

const CONTACT = {
  name: 'سامر',
  email: 'samer@example.sy',
  phone: '+963 944 123456',
  message: 'هل السيارة ما زالت متوفرة؟ وهل السعر قابل للتفاوض؟',
};
