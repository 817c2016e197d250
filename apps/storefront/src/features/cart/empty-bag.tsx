import { Button, EmptyState } from '@aurelia/ui';
import { Link } from 'react-router';

/** The empty bag: the bag page, checkout and the drawer say it alike, each with its own line and a way to the shop. */
export function EmptyBag({
  description,
  variant = 'primary',
  onNavigate,
}: {
  description: string;
  variant?: 'primary' | 'secondary';
  onNavigate?: () => void;
}) {
  return (
    <EmptyState
      icon="cart"
      title="Your bag is empty"
      description={description}
      action={
        <Button asChild variant={variant}>
          <Link to="/" onClick={onNavigate}>
            Discover jewellery
          </Link>
        </Button>
      }
    />
  );
}
