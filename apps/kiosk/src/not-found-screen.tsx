import { Button } from '@aurelia/ui';
import { Link } from 'react-router';

export function NotFoundScreen() {
  return (
    <main className="kiosk-screen">
      <div className="kiosk-centre">
        <section className="kiosk-panel">
          <h1 className="kiosk-title">This screen does not exist</h1>
          <Button asChild size="xl">
            <Link to="/">Back to the kiosk</Link>
          </Button>
        </section>
      </div>
    </main>
  );
}
