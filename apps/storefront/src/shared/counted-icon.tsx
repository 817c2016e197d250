import { Icon, type IconName } from '@aurelia/ui';

/** A header button's icon and its count badge; the badge is hidden from the name, which says the count itself. */
export function CountedIcon({ icon, count }: { icon: IconName; count: number }) {
  return (
    <>
      <Icon name={icon} size={20} />
      {count > 0 && (
        <span className="sf-count" aria-hidden="true">
          {count}
        </span>
      )}
    </>
  );
}
