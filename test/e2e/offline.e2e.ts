import { expect, test } from './support/fixtures';
import { adminToken, listApprovedCar, registerAccount } from './support/market';

const BANNER = 'أنت غير متصل بالإنترنت. نعرض لك الصفحات المحفوظة، وسنرسل رسائلك فور عودة الاتصال.';
const NEVER_OPENED = 'لم تُفتح هذه السيارة من قبل على هذا الجهاز، فلا نسخة محفوظة منها. ستظهر فور عودة الاتصال.';
const STALE = 'تعذر الوصول إلى الخادم الآن، فنعرض لك آخر نسخة محفوظة.';

test('without a line: a car page viewed before opens from the cache with the banner, and a message to its seller leaves when the line returns', async ({
  page,
  context,
  request,
}) => {
  const seller = await registerAccount(request, 'بائع حمصي', 'user', '0944 555 111');
  const name = 'نيسان صني للبيع';
  const id = await listApprovedCar(request, seller.token, await adminToken(request), {
    name,
    // A make and a price no other story's search or count expects (the marketplace is shared).
    brand: 'nissan',
    model: 'Sunny',
    year: 2016,
    offer: { offer_type: 'sale', price: 31000, location: 'حمص' },
  });

  // First visit installs the service worker; the car page is then viewed under its control.
  await page.goto('/');
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.goto(`/car/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);

  await context.setOffline(true);
  await page.goto(`/car/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(BANNER)).toBeVisible();

  // A message written without a line is kept, and sent once the line is back.
  await page.getByRole('tab', { name: 'معلومات البائع' }).click();
  const panel = page.getByRole('tabpanel', { name: 'معلومات البائع' });
  await panel.getByLabel('الاسم').fill('رامي');
  await panel.getByLabel('البريد الإلكتروني').fill('rami@example.sy');
  await panel.getByLabel('الرسالة').fill('هل السيارة ما زالت متاحة؟ أستطيع المعاينة غدًا.');
  await expect(panel.getByLabel('الاسم')).toHaveValue('رامي');
  await panel.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByText('لا يوجد اتصال الآن: ستُرسل رسالتك إلى البائع تلقائيًا عند عودة الاتصال').first()).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await expect
    .poll(async () => {
      const inbox = await request.get('/api/messages', { headers: { authorization: `Bearer ${seller.token}` } });
      return ((await inbox.json()).data as Array<{ name: string; car_id: number }>).map((m) => [m.car_id, m.name]);
    })
    .toEqual([[id, 'رامي']]);
});

test('offline, a car never opened here says so once, with no error toast, and opens when the line returns', async ({
  page,
  context,
  request,
}) => {
  const seller = await registerAccount(request, 'بائعة حلبية');
  const name = 'هيونداي توسان لم تُفتح';
  const id = await listApprovedCar(request, seller.token, await adminToken(request), {
    name,
    brand: 'hyundai',
    model: 'Tucson',
    year: 2017,
    offer: { offer_type: 'sale', price: 17300, location: 'حلب' },
  });
  await page.goto('/');
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.goto('/'); // the worker controls the pages opened after it is ready
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);

  await context.setOffline(true);
  await page.goto(`/car/${id}`);
  await expect(page.getByText(NEVER_OPENED)).toBeVisible();
  await expect(page.getByText(NEVER_OPENED)).toHaveCount(1);
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByText('حدث خطأ أثناء تحميل بيانات السيارة')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  // Back online, the page asks again by itself. The browser may tell the page before its service
  // worker has the line back: that first try then fails, and «إعادة المحاولة» is there for it. The
  // page may also ask again by itself while the button shows (the button then goes): press it
  // only while it is there, until the car shows.
  await context.setOffline(false);
  const heading = page.getByRole('heading', { name, level: 1 });
  const retry = page.getByRole('button', { name: 'إعادة المحاولة' });
  await expect(async () => {
    if (await retry.isVisible()) await retry.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(heading).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByText(NEVER_OPENED)).toHaveCount(0);
});

test('the server down, the line up: cached listings say they are a saved copy, and /login shows its form', async ({
  page,
  context,
  request,
}) => {
  const seller = await registerAccount(request, 'بائع لاذقاني');
  await listApprovedCar(request, seller.token, await adminToken(request), {
    name: 'تويوتا يارس محفوظة',
    brand: 'toyota',
    model: 'Yaris',
    year: 2012,
    offer: { offer_type: 'sale', price: 8600, location: 'اللاذقية' },
  });
  await page.goto('/');
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.goto('/'); // the worker controls the pages opened after it is ready
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
  await page.goto('/car-listings');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(STALE)).toHaveCount(0);

  // Every request to the server now fails as a stopped server's would; the browser is online.
  await context.route('**/*', (route) => route.abort('connectionrefused'));
  await page.goto('/car-listings');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(STALE)).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول', level: 1 })).toBeVisible();
  await expect(page.getByLabel('البريد الإلكتروني')).toBeVisible();
  await expect(page.getByText('حدث خطأ غير متوقع')).toHaveCount(0);

  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/car-listings');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(STALE)).toHaveCount(0);
});
