import { useEffect, useRef } from 'react';
import type { components } from '../../../api/schema.gen';
import { mediaUrl } from '../../../config/media';
import { localizedMarked } from '../../../domain/localized';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { busyProps } from '../../../ui/button/busy';
import { handOffControl, handOffItem } from '../../../ui/focus/use-focus-hand-off';
import { Icon } from '../../../ui/icon/Icon';
import { NewTabLink } from '../../../ui/link/NewTabLink';
import { isWebLink } from '../shared/web-link';
import '../shared/controls.css';
import './banners.css';

type Banner = components['schemas']['Banner'];

interface Props {
  banners: readonly Banner[];
  busy: boolean;
  /** after a move, the button to keep the keyboard on: the moved banner's arrow */
  focus: { id: number; step: -1 | 1 } | null;
  onMove: (banner: Banner, step: -1 | 1) => void;
  onRemove: (banner: Banner) => void;
}

/** The carousel's banners in order, each with a preview, up/down and remove. */
export function BannerList({ banners, busy, focus, onMove, onRemove }: Props) {
  const texts = useTexts(adminTexts);
  const t = texts.banners;
  const lang = useLang();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focus) return;
    const item = list.current?.querySelector(`[data-banner="${focus.id}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-step="${focus.step}"]:not(:disabled)`);
    // at the end of the list the same arrow is disabled: the other one keeps the focus in the item
    (wanted ?? item?.querySelector<HTMLButtonElement>('[data-step]:not(:disabled)'))?.focus();
  }, [focus, banners]);

  return (
    <ol ref={list} className="banner-list" aria-label={t.caption}>
      {banners.map((banner, index) => {
        const caption = localizedMarked(banner, 'title', lang);
        return (
          <li key={banner.id} className="banner-list__item" data-banner={banner.id} {...handOffItem(banner.id)}>
            <img className="banner-list__image" src={mediaUrl(banner.image)} alt="" loading="lazy" />
            <div className="banner-list__body">
              <p className="banner-list__position">{t.position(index + 1)}</p>
              <p className="banner-list__title" lang={caption.lang}>
                {caption.text}
              </p>
              <p className="banner-list__link">
                {/* only a web address becomes a link: a javascript: or data: one stays text */}
                {!banner.link ? (
                  t.noLink
                ) : isWebLink(banner.link) ? (
                  <NewTabLink href={banner.link}>{banner.link}</NewTabLink>
                ) : (
                  banner.link
                )}
              </p>
            </div>
            <div className="banner-list__actions">
              <button
                type="button"
                className="row-button"
                data-step={-1}
                aria-label={t.up(caption.text)}
                {...busyProps({ busy, disabled: index === 0, onClick: () => onMove(banner, -1) })}
              >
                <Icon name="chevronDown" className="banner-list__up" size={18} />
              </button>
              <button
                type="button"
                className="row-button"
                data-step={1}
                aria-label={t.down(caption.text)}
                {...busyProps({ busy, disabled: index === banners.length - 1, onClick: () => onMove(banner, 1) })}
              >
                <Icon name="chevronDown" size={18} />
              </button>
              <button
                type="button"
                className="row-button row-button--danger"
                aria-label={t.remove(caption.text)}
                {...handOffControl('delete')}
                {...busyProps({ busy, onClick: () => onRemove(banner) })}
              >
                {texts.common.delete}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
