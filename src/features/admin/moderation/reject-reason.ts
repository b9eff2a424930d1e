// The reason of a rejection as POST /api/reject-reason takes it: the category in every language it
// has a name in (the owner reads it in theirs), and the moderator's message.
import type { components, paths } from '../../../api/schema.gen';

type RejectCategory = components['schemas']['RejectCategory'];

export type RejectReason = Omit<paths['/api/reject-reason']['post']['requestBody']['content']['application/json'], 'announcement_id'>;

/** The reason for a category and message; a name the category does not have is left out. */
export const rejectReason = ({ name_ge, name_en, name_ru }: Pick<RejectCategory, 'name_ge' | 'name_en' | 'name_ru'>, message: string): RejectReason => ({
  reject_category_ge: name_ge,
  ...(name_en ? { reject_category_en: name_en } : {}),
  ...(name_ru ? { reject_category_ru: name_ru } : {}),
  reject_message: message,
});

/** Whether two reasons say the same, in every language. */
export const sameReason = (a: RejectReason, b: RejectReason): boolean =>
  a.reject_category_ge === b.reject_category_ge &&
  a.reject_category_en === b.reject_category_en &&
  a.reject_category_ru === b.reject_category_ru &&
  a.reject_message === b.reject_message;
