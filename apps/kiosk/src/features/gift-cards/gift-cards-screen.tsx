import { Tabs } from '@aurelia/ui';
import { CardPanel } from './card-panel';
import { IssuePanel } from './issue-panel';

/** Gift cards at the counter: issue one paid in the store; check a balance and redeem part of a card. */
export function GiftCardsScreen() {
  return (
    <>
      <h1 className="kiosk-title">Gift cards</h1>
      <Tabs
        label="Gift cards"
        className="kiosk-tabs"
        items={[
          { value: 'issue', label: 'Issue a card', content: <IssuePanel /> },
          { value: 'check', label: 'Balance and redeem', content: <CardPanel /> },
        ]}
      />
    </>
  );
}
