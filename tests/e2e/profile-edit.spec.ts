// Edit profile: details, the phone change with its code, the password dialog and the photo.
import { expectWait, tooManyAttempts, waitAlert } from './auth-fixtures';
import { expect, hydrated, prefer, test } from './fixtures/test';
import { checkScreen } from './fixtures/screenshots';

const EDIT = '/realt/profile/edit-profile';
const MB = 1024 * 1024;

// settled styles in the screenshots, which are taken right after each viewport change
test.use({ reducedMotion: 'reduce' });

test.describe('details and password', () => {
  test.beforeEach(async ({ signIn, page }) => {
    await signIn('user');
    await page.goto(EDIT);
    await expect(page.getByLabel('სახელი')).toHaveValue('ნინო');
  });

  test('saves name, surname and email', async ({ page }) => {
    await expect(page.getByLabel('ტელეფონი')).toHaveValue('599 123-456');
    await checkScreen(page, 'profile-edit');
    await page.getByLabel('გვარი').fill('ბერიძე-ლომაია');
    const save = page.waitForRequest('**/client-api/profile/update');
    await page.getByRole('button', { name: 'შენახვა' }).click();
    expect((await save).postDataJSON()).toEqual({ name: 'ნინო', surname: 'ბერიძე-ლომაია', email: 'nino.beridze@example.ge' });
    await expect(page.getByText('ცვლილებები შენახულია')).toBeVisible();
  });

  test('leaving with a change unsaved is asked about first, and staying keeps it', async ({ page }) => {
    await page.getByLabel('გვარი').fill('ბერიძე-ლომაია');
    await page.getByRole('link', { name: 'საფულე' }).first().click();
    const ask = page.getByRole('alertdialog', { name: 'გასვლა შენახვის გარეშე?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'გაუქმება' }).click();
    await expect(page).toHaveURL(/\/profile\/edit-profile$/);
    await expect(page.getByLabel('გვარი')).toHaveValue('ბერიძე-ლომაია');
    await page.getByRole('link', { name: 'საფულე' }).first().click();
    await ask.getByRole('button', { name: 'გასვლა' }).click();
    await expect(page).toHaveURL(/\/profile\/my-wallet$/);
  });

  test('shows the first failing rule and sends nothing', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/client-api/profile/')) sent = true;
    });
    await page.getByLabel('სახელი').fill('');
    await page.getByLabel('ელ-ფოსტა').fill('nino@');
    await page.getByRole('button', { name: 'შენახვა' }).click();
    await expect(page.getByText('გთხოვთ, შეავსოთ ველი')).toBeVisible();
    await expect(page.getByText('შეიყვანეთ სწორი ელ-ფოსტა')).toBeVisible();
    expect(sent).toBe(false);
    // the press on Save takes the focus to the first field refused, as Enter does
    await expect(page.getByLabel('სახელი')).toBeFocused();
  });

  test('a new phone is confirmed with the SMS code before it is saved', async ({ page }) => {
    await page.getByLabel('ტელეფონი').fill('577654321');
    const codeRequest = page.waitForRequest('**/client-api/profile/phone-code');
    await page.getByRole('button', { name: 'შენახვა' }).click();
    expect((await codeRequest).postDataJSON()).toEqual({ phone: '+995577654321' });

    const dialog = page.getByRole('dialog', { name: 'ტელეფონის დადასტურება' });
    await expect(dialog).toContainText('+995 577 654-321');
    // the code's field has the focus, so a phone's keyboard is up for it
    await expect(dialog.getByLabel('კოდი')).toBeFocused();
    await checkScreen(page, 'profile-verify-phone');
    // a code short of its digits asks for all of them; one with a letter, for digits
    await dialog.getByLabel('კოდი').fill('12');
    await dialog.getByRole('button', { name: 'დადასტურება' }).click();
    await expect(dialog.getByLabel('კოდი')).toHaveAccessibleDescription('სიგრძე არ ემთხვევა: შეიყვანეთ 4-ვე ციფრი');
    await dialog.getByLabel('კოდი').fill('12a');
    await dialog.getByRole('button', { name: 'დადასტურება' }).click();
    await expect(dialog.getByLabel('კოდი')).toHaveAccessibleDescription('არასწორი ფორმატი: შეიყვანეთ მხოლოდ ციფრები');

    await dialog.getByLabel('კოდი').fill('4821');
    const save = page.waitForRequest('**/client-api/profile/update');
    await dialog.getByRole('button', { name: 'დადასტურება' }).click();
    expect((await save).postDataJSON()).toEqual({
      name: 'ნინო',
      surname: 'ბერიძე',
      email: 'nino.beridze@example.ge',
      phone: '+995577654321',
      code: '4821',
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('ცვლილებები შენახულია')).toBeVisible();
  });

  test('a dialog closed before the code came opens again for the same number without another SMS', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/client-api/profile/phone-code')) sent.push(request.postData() ?? '');
    });
    await page.getByLabel('ტელეფონი').fill('577654321');
    await page.getByRole('button', { name: 'შენახვა' }).click();
    const dialog = page.getByRole('dialog', { name: 'ტელეფონის დადასტურება' });
    await dialog.getByRole('button', { name: 'გაუქმება' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'შენახვა' }).click();
    await expect(dialog.getByLabel('კოდი')).toBeFocused();
    expect(sent).toHaveLength(1);
    // another number gets its own code
    await dialog.getByRole('button', { name: 'გაუქმება' }).click();
    await page.getByLabel('ტელეფონი').fill('577654322');
    await page.getByRole('button', { name: 'შენახვა' }).click();
    await expect(dialog).toContainText('+995 577 654-322');
    expect(sent).toEqual(['{"phone":"+995577654321"}', '{"phone":"+995577654322"}']);
  });

  test('a wrong code stays in the dialog', async ({ page }) => {
    await prefer(page, '**/client-api/profile/update', 'code=422, example=wrongCode');
    await page.getByLabel('ტელეფონი').fill('577654321');
    await page.getByRole('button', { name: 'შენახვა' }).click();
    const dialog = page.getByRole('dialog', { name: 'ტელეფონის დადასტურება' });
    await dialog.getByLabel('კოდი').fill('0000');
    await dialog.getByRole('button', { name: 'დადასტურება' }).click();
    await expect(dialog.getByText('კოდი არასწორია')).toBeVisible();
    await expect(dialog.getByLabel('კოდი')).toHaveValue('0000');
  });

  test('a phone another account has is refused on the field', async ({ page }) => {
    await prefer(page, '**/client-api/profile/phone-code', 'code=422, example=phoneTaken');
    await page.getByLabel('ტელეფონი').fill('577654321');
    await page.getByRole('button', { name: 'შენახვა' }).click();
    // the number is someone else's: no advice to sign in or reset a password, as at registration
    await expect(page.getByLabel('ტელეფონი')).toHaveAccessibleDescription(/ეს ტელეფონის ნომერი სხვა ანგარიშს ეკუთვნის\. შეიყვანეთ სხვა ნომერი\.$/);
    await expect(page.getByText('ეს ტელეფონის ნომერი უკვე დარეგისტრირებულია')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('changes the password in its dialog (§5 rules first)', async ({ page }) => {
    await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
    const dialog = page.getByRole('dialog', { name: 'პაროლის შეცვლა' });
    await dialog.getByLabel('მიმდინარე პაროლი').fill('Tbilisi2024');
    await dialog.getByLabel('ახალი პაროლი', { exact: true }).fill('batumi');
    await dialog.getByLabel('გაიმეორეთ ახალი პაროლი').fill('Batumi2025');
    await dialog.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
    await expect(dialog.getByText('მინიმუმ 1 დიდ ასოს')).toBeVisible();
    await expect(dialog.getByText('პაროლები არ ემთხვევა')).toBeVisible();
    await checkScreen(page, 'profile-change-password');

    await dialog.getByLabel('ახალი პაროლი', { exact: true }).fill('Batumi2025');
    const change = page.waitForRequest('**/client-api/change-password');
    await dialog.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
    expect((await change).postDataJSON()).toEqual({
      old_password: 'Tbilisi2024',
      password: 'Batumi2025',
      password_confirmation: 'Batumi2025',
    });
    await expect(page.getByText('პაროლი შეიცვალა')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the password dialog opens with the focus in its first field', async ({ page }) => {
    await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
    await expect(page.getByRole('dialog', { name: 'პაროლის შეცვლა' }).getByLabel('მიმდინარე პაროლი')).toBeFocused();
  });

  test('a wrong current password is shown on its field', async ({ page }) => {
    await prefer(page, '**/client-api/change-password', 'code=422, example=wrongOldPassword');
    await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
    const dialog = page.getByRole('dialog', { name: 'პაროლის შეცვლა' });
    await dialog.getByLabel('მიმდინარე პაროლი').fill('Wrong2024');
    await dialog.getByLabel('ახალი პაროლი', { exact: true }).fill('Batumi2025');
    await dialog.getByLabel('გაიმეორეთ ახალი პაროლი').fill('Batumi2025');
    await dialog.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
    await expect(dialog.getByText('მიმდინარე პაროლი არასწორია')).toBeVisible();
    await expect(dialog.getByLabel('მიმდინარე პაროლი')).toHaveValue('Wrong2024');
  });
});

test.describe('too many phone codes (429)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('user');
  });

  test('the save waits out the Retry-After with a live countdown, keeping the focus, then asks again', async ({ page }) => {
    const calls = await tooManyAttempts(page, '**/client-api/profile/phone-code', 5, EDIT);
    await page.getByLabel('ტელეფონი').fill('577654321');
    const save = page.getByRole('button', { name: 'შენახვა' });
    await save.click();
    const wait = waitAlert(page);
    await expectWait(wait, { announced: 5, shown: 5 });
    await expect(save).toBeFocused();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await page.clock.fastForward(2_000);
    await expectWait(wait, { announced: 5, shown: 3 });
    await save.click({ force: true });
    expect(calls()).toBe(1);

    await page.unrouteAll();
    await page.clock.fastForward(4_000);
    await expect(wait).toHaveCount(0);
    await save.click();
    await expect(page.getByRole('dialog', { name: 'ტელეფონის დადასტურება' })).toBeVisible();
  });

  test('without a Retry-After it waits a minute', async ({ page }) => {
    await tooManyAttempts(page, '**/client-api/profile/phone-code', null, EDIT);
    await page.getByLabel('ტელეფონი').fill('577654321');
    await page.getByRole('button', { name: 'შენახვა' }).click();
    await expectWait(waitAlert(page), { announced: 60, shown: 60 });
  });

  test('a code asked for again in the dialog waits out the Retry-After there', async ({ page }) => {
    let calls = 0;
    await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
    // the first code goes out; the second is refused
    await page.route('**/client-api/profile/phone-code', (route) =>
      ++calls === 1
        ? route.continue()
        : route.fulfill({ status: 429, headers: { 'Retry-After': '30' }, contentType: 'application/json', body: JSON.stringify({ message: 'Too Many Attempts.' }) }),
    );
    await page.goto(EDIT);
    await page.getByLabel('ტელეფონი').waitFor();
    await hydrated(page);
    await page.clock.pauseAt(new Date('2026-11-23T10:01:00Z'));
    await page.getByLabel('ტელეფონი').fill('577654321');
    await page.getByRole('button', { name: 'შენახვა' }).click();
    const dialog = page.getByRole('dialog', { name: 'ტელეფონის დადასტურება' });
    await dialog.getByRole('button', { name: 'კოდის ხელახლა გაგზავნა' }).click();
    await expectWait(waitAlert(dialog), { announced: 30, shown: 30 });
    await expect(dialog.getByRole('button', { name: 'კოდის ხელახლა გაგზავნა' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByLabel('კოდი')).toBeVisible();
    expect(calls).toBe(2);
  });
});

test.describe('photo', () => {
  test('refuses a file that is not an image, or is over 10 MB, before any request', async ({ page, signIn }) => {
    await signIn('user');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/client-api/image')) uploads++;
    });
    await page.goto(EDIT);
    const picker = page.getByLabel('ფოტოს შეცვლა');
    await picker.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect(page.getByRole('alert').filter({ hasText: 'აირჩიეთ სურათის ფაილი' })).toBeVisible();
    await picker.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * MB + 1) });
    await expect(page.getByRole('alert').filter({ hasText: 'ფაილი 10 მბ-ზე დიდია' })).toBeVisible();
    await picker.setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') });
    await expect(page.getByRole('alert').filter({ hasText: 'აირჩიეთ სურათის ფაილი' })).toBeVisible();
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(page.getByRole('alert').filter({ hasText: 'აირჩიეთ სურათის ფაილი' })).toBeVisible();
    expect(uploads).toBe(0);
  });

  test('uploads a first photo, then replaces it and deletes the old file', async ({ page, signIn }) => {
    // the moderator example has no photo yet
    await signIn('moderator');
    await page.goto(EDIT);
    const upload = page.waitForRequest('**/client-api/image');
    const update = page.waitForRequest('**/client-api/profile/update');
    await page.getByLabel('ფოტოს ატვირთვა').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d', 'hex') });
    const sent = await upload;
    expect(sent.headers()['content-type']).toContain('multipart/form-data');
    expect(sent.postDataBuffer()?.toString('latin1')).toContain('name="image"; filename="me.png"');
    expect((await update).postDataJSON()).toEqual({ image: '/realt/demo/flat-2.svg' });
    await expect(page.getByText('ფოტო განახლდა')).toBeVisible();

    // the server's user now has a photo: the button replaces it and the old file goes
    const deleted = page.waitForRequest('**/client-api/image/delete');
    await page.getByLabel('ფოტოს შეცვლა').setInputFiles({ name: 'new.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('ffd8ffe0', 'hex') });
    expect((await deleted).postDataJSON()).toEqual({ old_path: '/realt/demo/avatar-nino.svg' });
  });
});
