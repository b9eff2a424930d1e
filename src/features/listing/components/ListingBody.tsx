import { useId, type ReactNode } from 'react';
import { featureNames, parameterRows, proximityRows } from '../../../domain/listing-params';
import { useOptions } from '../../../domain/options';
import { langMark } from '../../../domain/written-in';
import { findYoutubeId } from '../../../domain/youtube';
import { listingTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Icon } from '../../../ui/icon/Icon';
import { VideoFacade } from '../../../ui/video/VideoFacade';
import type { Listing } from '../../../domain/listing';

/** One titled card of the detail page, named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="listing-section" aria-labelledby={id}>
      <h2 id={id} className="listing-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Description, parameters, features, proximity and video of a listing. */
export function ListingBody({ listing }: { listing: Listing }) {
  const t = useTexts(listingTexts);
  const lists = useOptions();
  const lang = useLang();
  const features = featureNames(lists, listing.features);
  const proximity = proximityRows(lists, listing.proximity);
  const video = findYoutubeId(listing.video);
  return (
    <>
      {listing.flat_description.trim() && (
        <Section title={t.description}>
          {/* server text as text; its line breaks kept by white-space: pre-line */}
          <p className="listing-description" lang={langMark(listing.flat_description, lang)}>
            {listing.flat_description}
          </p>
        </Section>
      )}
      <Section title={t.params.title}>
        <dl className="listing-params">
          {parameterRows(lists, lang, listing).map((row) => (
            <div key={row.label} className="listing-params__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      {features.length > 0 && (
        <Section title={t.features}>
          <ul className="listing-features">
            {features.map((label) => (
              <li key={label}>
                <span className="listing-features__check" aria-hidden="true">
                  ✓
                </span>
                {label}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {proximity.length > 0 && (
        <Section title={t.proximity.title}>
          <ul className="listing-proximity">
            {proximity.map((row) => (
              <li key={row.label}>
                <Icon name="pin" size={18} />
                <strong>{row.label}</strong> <span>{row.value}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {video && (
        <Section title={t.video.title}>
          <VideoFacade id={video} texts={t.video} />
        </Section>
      )}
    </>
  );
}
