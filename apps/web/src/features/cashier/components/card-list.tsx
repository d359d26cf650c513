import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardType, MAX_BOUND_CARDS, MAX_USDT_ADDRESSES, type BoundCard } from '@portal/contracts';
import { LoadError, Spinner } from '../../../components/states';
import { useCards } from '../api/get-cards';
import { useDeleteCard } from '../api/delete-card';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { ConfirmDialog } from './confirm-dialog';
import { CardChip, EmptyWalletArt, UsdtCoin } from './pay-way-art';

/** 6222 **** **** 1234: the first and last four digits of a card number. */
export function maskCardNo(no: string): string {
  const digits = no.replace(/\s+/g, '');
  if (digits.length <= 8) return digits;
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}
/** TQn9Y2…h8Tcpn: the two ends of an address (the whole one is in the title). */
export function shortAddress(address: string): string {
  return address.length <= 16 ? address : `${address.slice(0, 8)}…${address.slice(-6)}`;
}

function UsdtItem({ card, onUnbind }: { card: BoundCard; onUnbind: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="bound-card is-usdt" data-testid="usdt-address">
      <div className="bound-card-top">
        <UsdtCoin size={30} />
        <span className="protocol-badge">{card.bank_owner}</span>
      </div>
      <span className="bound-card-no mono" title={card.bank_no}>
        {shortAddress(card.bank_no)}
      </span>
      <div className="bound-card-foot">
        <small>USDT-{card.bank_owner}</small>
        <button type="button" className="link-btn" onClick={onUnbind} data-testid="unbind">
          {t('cashier.unbind')}
        </button>
      </div>
    </li>
  );
}

function BankItem({ card, onUnbind }: { card: BoundCard; onUnbind: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="bound-card is-bank" data-testid="bank-card">
      <div className="bound-card-top">
        <strong>{card.bank}</strong>
        <CardChip />
      </div>
      <span className="bound-card-no mono">{maskCardNo(card.bank_no)}</span>
      <div className="bound-card-foot">
        <small>
          {card.bank_owner} · {card.bank_address}
        </small>
        <button type="button" className="link-btn" onClick={onUnbind} data-testid="unbind">
          {t('cashier.unbind')}
        </button>
      </div>
    </li>
  );
}

interface Props {
  type: CardType;
  onAdd: () => void;
}

/** The member's bound USDT addresses or bank cards; the add tile is hidden at 5 (spec §5); unbinding asks first. */
export function CardList({ type, onAdd }: Props) {
  const { t } = useTranslation();
  const cards = useCards(type);
  const remove = useDeleteCard();
  const [unbinding, setUnbinding] = useState<BoundCard | null>(null);
  const usdt = type === CardType.usdt;
  const max = usdt ? MAX_USDT_ADDRESSES : MAX_BOUND_CARDS;

  const unbind = useFormSubmit(remove, { onSuccess: () => setUnbinding(null) });
  const confirm = () => unbinding && void unbind(unbinding.id);

  if (cards.isPending) return <Spinner />;
  if (cards.isError) return <LoadError onRetry={() => void cards.refetch()} />;
  const list = cards.data;
  return (
    <>
      <ul className="bound-cards" data-testid={usdt ? 'usdt-list' : 'bank-list'}>
        {list.map((card) =>
          usdt ? (
            <UsdtItem key={card.id} card={card} onUnbind={() => setUnbinding(card)} />
          ) : (
            <BankItem key={card.id} card={card} onUnbind={() => setUnbinding(card)} />
          ),
        )}
        {list.length < max && (
          <li>
            <button type="button" className="bound-card add-card" onClick={onAdd} data-testid={usdt ? 'add-usdt' : 'add-bank'}>
              {list.length === 0 && <EmptyWalletArt />}
              <span className="add-plus" aria-hidden>
                +
              </span>
              <span>{t(usdt ? 'cashier.addUsdt' : 'cashier.addCard')}</span>
              {list.length === 0 && <small>{t(usdt ? 'cashier.noUsdt' : 'cashier.noCard')}</small>}
            </button>
          </li>
        )}
      </ul>
      <p className="hint">{t('cashier.boundCount', { n: list.length, max })}</p>
      {unbinding && (
        <ConfirmDialog
          title={t('cashier.unbindTitle')}
          text={t(usdt ? 'cashier.unbindUsdtConfirm' : 'cashier.unbindCardConfirm', {
            no: usdt ? shortAddress(unbinding.bank_no) : maskCardNo(unbinding.bank_no),
          })}
          busy={remove.isPending}
          onConfirm={confirm}
          onClose={() => setUnbinding(null)}
        />
      )}
    </>
  );
}
