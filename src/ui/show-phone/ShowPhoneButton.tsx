import { useState } from 'react';
import { api } from '../../api/client';
import { formatPhone } from '../../domain/format';
import { listingUiKa } from '../../i18n/listing-ui.ka';
import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';

interface Props {
  /** a listing id (profile 0) or a user id (profile 1) */
  id: number;
  profile: 0 | 1;
}

/** 'Show phone' (POST /client-api/show-phone); the number then shows as +XXX XXX XXX-XXX, a tel: link. */
export function ShowPhoneButton({ id, profile }: Props) {
  const [phone, setPhone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function reveal() {
    setBusy(true);
    const { data } = await api.POST('/client-api/show-phone', { body: { id, profile } });
    setBusy(false);
    if (data) setPhone(data.result.phone);
  }

  return phone ? (
    <a className="button button--primary show-phone" href={`tel:${phone}`}>
      <Icon name="phone" size={18} />
      <span className="visually-hidden">{listingUiKa.phone.label}: </span>
      {formatPhone(phone)}
    </a>
  ) : (
    <Button busy={busy} onClick={reveal}>
      <Icon name="phone" size={18} /> {listingUiKa.phone.show}
    </Button>
  );
}
