import { useMemo, useRef } from 'react';
import { toFormData } from '../../../api/form-data';
import { notify } from '../../../state/notifications';
import { Button } from '../../../ui/button/Button';
import { IMAGE_ACCEPT } from '../../../domain/image-file';
import { useRules } from '../../../domain/rules';
import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { useLeaveGuard } from '../../../ui/form/use-leave-guard';
import { useAddBanner } from './api/mutations';
import { bannerSchema } from './banner-file';

/** Adds a banner: the image is checked (an image, at most 10 MB) before anything is sent; leaving it filled in is asked about. */
export function AddBannerForm() {
  const texts = useTexts(adminTexts);
  const t = texts.banners;
  const r = useRules();
  const schema = useMemo(() => bannerSchema(r, texts), [r, texts]);
  const box = useRef<HTMLElement>(null);
  const add = useAddBanner();
  const f = useForm({
    schema,
    onSubmit: async ({ image, title, title_en, title_ru, link }) => {
      if (!image) return;
      try {
        const body = { image, title, title_en: title_en || undefined, title_ru: title_ru || undefined, link: link || undefined };
        await add.mutateAsync({ body, bodySerializer: toFormData });
      } catch (error) {
        f.refuse(error);
        return;
      }
      notify('success', t.added);
      // felte listens for the form's reset and empties its values too
      box.current?.querySelector('form')?.reset();
    },
  });
  useLeaveGuard(f.changed());
  return (
    <section ref={box} className="banner-form" aria-labelledby="banner-form-title">
      <h2 id="banner-form-title" className="banner-form__title">
        {t.addTitle}
      </h2>
      <form ref={f.form} noValidate className="banner-form__fields">
        <TextField name="image" type="file" accept={IMAGE_ACCEPT} label={t.image} hint={t.imageHint} error={f.error('image')} />
        <TextField name="title" label={t.title} hint={t.titleHint} autoComplete="off" error={f.error('title')} />
        <TextField name="title_en" label={t.titleEn} lang="en" optional autoComplete="off" error={f.error('title_en')} />
        <TextField name="title_ru" label={t.titleRu} lang="ru" optional autoComplete="off" error={f.error('title_ru')} />
        <TextField name="link" type="url" label={t.link} optional autoComplete="off" placeholder="https://" error={f.error('link')} />
        <Button type="submit" busy={f.submitting}>
          {t.add}
        </Button>
      </form>
    </section>
  );
}
