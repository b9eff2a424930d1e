import { useRef } from 'react';
import { $api } from '../../api/queries';
import { formatPhone } from '../../domain/format';
import { listingUiTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';

interface Props {
  /** a listing id (profile 0) or a user id (profile 1) */
  id: number;
  profile: 0 | 1;
  /** a class for the revealed number (a larger one beside a listing) */
  numberClass?: string;
}

/**
 * 'Show phone' (POST /client-api/show-phone, a mutation as the contract's method says: sent on the
 * click only); the number then shows as +XXX XXX XXX-XXX, a tel: link.
 */
export function ShowPhoneButton({ id, profile, numberClass }: Props) {
  const t = useTexts(listingUiTexts).phone;
  const reveal = $api.useMutation('post', '/client-api/show-phone');
  const phone = reveal.data?.result.phone;
  // the number takes the button's place, and its focus: a keyboard user goes on from there
  const focused = useRef(false);
  return phone ? (
    <a
      ref={(link) => {
        if (link && focused.current) link.focus();
        focused.current = false;
      }}
      className={`button button--primary${numberClass ? ` ${numberClass}` : ''}`}
      href={`tel:${phone}`}
    >
      <Icon name="phone" size={18} />
      <span className="visually-hidden">{t.label}: </span>
      {formatPhone(phone)}
    </a>
  ) : (
    <Button
      busy={reveal.isPending}
      onClick={(event) => {
        focused.current = document.activeElement === event.currentTarget;
        reveal.mutate({ body: { id, profile } });
      }}
    >
      <Icon name="phone" size={18} /> {t.show}
    </Button>
  );
}
