import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasCode, isNotFound, missingOf, refusal, refusalText, toldCentrally } from '../../../src/api/refusal';
import { statusOf } from '../../../src/api/queries';
import { json, thrownFor } from './thrown';

describe('refusal', () => {
  it('reads a 422 text, keeping its status', async () => {
    const error = await thrownFor(json(422, { result: 'ნომერი დაკავებულია' }));
    expect(statusOf(error)).toBe(422);
    expect(refusal(error)).toEqual({ status: 422, text: 'ნომერი დაკავებულია' });
  });

  it('reads the code a refusal carries, in the app\'s own words for it', async () => {
    const error = await thrownFor(json(422, { result: 'User blocked', code: 'user_blocked' }));
    const answer = refusal(error);
    expect(answer).toEqual({ status: 422, text: 'თქვენი ანგარიში დაბლოკილია. დახმარებისთვის დაუკავშირდით მხარდაჭერის სამსახურს.', code: 'user_blocked' });
    expect(hasCode(answer, 'user_blocked')).toBe(true);
    expect(hasCode(answer, 'own_announcement')).toBe(false);
    expect(hasCode(refusal(await thrownFor(json(422, { result: 'User blocked' }))), 'user_blocked')).toBe(false);
  });

  it('reads how many GEL an order is short, and only from an insufficient-funds refusal', async () => {
    expect(missingOf(await thrownFor(json(422, { result: { message: 'Insufficient funds', missing: 35.5 } })))).toBe(35.5);
    expect(missingOf(await thrownFor(json(422, { result: { basket: ['The basket is required.'] } })))).toBeNull();
    expect(missingOf(await thrownFor(json(422, { result: 'x' })))).toBeNull();
  });

  it('reads errors by field', async () => {
    const error = await thrownFor(json(422, { result: { phone: ['არასწორი ნომერი'], email: ['დაკავებულია'] } }));
    const answer = refusal(error);
    expect(answer).toEqual({ status: 422, fields: { phone: ['არასწორი ნომერი'], email: ['დაკავებულია'] } });
    expect(refusalText(answer)).toBe('არასწორი ნომერი');
  });

  it('marks 401 and 5xx as told by the middleware', async () => {
    const error = await thrownFor(json(500, { message: 'Server Error' }));
    const answer = refusal(error);
    expect(toldCentrally(answer)).toBe(true);
    expect(refusalText(answer)).toBe('სერვერის შეცდომა, გთხოვთ სცადოთ მოგვიანებით.');
    expect(toldCentrally(refusal(await thrownFor(json(403, { result: 'არა' }))))).toBe(false);
  });

  it('knows a 404 from any other failure', async () => {
    expect(isNotFound(await thrownFor(json(404, { result: 'Announcement not found' })))).toBe(true);
    expect(isNotFound(await thrownFor(json(422, { result: 'x' })))).toBe(false);
  });

  it('gives a text for a body it cannot read', () => {
    expect(refusal({ unexpected: true })).toEqual({ status: 599, text: 'სერვერთან კავშირი ვერ დამყარდა. შეამოწმეთ ინტერნეტი და სცადეთ თავიდან.' });
  });
});

describe('a refusal on an English or Russian page', () => {
  const onPage = (lang: string) => vi.stubGlobal('document', { documentElement: { lang } });
  afterEach(() => vi.unstubAllGlobals());

  it('is told in the page\'s language by its code, not in the server\'s Georgian', async () => {
    const error = await thrownFor(json(422, { result: 'კოდი არასწორია', code: 'code_wrong' }));
    onPage('en');
    expect(refusal(error)).toEqual({ status: 422, text: 'The code is incorrect. Check the code in the SMS and enter it again.', code: 'code_wrong' });
    onPage('ru');
    expect(refusalText(refusal(error))).toBe('Неверный код. Проверьте код из SMS и введите его ещё раз.');
  });

  it('words errors by field by their codes', async () => {
    const error = await thrownFor(
      json(422, { result: { phone: ['ეს ტელეფონის ნომერი უკვე დარეგისტრირებულია'], email: ['შეიყვანეთ სწორი ელ-ფოსტა'] }, codes: { phone: 'phone_taken', email: 'email_invalid' } }),
    );
    onPage('en');
    expect(refusal(error)).toEqual({
      status: 422,
      fields: {
        phone: ['This phone number is already registered. Sign in, or reset your password if you have forgotten it.'],
        email: ['Enter a valid email address'],
      },
    });
  });

  it('without a known code says in the page\'s language what to do, never the server\'s Georgian', async () => {
    const text = await thrownFor(json(422, { result: 'ბანერების სია შეიცვალა', code: 'not_a_code_the_app_knows' }));
    const fields = await thrownFor(json(422, { result: { reason: ['გთხოვთ, შეავსოთ ველი', 'მეორე'] } }));
    onPage('ru');
    expect(refusal(text)).toEqual({ status: 422, text: 'Не получилось. Проверьте введённые данные и попробуйте ещё раз; если ошибка повторится, напишите в поддержку.' });
    expect(refusal(fields)).toEqual({ status: 422, fields: { reason: ['Это значение не принято. Проверьте его и попробуйте ещё раз.'] } });
  });

  it('keeps the server\'s text on a Georgian page when the app has no words for it', async () => {
    const error = await thrownFor(json(422, { result: { reason: ['გთხოვთ, შეავსოთ ველი', 'მეორე'] } }));
    onPage('ka');
    expect(refusal(error)).toEqual({ status: 422, fields: { reason: ['გთხოვთ, შეავსოთ ველი', 'მეორე'] } });
  });

  it('words a code the asking form\'s own way where it gives words for it, by field or as a text', async () => {
    const own = { phone_taken: 'This phone number belongs to another account.' };
    const byField = await thrownFor(json(422, { result: { phone: ['ეს ტელეფონის ნომერი უკვე დარეგისტრირებულია'], email: ['x'] }, codes: { phone: 'phone_taken', email: 'email_taken' } }));
    const asText = await thrownFor(json(422, { result: 'ეს ტელეფონის ნომერი უკვე დარეგისტრირებულია', code: 'phone_taken' }));
    onPage('en');
    expect(refusal(byField, own)).toEqual({
      status: 422,
      fields: { phone: ['This phone number belongs to another account.'], email: ['Another account already uses this email. Enter a different one.'] },
    });
    expect(refusal(asText, own)).toEqual({ status: 422, text: 'This phone number belongs to another account.', code: 'phone_taken' });
  });

  it('words it in the language it is asked for, before the document follows a switch to it', async () => {
    const coded = await thrownFor(json(422, { result: 'კოდს ვადა გაუვიდა', code: 'code_expired' }));
    const uncoded = await thrownFor(json(422, { result: 'ბანერების სია შეიცვალა' }));
    onPage('en');
    expect(refusalText(refusal(coded, {}, 'ru'))).toBe('Срок действия кода истёк. Запросите новый код и введите его.');
    expect(refusalText(refusal(uncoded, {}, 'ka'))).toBe('ბანერების სია შეიცვალა');
  });
});
