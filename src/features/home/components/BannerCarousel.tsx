import { api } from '../../../api/client';
import { mediaUrl } from '../../../config/media';
import { homeKa } from '../../../i18n/home.ka';
import { Carousel } from '../../../ui/carousel/Carousel';
import { failed, loaded, useLoad } from '../../../ui/load/use-load';

/** The main-page banners (GET /api/banners) in the carousel; nothing shows when there are none. */
export function BannerCarousel() {
  const banners = useLoad(async () => {
    const { data } = await api.GET('/api/banners');
    return data ? loaded([...data.result].sort((a, b) => a.position - b.position)) : failed();
  }, []);

  if (banners.status === 'loading') return <div className="home-banners__skeleton" aria-hidden="true" />;
  // a banner is decoration: when they fail to load the page simply goes on without them
  if (banners.status === 'error' || banners.data.length === 0) return null;
  return (
    <Carousel
      label={homeKa.banners.label}
      texts={homeKa.banners}
      slides={banners.data.map((banner, index) => {
        const picture = (
          <figure className="home-banner">
            <img src={mediaUrl(banner.image)} alt="" loading={index === 0 ? 'eager' : 'lazy'} />
            <figcaption className="home-banner__caption">{banner.title}</figcaption>
          </figure>
        );
        return {
          id: banner.id,
          label: banner.title,
          content: banner.link ? (
            <a className="home-banner__link" href={banner.link}>
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
