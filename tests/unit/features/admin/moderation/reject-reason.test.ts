import { describe, expect, it } from 'vitest';
import { rejectReason, sameReason } from '../../../../../src/features/admin/moderation/reject-reason';

const message = 'ფოტოები არ შეესაბამება განცხადებას.';

describe('the reason of a rejection', () => {
  it('carries the category in every language it has a name in, whatever the page’s language', () => {
    expect(rejectReason({ name_ge: 'არასწორი ფოტოები', name_en: 'Incorrect photos', name_ru: 'Неверные фотографии' }, message)).toEqual({
      reject_category_ge: 'არასწორი ფოტოები',
      reject_category_en: 'Incorrect photos',
      reject_category_ru: 'Неверные фотографии',
      reject_message: message,
    });
  });

  it('leaves out a name the category does not have', () => {
    expect(rejectReason({ name_ge: 'სხვა', name_en: '' }, message)).toEqual({ reject_category_ge: 'სხვა', reject_message: message });
  });

  it('is the same reason only with the same category and message', () => {
    const reason = rejectReason({ name_ge: 'სხვა', name_en: 'Other' }, message);
    expect(sameReason(reason, { ...reason })).toBe(true);
    expect(sameReason(reason, { ...reason, reject_message: `${message} ` })).toBe(false);
    expect(sameReason(reason, rejectReason({ name_ge: 'სხვა' }, message))).toBe(false);
  });
});
