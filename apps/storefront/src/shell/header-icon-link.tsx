import { Button, type IconName } from '@aurelia/ui';
import { Link } from 'react-router';
import { countLabel } from '../shared/count-label';
import { CountedIcon } from '../shared/counted-icon';

/** An icon link in the header with a count badge (wishlist); the count is part of its name. */
export function HeaderIconLink({ to, icon, label, count }: { to: string; icon: IconName; label: string; count: number }) {
  return (
    <Button asChild variant="ghost" className="au-icon-button sf-header__icon">
      <Link to={to} aria-label={countLabel(label, count)} title={label}>
        <CountedIcon icon={icon} count={count} />
      </Link>
    </Button>
  );
}
