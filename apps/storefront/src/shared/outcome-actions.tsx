import { Button } from '@aurelia/ui';
import { Link } from 'react-router';

export interface OutcomeLink {
  to: string;
  label: string;
  variant: 'primary' | 'secondary' | 'ghost';
}

/** The ways on from an outcome page (an order's, a payment's): one button each, in the order given. */
export function OutcomeActions({ links }: { links: readonly OutcomeLink[] }) {
  return (
    <div className="sf-outcome__actions">
      {links.map((link) => (
        <Button key={link.to} asChild variant={link.variant}>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ))}
    </div>
  );
}
