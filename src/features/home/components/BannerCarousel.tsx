import { localized } from '../../../domain/localized';
import { useQuery } from '@tanstack/react-query';
import { mediaUrl } from '../../../config/media';
import { useSiteOrigin } from '../../../config/site-origin';
import { homeTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Carousel } from '../../../ui/carousel/Carousel';
import { bannersQuery } from '../api/queries';
import { bannerHref } from '../banner-link';

/** The main-page banners (GET /api/banners) in the carousel; nothing shows when there are none. */
export function BannerCarousel() {
  const { data, isError } = useQuery(bannersQuery());
  const t = useTexts(homeTexts).banners;
  const lang = useLang();
  const origin = useSiteOrigin();

  // a banner is decoration: when they fail to load the page simply goes on without them
  if (isError) return null;
  if (data === undefined) return <div className="home-banners__skeleton" aria-hidden="true" />;
  if (data.result.length === 0) return null;
  const banners = [...data.result].sort((a, b) => a.position - b.position);
  return (
    <Carousel
      label={t.label}
      texts={t}
      slides={banners.map((banner, index) => {
        const picture = (
          <figure className="home-banner">
            <img src={mediaUrl(banner.image)} alt="" loading={index === 0 ? 'eager' : 'lazy'} />
            <figcaption className="home-banner__caption">{localized(banner, 'title', lang)}</figcaption>
          </figure>
        );
        const href = bannerHref(banner.link, lang, origin);
        return {
          id: banner.id,
          label: localized(banner, 'title', lang),
          content: href ? (
            <a className="home-banner__link" href={href}>
              {picture}
            </a>
          ) : (
            picture
          ),
        };
      })}
    />
  );
}
