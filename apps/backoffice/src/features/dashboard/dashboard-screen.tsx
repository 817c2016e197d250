import { Skeleton } from '@aurelia/ui';
import { Link } from 'react-router';
import { rupees } from '../../app/format';
import { Screen } from '../../app/screen';
import { useServices } from '../../app/services';
import { useLoad } from '../../app/use-load';
import { DaysChart } from './days-chart';

/** Today's orders and revenue, what waits for the team (each a link to the list so filtered), and the last days. */
export function DashboardScreen() {
  const { call } = useServices();
  const { data, refused } = useLoad('dashboard', () => call('getDashboard').then((answer) => answer.data));

  const waiting = data && [
    { label: 'To pack', count: data.waiting.to_pack, to: '/orders?status=confirmed&fulfilment=delivery' },
    { label: 'To ship', count: data.waiting.to_ship, to: '/orders?status=packed' },
    { label: 'Ready for pick-up', count: data.waiting.ready_for_pickup, to: '/orders?status=ready_for_pickup' },
    { label: 'Returns requested', count: data.waiting.returns_requested, to: '/orders?return=requested' },
  ];

  return (
    <Screen title="Dashboard" refused={refused}>
      {!data && !refused && <Skeleton height="8rem" />}
      {data && waiting && (
        <>
          <section aria-labelledby="today" className="bo-cards">
            <h2 id="today" className="au-sr-only">
              Today
            </h2>
            <div className="bo-card">
              <p className="bo-card__label">Orders today</p>
              <p className="bo-card__figure">{data.today.orders}</p>
            </div>
            <div className="bo-card">
              <p className="bo-card__label">Revenue today</p>
              <p className="bo-card__figure">{rupees(data.today.revenue)}</p>
            </div>
          </section>
          <section aria-labelledby="waiting" className="bo-stack">
            <h2 id="waiting" className="bo-subtitle">
              What waits
            </h2>
            <ul className="bo-cards">
              {waiting.map((item) => (
                <li key={item.label} className="bo-card">
                  <Link to={item.to} className="bo-card__link">
                    <span className="bo-card__label">{item.label}</span>
                    <span className="bo-card__figure">{item.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <DaysChart days={data.days} />
        </>
      )}
    </Screen>
  );
}

