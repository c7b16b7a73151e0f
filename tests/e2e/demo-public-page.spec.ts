import { expect, test } from './support/fixtures.ts';
import { e2eCloud } from './support/local-cloud.ts';

test.describe("the seeded demo artist's public page", () => {
  test('shows the display name and the pseudo at /demo', async ({ page }) => {
    const { demo } = e2eCloud();
    await page.goto(`/${demo.pseudo}`);
    await expect(page.getByRole('heading', { level: 1, name: demo.displayName })).toBeVisible();
    await expect(page.getByText(`@${demo.pseudo}`)).toBeVisible();
    await expect(page).toHaveTitle(`${demo.displayName} | Inkslot`);
  });
});
