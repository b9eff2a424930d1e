import { useState } from 'react';
import { api } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { adminKa } from '../../../i18n/admin.ka';
import { ka } from '../../../i18n/ka';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import { AdminLayout } from '../layout/AdminLayout';
import { LoadState } from '../shared/LoadState';
import { useResource } from '../shared/use-resource';
import { AddBannerForm } from './AddBannerForm';
import { movedIds } from './banner-order';
import { BannerList } from './BannerList';
import './banners.css';

type Banner = components['schemas']['Banner'];

/** Banners (§6): the main-page carousel's banners, added, reordered and removed here. */
export function BannersPage() {
  const t = adminKa.banners;
  const banners = useResource(async () => {
    const { data } = await api.GET('/admin-api/banners');
    return data?.result ?? null;
  }, 'banners');
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState<{ id: number; step: -1 | 1 } | null>(null);

  async function move(banner: Banner, step: -1 | 1) {
    const ids = movedIds((banners.data ?? []).map((b) => b.id), banner.id, step);
    setBusy(true);
    const { data } = await api.PUT('/admin-api/banners/order', { body: { ids } });
    // the answer is the order as saved; after a refusal the list is fetched again as the server has it
    if (data) {
      banners.replace(data.result);
      notify('success', t.moved);
    } else await banners.reload();
    setBusy(false);
    setFocus({ id: banner.id, step });
  }

  async function remove(banner: Banner) {
    const sure = await askConfirm({ title: t.removeTitle, text: t.removeText(banner.title), confirmLabel: adminKa.common.delete, danger: true });
    if (!sure) return;
    setBusy(true);
    const { error } = await api.DELETE('/admin-api/banners/{id}', { params: { path: { id: banner.id } } });
    if (!error) notify('success', t.removed);
    await banners.reload();
    setBusy(false);
  }

  return (
    <AdminLayout title={ka.screens.AdminBanners}>
      <div className="banners">
        <section className="banners__list" aria-label={t.caption}>
          <LoadState status={banners.status} onRetry={() => void banners.reload()} empty={banners.data?.length === 0 && t.empty}>
            <BannerList
              banners={banners.data ?? []}
              busy={busy}
              focus={focus}
              onMove={(banner, step) => void move(banner, step)}
              onRemove={(banner) => void remove(banner)}
            />
          </LoadState>
        </section>
        <AddBannerForm onAdded={banners.reload} />
      </div>
    </AdminLayout>
  );
}
