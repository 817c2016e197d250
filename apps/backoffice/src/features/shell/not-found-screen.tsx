import { Link } from 'react-router';
import { Screen } from '../../app/screen';

export function NotFoundScreen() {
  return (
    <Screen title="Nothing here">
      <p>
        This address is not part of the back office. <Link to="/">Go to the start</Link>.
      </p>
    </Screen>
  );
}
