import { useState } from 'react';
import { api } from '../../../api/client';
import { formatDateTime, formatGel } from '../../../domain/format';
import { ka } from '../../../i18n/ka';
import { profileKa } from '../../../i18n/profile.ka';
import { useSession } from '../../../state/session';
import { Spinner } from '../../../ui/spinner/Spinner';
import { LoadError } from '../components/LoadError';
import { Pager } from '../components/Pager';
import { PaymentBanner } from '../components/PaymentBanner';
import { ProfileLayout } from '../layout/ProfileLayout';
import { useResource } from '../use-resource';
import { TopUpForm } from './TopUpForm';
import './my-wallet.css';

/** My wallet (§2 MyWallet): the balance in GEL with 2 decimals, top-up by card, and the history. */
export function MyWalletPage() {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const history = useResource(async () => {
    const { data } = await api.GET('/client-api/wallet/transactions', { params: { query: { page } } });
    return data?.result;
  }, [page]);

  return (
    <ProfileLayout title={ka.screens.MyWallet}>
      <PaymentBanner />
      <div className="wallet">
        <section className="wallet__balance" aria-labelledby="wallet-balance">
          <h2 id="wallet-balance" className="wallet__label">
            {profileKa.wallet.balance}
          </h2>
          <p className="wallet__amount">{user ? formatGel(user.balance) : '—'}</p>
          <p className="wallet__note">{profileKa.wallet.balanceNote}</p>
        </section>
        <TopUpForm />
      </div>
      <section className="wallet__history" aria-labelledby="wallet-history">
        <h2 id="wallet-history" className="wallet__heading">
          {profileKa.wallet.history}
        </h2>
        {history.failed ? (
          <LoadError onRetry={history.reload} />
        ) : !history.data ? (
          <Spinner />
        ) : history.data.data.length === 0 ? (
          <p className="wallet__empty">{profileKa.wallet.emptyHistory}</p>
        ) : (
          <>
            <ul className="wallet__items">
              {history.data.data.map((item) => (
                <li key={item.id} className={`wallet__item wallet__item--${item.type}`}>
                  <span className="wallet__sign" aria-hidden="true">
                    {item.type === 'deposit' ? '+' : '−'}
                  </span>
                  <span className="wallet__what">
                    <span className="wallet__description">{item.description}</span>
                    <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
                  </span>
                  <span className="wallet__sum">
                    <span className="visually-hidden">{item.type === 'deposit' ? profileKa.wallet.deposit : profileKa.wallet.debit}: </span>
                    {item.type === 'deposit' ? '+' : '−'}
                    {formatGel(item.amount)}
                  </span>
                </li>
              ))}
            </ul>
            <Pager page={history.data.current_page} last={history.data.last_page} onPage={setPage} />
          </>
        )}
      </section>
    </ProfileLayout>
  );
}
