import { Button, Icon, type IconName } from '@aurelia/ui';
import { Link } from 'react-router';
import { countLabel } from '../shared/count-label';

/** An icon link in the header with a count badge (wishlist); the count is part of its name. */
export function HeaderIconLink({ to, icon, label, count }: { to: string; icon: IconName; label: string; count: number }) {
  return (
    <Button asChild variant="ghost" className="au-icon-button sf-header__icon">
      <Link to={to} aria-label={countLabel(label, count)} title={label}>
        <Icon name={icon} size={20} />
        {count > 0 && (
          <span className="sf-count" aria-hidden="true">
            {count}
          </span>
        )}
      </Link>
    </Button>
  );
}
