import sharp from 'sharp';
import { expect, test } from './fixtures';
import { t, watchConsole } from './support';

// Photos (decision 0018): chosen, dropped or pasted in the form, scaled down in the browser,
// sent with the generation, and kept as a thumbnail in the history. The e2e server has no
// model, so a photo needs a few words.

const en = (key: string, values?: Record<string, string | number>) => t('en-US', key, values);

/** A 12 MP-like photo made now: 4032×3024, a gradient with some noise so it weighs like a photo. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (x * y) % 251;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const smallPng = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

test('a photo chosen with the keyboard is scaled down, sent with a description and kept as a thumbnail in the history', async ({
  page,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('free', { name: 'Photo Tester' });
  await page.goto('/');
  const photo = await phonePhoto();
  // The zone opens the dialog once the page is live (the signed-in gauge shows it is).
  await expect(page.getByTestId('usage')).toBeVisible();

  // The drop zone is a button: Enter on it opens the file dialog (it clicks the file input, in
  // the key press's user activation). Headless Chromium does not always report a dialog opened
  // from a key press to Playwright (3 runs in 4 here, never from a pointer click), so the key's
  // effect is checked on the input and the dialog itself is taken from a click.
  const zone = page.getByRole('button', { name: new RegExp(en('generator.photo.drop')) });
  await expect(zone).toHaveAccessibleDescription(en('generator.photo.hint'));
  await page
    .getByTestId('photo-file')
    .evaluate((input) =>
      input.addEventListener(
        'click',
        () => document.body.setAttribute('data-photo-dialog', String(navigator.userActivation.isActive)),
        { once: true },
      ),
    );
  await zone.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('body')).toHaveAttribute('data-photo-dialog', 'true');
  const chooser = page.waitForEvent('filechooser');
  await zone.click();
  await (await chooser).setFiles({ name: 'cafe.jpg', mimeType: 'image/jpeg', buffer: photo });

  const preview = page.getByRole('img', { name: en('generator.photo.preview') });
  await expect(preview).toBeVisible();
  await expect(zone).toHaveCount(0);
  // This server cannot see photos: the text stays required, and says so.
  const brief = page.getByLabel(en('generator.text'));
  await expect(brief).toHaveAccessibleDescription(new RegExp(en('generator.photo.textNeeded')));
  await page.getByRole('button', { name: en('generator.submit') }).click();
  await expect(page.getByText(en('generator.photo.textRequired'))).toBeVisible();
  await expect(brief).toBeFocused();

  await brief.fill('Nosso café gelado de baunilha voltou, com 20% de desconto no sábado.');
  const sent = page.waitForRequest('**/api/functions/generate-captions');
  await page.getByRole('button', { name: en('generator.submit') }).click();
  const body = (await sent).postDataJSON() as { image?: string; text: string };
  expect(body.image).toMatch(/^data:image\/jpeg;base64,/);
  const uploaded = Buffer.from(body.image?.split(',')[1] ?? '', 'base64');
  const meta = await sharp(uploaded).metadata();
  // 4032×3024 goes up as 1568×1176, far lighter than the file chosen.
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1568, 1176]);
  expect(uploaded.length).toBeLessThan(photo.length / 2);

  await expect(page.getByTestId('caption')).toHaveCount(1);
  await expect(page.getByTestId('caption').first()).toContainText(/\S/);

  const entry = page.getByTestId('history-item').first();
  const thumbnail = entry.getByRole('img', { name: en('generator.photo.historyAlt') });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/history\/[^/]+\/thumbnail$/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Removing the photo gives the focus back to the drop zone.
  await page.getByRole('button', { name: en('generator.photo.remove') }).click();
  await expect(preview).toHaveCount(0);
  await expect(zone).toBeFocused();
  expect(problems).toEqual([]);
});

test('a dropped photo is generated from and kept in the history, a pasted one is taken too; a file that is not a photo is refused with a message', async ({
  page,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('free', { name: 'Photo Tester' });
  await page.goto('/');
  const zone = page.getByRole('button', { name: new RegExp(en('generator.photo.drop')) });
  const input = page.getByTestId('photo-file');
  const alert = page.getByTestId('photo-error');
  // The input reacts once the page is live (the signed-in gauge shows it is).
  await expect(page.getByTestId('usage')).toBeVisible();

  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(alert).toHaveText(en('generator.photo.errors.notImage'));
  await expect(zone).toHaveAccessibleDescription(
    `${en('generator.photo.hint')} ${en('generator.photo.errors.notImage')}`,
  );
  // Says it is a JPEG, but does not decode.
  await input.setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('GIF89a…') });
  await expect(alert).toHaveText(en('generator.photo.errors.unreadable'));

  // Dropped on the zone.
  const png = (await smallPng()).toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'drop.png', { type: 'image/png' }));
    return transfer;
  }, png);
  // Named by its test id: while a file is dragged over it, the zone's words change.
  const dropZone = page.getByTestId('photo-zone');
  await dropZone.dispatchEvent('dragover', { dataTransfer });
  await expect(dropZone).toContainText(en('generator.photo.dropActive'));
  await dropZone.dispatchEvent('drop', { dataTransfer });
  const preview = page.getByRole('img', { name: en('generator.photo.preview') });
  await expect(preview).toBeVisible();
  await expect(alert).toBeEmpty();
  // The dropped photo is generated from and kept in the history as a thumbnail.
  const brief = page.getByLabel(en('generator.text'));
  await brief.fill('Vasos de cerâmica pintados à mão');
  await page.getByRole('button', { name: en('generator.submit') }).click();
  await expect(page.getByTestId('caption')).toHaveCount(1);
  await expect(
    page
      .getByTestId('history-item')
      .first()
      .getByRole('img', { name: en('generator.photo.historyAlt') }),
  ).toBeVisible();
  await page.getByRole('button', { name: en('generator.photo.remove') }).click();
  await expect(preview).toHaveCount(0);

  // Pasted into the text field: the photo is taken, the text is left alone.
  await brief.fill('Feira de artesanato');
  await brief.evaluate((field, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'paste.png', { type: 'image/png' }));
    field.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, png);
  await expect(preview).toBeVisible();
  await expect(brief).toHaveValue('Feira de artesanato');
  // The image sent is a JPEG of the PNG's size (a small photo is never enlarged).
  const src = await preview.getAttribute('src');
  const meta = await sharp(Buffer.from(src?.split(',')[1] ?? '', 'base64')).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 200]);
  expect(problems).toEqual([]);
});
