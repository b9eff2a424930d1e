import { mixed, object, string } from 'yup';
import { imageFileProblem, imageProblem } from '../../../domain/image-file';
import type { Rules } from '../../../domain/rules';
import type { AdminTexts } from '../../../i18n/admin.ka';
import { webLink } from '../shared/web-link';

/** Why a chosen file cannot be a banner, or null when it can: checked before anything is sent. */
export function bannerFileProblem(file: { type: string; size: number }, t: AdminTexts['banners']): string | null {
  const problem = imageProblem(file);
  return problem && t[problem];
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

export const bannerSchema = (r: Rules, t: AdminTexts) =>
  object({
    image: mixed<File>()
      // an untouched file input gives no File at all
      .transform((value: unknown) => (isFile(value) && value.size > 0 ? value : undefined))
      .test(r.required)
      // the type, the size and the first bytes: a script dressed as an image is refused
      .test({
        name: 'bannerFile',
        test: async (value, context) => {
          if (!isFile(value)) return true;
          const problem = await imageFileProblem(value);
          return problem === null || context.createError({ message: t.banners[problem] });
        },
      }),
    title: string().default('').test(r.required).test(r.maxLength()),
    // optional: where one is empty the site shows the Georgian caption
    title_en: string().default('').test(r.maxLength()),
    title_ru: string().default('').test(r.maxLength()),
    link: string().default('').test(webLink(t.common.badLink)).test(r.maxLength()),
  });
