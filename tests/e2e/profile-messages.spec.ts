// My messages: conversations, reading one lowers the unread count, replying with the dialog.
import { expect, prefer, test } from './fixtures/test';
import { checkScreen } from './fixtures/screenshots';

const MESSAGES = '/realt/profile/my-messages';

// settled styles in the screenshots, which are taken right after each viewport change
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ signIn }) => signIn('user'));

test('opening a conversation reads it: the unread counts go down', async ({ page }) => {
  await page.goto(MESSAGES);
  const header = page.getByRole('banner');
  await expect(header.getByLabel('2 წაუკითხავი')).toBeVisible();
  const list = page.getByRole('navigation', { name: 'საუბრები' });
  await expect(list.getByRole('button')).toHaveCount(2);
  const levan = list.getByRole('button', { name: /ლევან გელაშვილი/ });
  await expect(levan).toContainText('2');
  await expect(list.getByRole('button', { name: /თამარ ლომიძე/ })).toContainText('თქვენ: გმადლობთ, ფასზე შევთანხმდით.');
  await checkScreen(page, 'profile-messages');

  const read = page.waitForRequest('**/client-api/messages/23');
  await levan.click();
  await read;
  const thread = page.getByRole('region', { name: 'საუბარი: ლევან გელაშვილი' });
  await expect(thread.getByRole('listitem')).toHaveCount(3);
  await expect(thread).toContainText('შაბათს 12 საათზე შეგიძლიათ ბინის სანახავად მოხვიდეთ.');
  await expect(thread).toContainText('განცხადება #102');
  await expect(header.getByLabel('2 წაუკითხავი')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'პროფილის განყოფილებები' }).getByLabel(/წაუკითხავი/)).toHaveCount(0);
  await expect(levan.getByLabel(/წაუკითხავი/)).toHaveCount(0);
  await checkScreen(page, 'profile-messages-thread');
});

test('the conversation’s listing is a link to it, in the page’s language', async ({ page }) => {
  await page.goto('/realt/en/profile/my-messages');
  await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  const asked = page.waitForRequest('**/api/announcements/102');
  await page.getByRole('link', { name: 'Listing #102' }).click();
  await asked;
  await expect(page).toHaveURL(/\/realt\/en\/announcement\/102$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('replies through the write-message dialog', async ({ page }) => {
  await page.goto(MESSAGES);
  await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  await page.getByRole('button', { name: 'პასუხი' }).click();
  const dialog = page.getByRole('dialog', { name: 'პასუხი: ლევან გელაშვილი' });
  await dialog.getByLabel('თქვენი შეტყობინება').fill('შაბათი მაწყობს, 12 საათზე მოვალ.');
  await checkScreen(page, 'profile-messages-reply');
  const sent = page.waitForRequest('**/api/messages/new-message');
  const reread = page.waitForRequest('**/client-api/messages/23');
  await dialog.getByRole('button', { name: 'გაგზავნა' }).click();
  expect((await sent).postDataJSON()).toEqual({ recipient_id: 23, content: 'შაბათი მაწყობს, 12 საათზე მოვალ.', announcement_id: 102 });
  await reread;
  await expect(page.getByText('შეტყობინება გაიგზავნა')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('on a phone the list and the conversation take turns', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(MESSAGES);
  await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  await expect(page.getByRole('navigation', { name: 'საუბრები' })).toBeHidden();
  await page.getByRole('button', { name: 'საუბრებზე დაბრუნება' }).click();
  await expect(page.getByRole('navigation', { name: 'საუბრები' })).toBeVisible();
  await expect(page.getByRole('region', { name: /საუბარი:/ })).toHaveCount(0);
});

test('on a phone the focus goes with the turns: to the opened conversation’s heading, and back to it in the list', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(MESSAGES);
  const levan = page.getByRole('button', { name: /ლევან გელაშვილი/ });
  await levan.focus();
  await page.keyboard.press('Enter');
  const thread = page.getByRole('region', { name: 'საუბარი: ლევან გელაშვილი' });
  await expect(thread.getByRole('heading', { name: 'ლევან გელაშვილი' })).toBeFocused();

  await thread.getByRole('button', { name: 'საუბრებზე დაბრუნება' }).press('Enter');
  await expect(thread).toHaveCount(0);
  await expect(levan).toBeFocused();
});

test('with no messages the empty state explains where they come from, and leads there', async ({ page }) => {
  await prefer(page, '**/client-api/messages', 'example=empty');
  await page.goto(MESSAGES);
  await expect(page.getByRole('heading', { name: 'შეტყობინებები ჯერ არ გაქვთ' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'განცხადებების ნახვა' }).click();
  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
});

test('a reply not sent waits for its conversation: another one opened meanwhile, or a reload, keeps it', async ({ page }) => {
  await page.goto(MESSAGES);
  await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  await page.getByRole('button', { name: 'პასუხი' }).click();
  const dialog = page.getByRole('dialog', { name: /^პასუხი: / });
  await dialog.getByLabel('თქვენი შეტყობინება').fill('შაბათი მაწყობს, 12 საათზე');
  await dialog.getByRole('button', { name: 'გაუქმება' }).click();

  await page.getByRole('button', { name: /თამარ ლომიძე/ }).click();
  await page.getByRole('button', { name: 'პასუხი' }).click();
  await expect(dialog.getByLabel('თქვენი შეტყობინება')).toHaveValue('');
  await dialog.getByRole('button', { name: 'გაუქმება' }).click();

  await page.reload();
  await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  await page.getByRole('button', { name: 'პასუხი' }).click();
  await expect(dialog.getByLabel('თქვენი შეტყობინება')).toHaveValue('შაბათი მაწყობს, 12 საათზე');
  await dialog.getByRole('button', { name: 'გაგზავნა' }).click();
  await expect(dialog).toBeHidden();
  // sent, it is gone
  await page.getByRole('button', { name: 'პასუხი' }).click();
  await expect(dialog.getByLabel('თქვენი შეტყობინება')).toHaveValue('');
});

test('on a phone, Back from an open conversation returns to the list, and a reload keeps the conversation open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/realt/ru/catalog/sell');
  await page.goto('/realt/ru/profile/my-messages');
  const list = page.getByRole('navigation', { name: 'Диалоги' });
  await list.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  const thread = page.getByRole('region', { name: 'Диалог: ლევან გელაშვილი' });
  await expect(thread).toBeVisible();
  await expect(page).toHaveURL(/\/realt\/ru\/profile\/my-messages\?with=23$/);

  await page.reload();
  await expect(thread.getByRole('listitem')).toHaveCount(3);
  await expect(list).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/ru\/profile\/my-messages$/);
  await expect(list).toBeVisible();
  await expect(thread).toHaveCount(0);
});

test('the back button leaves no entry behind: Back from the list leaves My messages', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/realt/catalog/sell');
  await page.goto(MESSAGES);
  await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  await page.getByRole('button', { name: 'საუბრებზე დაბრუნება' }).click();
  await expect(page).toHaveURL(/\/realt\/profile\/my-messages$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
});

test('each message says who wrote it, to a screen reader too', async ({ page }) => {
  await page.goto(MESSAGES);
  await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  const bubbles = page.getByRole('region', { name: 'საუბარი: ლევან გელაშვილი' }).getByRole('listitem');
  await expect(bubbles).toHaveCount(3);
  // what a screen reader reads of each, in order: the writer, then the message
  expect(await bubbles.nth(0).ariaSnapshot()).toMatch(/^- listitem:\s+- text: "თქვენ:"\s+- paragraph: გამარჯობა! ვაკის ბინა/);
  expect(await bubbles.nth(1).ariaSnapshot()).toMatch(/^- listitem:\s+- text: "ლევან გელაშვილი:"\s+- paragraph: გამარჯობა, ნინო!/);
});

test('a conversation the server does not know says so, with no retry that cannot help', async ({ page }) => {
  await prefer(page, '**/client-api/messages/23', 'code=404');
  await page.goto(MESSAGES);
  await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  const thread = page.getByRole('region', { name: 'საუბარი: ლევან გელაშვილი' });
  await expect(thread.getByRole('heading', { name: 'საუბარი ვერ მოიძებნა' })).toBeVisible();
  await expect(thread.getByRole('button', { name: 'თავიდან ცდა' })).toHaveCount(0);
  await expect(thread).not.toContainText('ინტერნეტ');
});

test('Reply opens with the focus in the text field', async ({ page }) => {
  await page.goto(MESSAGES);
  await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  await page.getByRole('button', { name: 'პასუხი' }).click();
  await expect(page.getByRole('dialog', { name: 'პასუხი: ლევან გელაშვილი' }).getByLabel('თქვენი შეტყობინება')).toBeFocused();
});

test('an empty reply is refused in its field: the focus goes back there, and nothing is sent', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/messages/new-message')) sent = true;
  });
  await page.goto(MESSAGES);
  await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  await page.getByRole('button', { name: 'პასუხი' }).click();
  const dialog = page.getByRole('dialog', { name: 'პასუხი: ლევან გელაშვილი' });
  await dialog.getByLabel('თქვენი შეტყობინება').fill('   ');
  await dialog.getByRole('button', { name: 'გაგზავნა' }).click();
  await expect(dialog.getByLabel('თქვენი შეტყობინება')).toHaveAccessibleDescription('0 / 1000 გთხოვთ შეავსოთ ველი');
  await expect(dialog.getByLabel('თქვენი შეტყობინება')).toBeFocused();
  expect(sent).toBe(false);
});
