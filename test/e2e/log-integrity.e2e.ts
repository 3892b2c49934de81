import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { ADMIN, loginThroughUi } from './support/helpers';

/**
 * The auditor keeps the log's signed digest and checks in the browser (Web Crypto) that an event
 * is in the signed log; a proof altered on its way is refused, saying which step failed.
 */
test('an auditor downloads the signed digest and verifies an event in the browser', async ({ page }) => {
  await loginThroughUi(page, ADMIN.email, ADMIN.password);
  await page.goto('/audit');
  const digest = page.getByTestId('log-digest');
  await expect(digest).toBeVisible();
  const root = (await digest.locator('[data-field="root"]').textContent())!.trim();
  expect(root).toMatch(/^[0-9a-f]{64}$/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تنزيل البصمة' }).click();
  const kept = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as Record<string, unknown>;
  expect(kept).toMatchObject({ version: 1, root: expect.stringMatching(/^[0-9a-f]{64}$/), key_id: expect.any(String) });
  expect(kept.signature).toEqual(expect.any(String));

  const firstRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'تحقق' }) })
    .first();
  await firstRow.getByRole('button', { name: 'تحقق' }).click();
  const verdict = firstRow.getByRole('status');
  await expect(verdict).toHaveAttribute('data-verified', 'true');
  await expect(verdict).toContainText('تم التحقق في هذا المتصفح');
  await expect(verdict).toContainText('التوقيع صحيح');
  console.log(`inclusion check in the browser: ${await verdict.getAttribute('data-ms')} ms`);

  // The same event with its proof altered in transit: a field added to its metadata.
  await page.route('**/api/audit/events/*/proof', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { canonical: string } };
    body.data.canonical = body.data.canonical.replace('"metadata":{', '"metadata":{"forged":true,');
    await route.fulfill({ response, json: body });
  });
  await firstRow.getByRole('button', { name: 'تحقق' }).click();
  await expect(verdict).toHaveAttribute('data-verified', 'false');
  await expect(verdict).toContainText('محتوى الحدث لا يطابق بصمته');
});
