import { Tabs } from '@aurelia/ui';
import { useFocusOnArrival } from '../../app/focus';
import { useAppSelector } from '../../app/hooks';
import { CardPanel } from './card-panel';
import { isUnconfirmed } from './gift-cards-slice';
import { IssuePanel } from './issue-panel';

/** Gift cards at the counter: issue one paid in the store; check a balance and redeem part of a card. */
export function GiftCardsScreen() {
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  // An unconfirmed redemption (and no unconfirmed sale) opens on its tab, to be settled first.
  const opening = useAppSelector((state) => (isUnconfirmed(state.giftCards.redeem) && !isUnconfirmed(state.giftCards.issue) ? 'check' : 'issue'));
  return (
    <div className="kiosk-gift-screen">
      <h1 className="kiosk-title" tabIndex={-1} ref={heading}>
        Gift cards
      </h1>
      <Tabs
        label="Gift cards"
        className="kiosk-tabs"
        defaultValue={opening}
        items={[
          { value: 'issue', label: 'Issue a card', content: <IssuePanel /> },
          { value: 'check', label: 'Balance and redeem', content: <CardPanel /> },
        ]}
      />
    </div>
  );
}
