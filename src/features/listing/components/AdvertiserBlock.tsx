import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { personName } from '../../../domain/person';
import { langMark } from '../../../domain/written-in';
import { listingTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { useSession } from '../../../state/session';
import { Avatar } from '../../../ui/avatar/Avatar';
import { ShowPhoneButton } from '../../../ui/show-phone/ShowPhoneButton';
import { WriteMessageButton } from '../../../ui/write-message/WriteMessageButton';
import type { Listing } from '../../../domain/listing';

/** Who placed the listing, with 'show phone' and 'write message'. */
export function AdvertiserBlock({ listing }: { listing: Listing }) {
  const { user: me } = useSession();
  const t = useTexts(listingTexts).advertiser;
  const lang = useLang();
  const { user } = listing;

  return (
    <section className="listing-section listing-advertiser" aria-labelledby="listing-advertiser-title">
      <h2 id="listing-advertiser-title" className="visually-hidden">
        {t.title}
      </h2>
      <Link href={paths.publicUser.href(user.id)} className="listing-advertiser__person">
        <Avatar name={user.name} image={user.image} size={56} />
        <span>
          <span className="listing-advertiser__name" lang={langMark(personName(user), lang)}>
            {personName(user)}
          </span>
          <span className="listing-advertiser__more">{t.profile}</span>
        </span>
      </Link>
      <div className="listing-advertiser__actions">
        <ShowPhoneButton id={listing.id} profile={0} numberClass="listing-advertiser__phone" />
        {me?.id !== user.id && <WriteMessageButton recipientId={user.id} announcementId={listing.id} />}
      </div>
    </section>
  );
}
