import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { paths } from '../../../api/schema.gen';
import { walletHistoryQuery } from '../../../api/wallet';
import { formatDateTime, formatGel } from '../../../domain/format';
import { localized } from '../../../domain/localized';
import { appTexts, profileTexts } from '../../../i18n/catalogues';
import type { ProfileTexts } from '../../../i18n/profile.ka';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { useSession } from '../../../state/session';
import { QueryView } from '../../../ui/load/QueryView';
import { Pager } from '../../../ui/pager/Pager';
import { PaymentBanner } from '../components/PaymentBanner';
import { ProfileLayout } from '../layout/ProfileLayout';
import { TopUpForm } from './TopUpForm';
import { useTopUpCredited } from './use-top-up-credited';
import './my-wallet.css';

type TransactionPage = paths['/client-api/wallet/transactions']['get']['responses'][200]['content']['application/json']['result'];

/** My wallet (§2 MyWallet): the balance in GEL with 2 decimals, top-up by card, and the history. */
export function MyWalletPage() {
  const { screens, leads } = useTexts(appTexts);
  const t = useTexts(profileTexts).wallet;
  const lang = useLang();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  // the previous page stays while the next loads
  const history = useQuery({ ...walletHistoryQuery(page), placeholderData: keepPreviousData });
  const check = useTopUpCredited();

  return (
    <ProfileLayout title={screens.MyWallet} lead={leads.MyWallet}>
      <PaymentBanner place="wallet" check={check} />
      <div className="wallet">
        <section className="wallet__balance" aria-labelledby="wallet-balance">
          <h2 id="wallet-balance" className="wallet__label">
            {t.balance}
          </h2>
          <p className="wallet__amount">{user ? formatGel(user.balance, lang) : '—'}</p>
        </section>
        <TopUpForm />
      </div>
      <section className="wallet__history" aria-labelledby="wallet-history">
        <h2 id="wallet-history" className="wallet__heading">
          {t.history}
        </h2>
        <QueryView query={history} icon="wallet">
          {(data) => <History history={data.result} loading={history.isPlaceholderData} onPage={setPage} />}
        </QueryView>
      </section>
    </ProfileLayout>
  );
}

/** What a row is, for a screen reader: a refund also adds money, but it is no top-up. */
function rowKind(item: TransactionPage['data'][number], t: ProfileTexts['wallet']): string {
  if (item.source === 'refund') return t.refund;
  return item.type === 'deposit' ? t.deposit : t.debit;
}

function History({ history, loading, onPage }: { history: TransactionPage; loading: boolean; onPage: (page: number) => void }) {
  const t = useTexts(profileTexts).wallet;
  const lang = useLang();
  const shown = useDeferredValue(history);
  if (shown.data.length === 0) return <p className="wallet__empty">{t.emptyHistory}</p>;
  return (
    <>
      <ul className="wallet__items" aria-busy={loading || shown !== history || undefined}>
        {shown.data.map((item) => (
          <li key={item.id} className={`wallet__item wallet__item--${item.type}`}>
            <span className="wallet__sign" aria-hidden="true">
              {item.type === 'deposit' ? '+' : '−'}
            </span>
            <span className="wallet__what">
              <span className="wallet__description">{localized(item, 'description', lang)}</span>
              <time dateTime={item.created_at}>{formatDateTime(item.created_at, lang)}</time>
            </span>
            <span className="wallet__sum">
              <span className="visually-hidden">{rowKind(item, t)}: </span>
              {item.type === 'deposit' ? '+' : '−'}
              {formatGel(item.amount, lang)}
            </span>
          </li>
        ))}
      </ul>
      <Pager page={shown.current_page} last={shown.last_page} onPage={onPage} />
    </>
  );
}
