import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { localDate } from '#shared/domain/local-time.ts';
import { expect, test } from './support/fixtures.ts';
import { createConfirmedAccount, uniquePseudo } from './support/local-cloud.ts';
import { skipOnboardingDetails } from './support/onboarding.ts';
import { chooseLanguage } from './support/site-language.ts';

/**
 * Issue 3's "done means", as a new artist tries it on a phone: a fresh account onboards, fills the
 * profile, picks a picture and a banner, adds three flashes at different prices (then reprices one)
 * and two works whose images it puts in order, and a travel next month. A visitor on a phone then
 * sees all of it on /{pseudo}, the flashes in each of the four orders, in fr, en and es, with the
 * travel's city but never its address, and images that come from /media with their size reserved.
 * A crawler fetching /{pseudo} gets the artist's name and picture in the title and Open Graph tags.
 */

const PASSWORD = 'Tatouage#2026';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

test.use({ locale: 'fr-FR', ...PHONE });

/** A real photo file (in the test's output folder), as a phone's gallery would hand it over. */
async function photoFile(
  path: string,
  {
    width,
    height,
    colour,
    format,
  }: { width: number; height: number; colour: string; format: 'jpeg' | 'png' },
): Promise<string> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  if (format === 'png') await image.png().toFile(path);
  // Phone photos carry their place: the processor must strip it.
  else
    await image
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 45/1 0/1' } })
      .toFile(path);
  return path;
}

/** The `src` of each ready image of an `ImageUpload` group, in the group's order. */
function thumbnailSources(group: Locator): Promise<string[]> {
  return group
    .getByRole('img', { name: /^Image \d+$/ })
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
}

/**
 * Taps an `ImageUpload` group's picker (a phone opens its gallery), hands it the files, and waits
 * until the processor made all of them ready.
 */
async function pickImages(page: Page, group: Locator, files: string[]): Promise<string[]> {
  const before = (await thumbnailSources(group)).length;
  const multiple = await group
    .locator('input[type=file]')
    .evaluate((input: HTMLInputElement) => input.multiple);
  const chooser = page.waitForEvent('filechooser');
  await group.getByText(/^Choisir (une image|des images)$/).tap();
  await (await chooser).setFiles(files);
  const thumbnails = group.getByRole('img', { name: /^Image \d+$/ });
  await expect(thumbnails).toHaveCount(multiple ? before + files.length : 1, { timeout: 20_000 });
  await expect(group.getByRole('alert')).toHaveCount(0);
  const sources = await thumbnailSources(group);
  for (const src of sources) expect(src).toMatch(/^\/media\/[^/]+\/[0-9a-f-]{36}\/\d+\.webp$/);
  return sources;
}

/** `list` in the order of `indexes` (where each item went). */
function reordered(list: string[], indexes: number[]): string[] {
  expect(indexes.toSorted()).toEqual(list.map((_item, index) => index));
  return indexes.map((index) => list[index] ?? '');
}

/** The image id in a `/media/{artist}/{imageId}/{width}.webp` address. */
function imageIdOf(src: string): string {
  const id = /\/media\/[^/]+\/([0-9a-f-]{36})\//.exec(src)?.[1];
  if (!id) throw new Error(`not a /media variant: ${src}`);
  return id;
}

/** The first and last day of a 4-day guest spot next month, in the artist's zone (Europe/Paris). */
function nextMonthTravel(): { startDate: string; endDate: string } {
  const [year = 0, month = 0] = localDate(new Date(), 'Europe/Paris').split('-').map(Number);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const day = (d: number) =>
    `${next.year}-${String(next.month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { startDate: day(10), endDate: day(13) };
}

/** A signed-out visitor on a phone, counting layout shifts from the first paint. */
async function visitorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    ...PHONE,
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  await context.addInitScript(() => {
    const win = window as unknown as { shifts: number };
    win.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) win.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { context, page: await context.newPage() };
}

/** The value of a `<meta property=…>` of a crawler's HTML, unescaped. */
function metaContent(html: string, property: string): string | undefined {
  const raw = new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1];
  return raw
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

test('a new artist builds a portfolio on a phone; /{pseudo} shows it in fr, en and es and previews in a chat', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { email } = await createConfirmedAccount({ password: PASSWORD, locale: 'fr' });
  const pseudo = uniquePseudo('zoe');
  const displayName = 'Zoé Lune Tattoo';
  const bio = 'Fine line et japonais à Lyon, sur rendez-vous.';
  const travel = {
    ...nextMonthTravel(),
    shopName: 'Atelier Vagabond',
    address: '12 rue du Secret',
    city: 'Marseille',
  };
  const file = (name: string) => testInfo.outputPath(name);
  /** On a phone the portfolio's pages live in the tab bar's « Plus » sheet. */
  const openFromMore = async (name: string) => {
    await page.getByRole('button', { name: 'Plus' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Toutes les rubriques' });
    await sheet.getByRole('link', { name, exact: true }).tap();
    await expect(sheet).toBeHidden();
  };
  let avatarSrc = '';
  let firstWork: string[] = [];
  let secondWork: string[] = [];

  await test.step('signs in, onboards with a pseudo and a first name', async () => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).tap();
    await expect(page).toHaveURL('/app/onboarding');
    await page.getByRole('textbox', { name: 'Nom d’utilisateur', exact: true }).fill(pseudo);
    await expect(page.getByRole('status')).toHaveText('Ce nom d’utilisateur est disponible');
    await page.getByRole('textbox', { name: 'Nom d’affichage', exact: true }).fill('Zoé');
    await page.getByRole('button', { name: 'Continuer' }).tap();
    await skipOnboardingDetails(page);
    const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Inkslot, Zoé !' });
    await welcome.getByRole('button', { name: 'Accéder à mon espace' }).tap();
    await expect(page).toHaveURL('/app');
  });

  await test.step('fills the profile, with a picture and a banner from the phone', async () => {
    await openFromMore('Profil');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    const identity = page.getByRole('region', { name: 'Présentation' });
    await identity.getByRole('textbox', { name: 'Nom d’affichage' }).fill(displayName);
    await identity.getByRole('textbox', { name: 'Bio' }).fill(bio);

    const avatar = page.getByRole('group', { name: 'Photo de profil' });
    [avatarSrc = ''] = await pickImages(page, avatar, [
      await photoFile(file('selfie.jpg'), { width: 800, height: 800, colour: '#334455', format: 'jpeg' }),
    ]);
    await pickImages(page, page.getByRole('group', { name: 'Bannière' }), [
      await photoFile(file('banner.png'), { width: 1600, height: 540, colour: '#7a2e5c', format: 'png' }),
    ]);

    const residency = page.getByRole('region', { name: 'Résidence' });
    await residency.getByRole('textbox', { name: 'Nom du salon' }).fill('Salon Lune');
    await residency.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
    await residency.getByRole('combobox', { name: 'Pays' }).selectOption('FR');
    const links = page.getByRole('region', { name: 'Liens' });
    await links.getByRole('button', { name: 'Ajouter un lien' }).tap();
    await links.getByRole('textbox', { name: /Titre du lien 1/ }).fill('Instagram');
    await links.getByRole('textbox', { name: /Adresse du lien 1/ }).fill(`https://instagram.com/${pseudo}`);
    const styles = page.getByRole('region', { name: 'Styles' });
    await styles.getByRole('checkbox', { name: 'Japonais' }).check();
    await styles.getByRole('checkbox', { name: 'Fine line' }).check();

    await page.getByRole('button', { name: 'Enregistrer le profil' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Profil modifié avec succès' })).toBeVisible();
  });

  await test.step('adds three flashes at different prices, then reprices one', async () => {
    await openFromMore('Flashs');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes flashs' })).toBeVisible();
    const flashes = [
      { title: 'Hirondelle', length: '12,5', width: '8', price: '80', colour: '#1b6536' },
      { title: 'Rose', length: '10', width: '10', price: '50', colour: '#b0304a' },
      { title: 'Dague', length: '15', width: '5', price: '120', colour: '#2d5fd3' },
    ];
    for (const flash of flashes) {
      await page.getByRole('textbox', { name: 'Titre' }).fill(flash.title);
      await page.getByRole('textbox', { name: 'Longueur (cm)' }).fill(flash.length);
      await page.getByRole('textbox', { name: 'Largeur (cm)' }).fill(flash.width);
      await page.getByRole('textbox', { name: 'Prix (€)' }).fill(flash.price);
      const images = page.getByRole('group', { name: 'Images' });
      await pickImages(page, images, [
        await photoFile(file(`${flash.title}.jpg`), {
          width: 900,
          height: 900,
          colour: flash.colour,
          format: 'jpeg',
        }),
      ]);
      await page.getByRole('button', { name: 'Ajouter', exact: true }).tap();
      await expect(page.getByRole('status').filter({ hasText: 'Flash ajouté' })).toContainText(flash.title);
      await expect(
        page.getByRole('link', { name: new RegExp(`^Modifier « ${flash.title} »$`) }),
      ).toBeVisible();
      // The form is empty again for the next one.
      await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue('');
    }

    // Repriced: the rose comes back to the top of "most recent" (but not of "recently added").
    await page.getByRole('link', { name: /^Modifier « Rose »$/ }).tap();
    await expect(page.getByRole('heading', { level: 1, name: /^Modifier « Rose »$/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Prix (€)' })).toHaveValue('50');
    await page.getByRole('textbox', { name: 'Prix (€)' }).fill('45,50');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Flash modifié' })).toContainText('Rose');
  });

  await test.step('adds two works, their images put in order with the keyboard and the move buttons', async () => {
    await openFromMore('Réalisations');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes réalisations' })).toBeVisible();
    const images = page.getByRole('group', { name: 'Images' });
    const order = page.getByRole('list', { name: 'Ordre des images' });

    await page.getByRole('textbox', { name: 'Titre' }).fill('Carpe koï');
    await page
      .getByRole('combobox', { name: 'Type de projet' })
      .selectOption({ label: 'Projet personnalisé' });
    const uploaded = await pickImages(page, images, [
      await photoFile(file('koi-1.jpg'), { width: 1200, height: 900, colour: '#c05a1e', format: 'jpeg' }),
      await photoFile(file('koi-2.jpg'), { width: 1200, height: 900, colour: '#1e7ac0', format: 'jpeg' }),
      await photoFile(file('koi-3.jpg'), { width: 900, height: 1200, colour: '#5a1ec0', format: 'jpeg' }),
    ]);
    // The third image becomes the cover: Home on its handle.
    await order.getByRole('button', { name: 'Déplacer Image 3, position 3 sur 3' }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByText('Image 3 : position 1 sur 3')).toBeAttached();
    await expect(order.getByRole('button', { name: 'Déplacer Image 3, position 1 sur 3' })).toBeFocused();
    firstWork = reordered(uploaded, [2, 0, 1]);
    expect(await thumbnailSources(images)).toEqual(firstWork);
    await page.getByRole('button', { name: 'Ajouter', exact: true }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Réalisation ajoutée' })).toContainText(
      'Carpe koï',
    );

    await page.getByRole('textbox', { name: 'Titre' }).fill('Pivoine');
    await page.getByRole('combobox', { name: 'Type de projet' }).selectOption({ label: 'Flash' });
    const second = await pickImages(page, images, [
      await photoFile(file('pivoine-1.jpg'), {
        width: 1000,
        height: 1000,
        colour: '#d0a020',
        format: 'jpeg',
      }),
      await photoFile(file('pivoine-2.jpg'), {
        width: 1000,
        height: 1000,
        colour: '#20d0a0',
        format: 'jpeg',
      }),
    ]);
    await order.getByRole('button', { name: 'Descendre Image 1' }).tap();
    await expect(page.getByText('Image 1 : position 2 sur 2')).toBeAttached();
    secondWork = reordered(second, [1, 0]);
    expect(await thumbnailSources(images)).toEqual(secondWork);
    await page.getByRole('button', { name: 'Ajouter', exact: true }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Réalisation ajoutée' })).toContainText(
      'Pivoine',
    );
  });

  await test.step('adds a travel next month', async () => {
    await openFromMore('Profil');
    const travels = page.getByRole('region', { name: 'Voyages (guest spots)' });
    await travels.getByRole('button', { name: 'Ajouter un voyage' }).tap();
    await travels.getByLabel('Premier jour').fill(travel.startDate);
    await travels.getByLabel('Dernier jour').fill(travel.endDate);
    await travels.getByRole('textbox', { name: 'Nom du salon' }).fill(travel.shopName);
    await travels.getByRole('textbox', { name: 'Adresse', exact: true }).fill(travel.address);
    await travels.getByRole('textbox', { name: 'Ville' }).fill(travel.city);
    await travels.getByRole('button', { name: 'Ajouter le voyage' }).tap();
    await expect(travels.getByRole('status')).toContainText('Voyage ajouté');
    await expect(travels.getByText('À venir', { exact: true })).toBeVisible();
  });

  const visitor = await visitorPage(browser, baseURL as string);
  const { page: guest } = visitor;
  try {
    const apiReads: string[] = [];
    guest.on('request', (req) => {
      const { pathname } = new URL(req.url());
      // Reads only: the analytics beacon (a POST, ADR 0048) is not part of the page's data.
      if (pathname.startsWith('/api/') && req.method() === 'GET') apiReads.push(pathname);
    });
    const flashTitles = guest.getByRole('region', { name: 'Flashs' }).getByRole('heading', { level: 3 });
    const works = guest.getByRole('region', { name: 'Réalisations' });

    await test.step('a visitor on a phone sees all of it on /{pseudo}, from one request', async () => {
      const data = guest.waitForResponse((res) => new URL(res.url()).pathname === `/api/artists/${pseudo}`, {
        timeout: 10_000,
      });
      await guest.goto(`/${pseudo}`);
      const body = await (await data).text();
      // The address reaches no visitor, not even in the page's data.
      expect(body).not.toContain(travel.address);

      await expect(guest.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
      await expect(guest.getByText(`@${pseudo}`)).toBeVisible();
      await expect(guest.getByText(bio)).toBeVisible();
      await expect(guest.getByAltText(`Photo de ${displayName}`)).toHaveAttribute('src', avatarSrc);
      await expect(guest.locator('.profile-header__banner img')).toHaveAttribute('src', /^\/media\//);
      await expect(guest.getByText('Salon Lune, Lyon, France')).toBeVisible();
      await expect(guest.getByRole('listitem').filter({ hasText: /^Japonais$/ })).toBeVisible();
      await expect(guest.getByRole('listitem').filter({ hasText: /^Fine line$/ })).toBeVisible();
      await expect(guest.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
        'href',
        `https://instagram.com/${pseudo}`,
      );

      const travels = guest.getByRole('region', { name: 'Voyages' });
      await expect(travels.getByRole('listitem')).toHaveCount(1);
      await expect(travels).toContainText(`${travel.shopName}, ${travel.city}`);
      await expect(travels).toContainText('À venir');
      const period = await guest.evaluate(
        ([start, end]) =>
          new Intl.DateTimeFormat('fr', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`)),
        [travel.startDate, travel.endDate],
      );
      await expect(travels).toContainText(period);
      await expect(guest.getByText(travel.address)).toHaveCount(0);

      // Most recent first by default: the repriced rose, then the newest, then the oldest.
      await expect(flashTitles).toHaveText(['Rose', 'Dague', 'Hirondelle']);
      const flashRegion = guest.getByRole('region', { name: 'Flashs' });
      await expect(flashRegion.locator('.portfolio-card__price')).toHaveText([
        /^45,50\s€$/,
        /^120\s€$/,
        /^80\s€$/,
      ]);
      await expect(flashRegion.locator('.portfolio-card__meta')).toHaveText([
        /^10\s×\s10\scm$/,
        /^15\s×\s5\scm$/,
        /^12,5\s×\s8\scm$/,
      ]);

      // Works newest first, each with the cover the artist chose.
      await expect(works.getByRole('heading', { level: 3 })).toHaveText(['Pivoine', 'Carpe koï']);
      await expect(works.locator('.portfolio-card__media img')).toHaveCount(2);
      const covers = await works
        .locator('.portfolio-card__media img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      expect(covers).toEqual([secondWork[0], firstWork[0]]);

      // The page from one request; the other read is its slots, for the next free slot beside Book.
      expect(apiReads.filter((path) => path.startsWith('/api/artists/')).sort()).toEqual([
        `/api/artists/${pseudo}`,
        `/api/artists/${pseudo}/slots`,
      ]);
    });

    await test.step('every image comes from /media with its size reserved: no layout shift, no sideways scroll', async () => {
      const images = guest.getByRole('main').locator('img');
      const count = await images.count();
      // Banner, picture, three flash covers, two work covers.
      expect(count).toBe(7);
      for (let index = 0; index < count; index += 1) {
        const image = images.nth(index);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const facts = await image.evaluate((img: HTMLImageElement) => ({
          width: Number(img.getAttribute('width')),
          height: Number(img.getAttribute('height')),
          src: img.getAttribute('src') ?? '',
          srcset: (img.getAttribute('srcset') ?? '')
            .split(',')
            .map((candidate) => candidate.trim().split(' ')[0]),
          current: new URL(img.currentSrc).pathname,
          origin: new URL(img.currentSrc).origin,
        }));
        expect(facts.width, `width of image ${index}`).toBeGreaterThan(0);
        expect(facts.height, `height of image ${index}`).toBeGreaterThan(0);
        expect(facts.src).toMatch(/^\/media\/.+\.webp$/);
        for (const candidate of facts.srcset) expect(candidate).toMatch(/^\/media\/.+\.webp$/);
        expect(facts.current).toMatch(/^\/media\/.+\.webp$/);
        expect(facts.origin).toBe(new URL(baseURL as string).origin);
      }
      await guest.evaluate(() => window.scrollTo(0, 0));
      expect(await guest.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
      expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });

    await test.step('the visitor sorts the flashes four ways', async () => {
      const sort = guest.getByLabel('Trier par');
      await expect(sort).toHaveValue('most-recent');
      await sort.selectOption({ label: 'Prix croissant' });
      await expect(guest).toHaveURL(`/${pseudo}?sort=price-asc`);
      await expect(flashTitles).toHaveText(['Rose', 'Hirondelle', 'Dague']);
      await sort.selectOption({ label: 'Prix décroissant' });
      await expect(guest).toHaveURL(`/${pseudo}?sort=price-desc`);
      await expect(flashTitles).toHaveText(['Dague', 'Hirondelle', 'Rose']);
      await sort.selectOption({ label: 'Ajoutés récemment' });
      await expect(guest).toHaveURL(`/${pseudo}?sort=recently-added`);
      await expect(flashTitles).toHaveText(['Dague', 'Rose', 'Hirondelle']);
      await sort.selectOption({ label: 'Les plus récents' });
      await expect(guest).toHaveURL(`/${pseudo}`);
      await expect(flashTitles).toHaveText(['Rose', 'Dague', 'Hirondelle']);

      // The chosen order survives a reload (it is in the address).
      await sort.selectOption({ label: 'Prix décroissant' });
      await guest.reload();
      await expect(flashTitles).toHaveText(['Dague', 'Hirondelle', 'Rose']);
    });

    await test.step('the page speaks en, then es, keeping the chosen order', async () => {
      await chooseLanguage(guest, 'en');
      await expect(guest.locator('html')).toHaveAttribute('lang', 'en');
      await expect(guest.getByRole('region', { name: 'Travels' })).toContainText('Upcoming');
      await expect(guest.getByRole('region', { name: 'Works' })).toBeVisible();
      const enFlashes = guest.getByRole('region', { name: 'Flashes' });
      await expect(enFlashes.getByLabel('Sort by')).toHaveValue('price-desc');
      await expect(enFlashes.getByRole('option', { selected: true })).toHaveText('Price descending');
      await expect(enFlashes.getByRole('heading', { level: 3 })).toHaveText(['Dague', 'Hirondelle', 'Rose']);
      await expect(enFlashes.locator('.portfolio-card__price')).toHaveText(['€120', '€80', '€45.50']);
      await expect(enFlashes.locator('.portfolio-card__meta')).toHaveText([
        /^15\s×\s5\scm$/,
        /^12.5\s×\s8\scm$/,
        /^10\s×\s10\scm$/,
      ]);
      await expect(guest.getByText('Salon Lune, Lyon, France')).toBeVisible();
      await expect(guest.getByRole('listitem').filter({ hasText: /^Japanese$/ })).toBeVisible();
      await expect(guest.getByAltText(`Picture of ${displayName}`)).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Share' })).toBeVisible();
      await expect(guest.getByRole('region', { name: 'Socials and links' })).toBeVisible();

      await chooseLanguage(guest, 'es');
      await expect(guest.locator('html')).toHaveAttribute('lang', 'es');
      await expect(guest.getByRole('region', { name: 'Viajes' })).toContainText('Próximo');
      await expect(guest.getByRole('region', { name: 'Trabajos' })).toBeVisible();
      const esFlashes = guest.getByRole('region', { name: 'Flashes' });
      await expect(esFlashes.getByLabel('Ordenar por')).toHaveValue('price-desc');
      await expect(esFlashes.getByRole('option', { selected: true })).toHaveText('Precio descendente');
      await expect(esFlashes.getByRole('heading', { level: 3 })).toHaveText(['Dague', 'Hirondelle', 'Rose']);
      await expect(esFlashes.locator('.portfolio-card__price')).toHaveText([
        /^120\s€$/,
        /^80\s€$/,
        /^45,50\s€$/,
      ]);
      await expect(guest.getByText('Salon Lune, Lyon, Francia')).toBeVisible();
      await expect(guest.getByRole('listitem').filter({ hasText: /^Japonés$/ })).toBeVisible();
      await expect(guest.getByAltText(`Foto de ${displayName}`)).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Compartir' })).toBeVisible();
      await expect(guest.getByText(travel.address)).toHaveCount(0);
    });

    await test.step('a work’s own page shows its images in the order the artist set', async () => {
      await guest.getByRole('link', { name: 'Carpe koï' }).tap();
      await expect(guest).toHaveURL(new RegExp(`/${pseudo}/done/[^/]+$`));
      await expect(guest.getByRole('heading', { level: 1, name: 'Carpe koï' })).toBeVisible();
      await expect(guest.getByText('Proyecto personalizado')).toBeVisible();
      const shown = guest.getByRole('img', { name: /^Carpe koï, imagen \d de 3$/ });
      await expect(shown).toHaveCount(3);
      expect(await shown.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual(
        firstWork,
      );
    });
  } finally {
    await visitor.context.close();
  }

  await test.step('a crawler (no JavaScript) gets the artist’s name and picture in the link preview', async () => {
    const response = await request.get(`/${pseudo}`, {
      headers: { accept: 'text/html', 'user-agent': 'facebookexternalhit/1.1' },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toBe(`${displayName} | Inkslot`);
    expect(metaContent(html, 'og:title')).toBe(displayName);
    expect(metaContent(html, 'og:url')).toBe(`${baseURL}/${pseudo}`);
    expect(metaContent(html, 'og:description')).toBe(bio);

    const ogImage = metaContent(html, 'og:image') ?? '';
    const imageUrl = new URL(ogImage);
    expect(imageUrl.origin).toBe(new URL(baseURL as string).origin);
    // The largest variant of the profile picture.
    expect(imageUrl.pathname).toMatch(new RegExp(`^/media/[^/]+/${imageIdOf(avatarSrc)}/800\\.webp$`));
    expect(metaContent(html, 'og:image:width')).toBe('800');
    expect(metaContent(html, 'og:image:height')).toBe('800');

    const image = await request.get(ogImage);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    const served = await sharp(await image.body()).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 800, height: 800 });
    // The phone's GPS position is gone.
    expect(served.exif).toBeUndefined();
  });
});
