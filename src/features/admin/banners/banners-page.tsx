import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../api/schema.gen';
import { localized } from '../../../domain/localized';
import { adminTexts, appTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import { useFocusHandOff } from '../../../ui/focus/use-focus-hand-off';
import { QueryView } from '../../../ui/load/QueryView';
import { quote } from '../../../ui/user-words/quote';
import { AdminLayout } from '../layout/AdminLayout';
import { AddBannerForm } from './AddBannerForm';
import { useDeleteBanner, useReorderBanners } from './api/mutations';
import { bannersQuery } from './api/queries';
import { movedIds } from './banner-order';
import { BannerList } from './BannerList';
import './banners.css';

type Banner = components['schemas']['Banner'];

/** Banners (§6): the main-page carousel's banners, added, reordered and removed here. */
export function BannersPage() {
  const texts = useTexts(adminTexts);
  const t = texts.banners;
  const { screens } = useTexts(appTexts);
  const lang = useLang();
  const banners = useQuery(bannersQuery());
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const [focus, setFocus] = useState<{ id: number; step: -1 | 1 } | null>(null);
  const busy = reorder.isPending || remove.isPending;
  const handOff = useFocusHandOff(banners.data?.result);

  function move(list: readonly Banner[], banner: Banner, step: -1 | 1) {
    const ids = movedIds(
      list.map((b) => b.id),
      banner.id,
      step,
    );
    reorder.mutate(
      { body: { ids } },
      {
        onSuccess: () => notify('success', t.moved),
        onSettled: () => setFocus({ id: banner.id, step }),
      },
    );
  }

  async function confirmRemove(banner: Banner) {
    const sure = await askConfirm({ title: t.removeTitle, text: quote(t.removeText, localized(banner, 'title', lang)), confirmLabel: texts.common.delete, danger: true });
    if (!sure) return;
    // the keyboard goes to the banner that takes this one's place, not back to the last one moved
    setFocus(null);
    try {
      await handOff.remove(banner.id, 'delete', () => remove.mutateAsync({ params: { path: { id: banner.id } } }));
      notify('success', t.removed);
    } catch {
      // the refusal is told like any other
    }
  }

  return (
    <AdminLayout title={screens.AdminBanners}>
      <div className="banners">
        <section className="banners__list" aria-label={t.caption}>
          <QueryView query={banners} icon="list" empty={{ title: t.empty, when: (data) => data.result.length === 0 }}>
            {({ result }) => (
              <BannerList
                banners={result}
                busy={busy}
                focus={focus}
                onMove={(banner, step) => move(result, banner, step)}
                onRemove={(banner) => void confirmRemove(banner)}
              />
            )}
          </QueryView>
        </section>
        <AddBannerForm />
      </div>
    </AdminLayout>
  );
}
