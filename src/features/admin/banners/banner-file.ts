import { mixed, object, string } from 'yup';
import { imageProblem } from '../../../domain/image-file';
import { maxLength, required } from '../../../domain/rules';
import { adminKa } from '../../../i18n/admin.ka';
import { webLink } from '../shared/web-link';

/** Why a chosen file cannot be a banner, or null when it can: checked before anything is sent. */
export function bannerFileProblem(file: { type: string; size: number }): string | null {
  const problem = imageProblem(file);
  return problem && adminKa.banners[problem];
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

export const bannerSchema = object({
  image: mixed<File>()
    // an untouched file input gives no File at all
    .transform((value: unknown) => (isFile(value) && value.size > 0 ? value : undefined))
    .test(required)
    .test({ name: 'bannerFile', test: (value, context) => !isFile(value) || bannerFileProblem(value) === null || context.createError({ message: bannerFileProblem(value) ?? '' }) }),
  title: string().default('').test(required).test(maxLength()),
  link: string().default('').test(webLink).test(maxLength()),
});
