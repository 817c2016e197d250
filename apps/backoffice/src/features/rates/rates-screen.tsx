import { METAL_RATE_CHANGES_LISTED, type MetalRate, type MetalRateChange, type MetalRates } from '@aurelia/contracts';
import { formatCount } from '@aurelia/domain';
import { Skeleton } from '@aurelia/ui';
import { useState } from 'react';
import { may } from '../../app/access';
import { when } from '../../app/format';
import { useAppSelector } from '../../app/hooks';
import { Screen } from '../../app/screen';
import { useServices } from '../../app/services';
import { useLoad } from '../../app/use-load';
import { perGram, piecesText } from './rate-entry';
import { SetRateForm } from './set-rate-form';

/** Newest first by when they were set; the id settles two set in the same moment. */
function newestFirst(changes: readonly MetalRateChange[]): MetalRateChange[] {
  return [...changes].sort((a, b) => Date.parse(b.set_at) - Date.parse(a.set_at) || b.id - a.id);
}

/**
 * The day's metal rates: each purity's rate per gram in force and the pieces priced by it, the latest changes,
 * and for a role that may set them a form to set one. Setting a rate re-prices its pieces on the server at once.
 */
export function RatesScreen() {
  const { call } = useServices();
  const staff = useAppSelector((state) => state.session.signedIn?.staff);
  const { data, refused } = useLoad('metal-rates', () => call('getMetalRates').then((answer) => answer.data));
  // The answer to a rate set carries every rate after it, so the screen shows that rather than loading again.
  const [latest, setLatest] = useState<MetalRates | null>(null);
  const canSet = may(staff, 'rates.set');
  const shown = latest ?? data;

  const onSet = (change: MetalRateChange, rates: MetalRate[]) => {
    setLatest((before) => {
      const changes = (before ?? data)?.changes ?? [];
      return { rates, changes: [change, ...changes.filter((entry) => entry.id !== change.id)].slice(0, METAL_RATE_CHANGES_LISTED) };
    });
  };

  return (
    <Screen title="Metal rates" refused={refused}>
      <p>Every piece is priced from its purity’s rate per gram. A new rate re-prices those pieces at once; orders keep the prices they were placed at.</p>
      {!canSet && <p>Your role may read the rates; an admin sets them.</p>}
      {!shown && !refused && <Skeleton height="12rem" />}
      {shown && (
        <>
          {canSet ? (
            <div className="bo-columns">
              <RatesInForce rates={shown.rates} />
              <div className="bo-panel">
                <SetRateForm rates={shown.rates} onSet={onSet} />
              </div>
            </div>
          ) : (
            <RatesInForce rates={shown.rates} />
          )}
          <LatestChanges changes={shown.changes} rates={shown.rates} />
        </>
      )}
    </Screen>
  );
}

/** When a rate was set, under it: a narrow column breaks between the day and the time, never inside them. */
function SetAt({ iso }: { iso: string }) {
  const text = when(iso);
  const cut = text.lastIndexOf(', ');
  return (
    <span className="bo-rates__when">
      {'set\u00a0'}
      <time dateTime={iso}>
        {cut < 0 ? (
          text
        ) : (
          <>
            <span>{text.slice(0, cut + 1)}</span> <span>{text.slice(cut + 2)}</span>
          </>
        )}
      </time>
    </span>
  );
}

/** Three columns rather than four, so the table fits a 320 px screen with no sideways scroll. */
function RatesInForce({ rates }: { rates: readonly MetalRate[] }) {
  return (
    <section aria-labelledby="rates-title" className="bo-panel">
      <h2 id="rates-title" className="bo-subtitle">
        Rates in force
      </h2>
      <table className="bo-table bo-rates">
        <caption className="au-sr-only">Rate per gram of each purity, when it was set and the pieces priced by it</caption>
        <thead>
          <tr>
            <th scope="col">Purity</th>
            <th scope="col" className="bo-num">
              Rate per gram
            </th>
            <th scope="col" className="bo-num">
              Pieces
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <RateInForce key={rate.purity} rate={rate} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function RateInForce({ rate }: { rate: MetalRate }) {
  return (
    <tr>
      <th scope="row">{rate.title}</th>
      <td className="bo-num">
        {rate.rate_per_gram === null ? (
          'No rate yet'
        ) : (
          <>
            <span className="bo-rates__figure">{perGram(rate.rate_per_gram)}</span> {rate.set_at && <SetAt iso={rate.set_at} />}
          </>
        )}
      </td>
      <td className="bo-num">{formatCount(rate.pieces)}</td>
    </tr>
  );
}

function LatestChanges({ changes, rates }: { changes: readonly MetalRateChange[]; rates: readonly MetalRate[] }) {
  const titles = new Map(rates.map((rate) => [rate.purity, rate.title]));
  return (
    <section aria-labelledby="changes-title" className="bo-panel">
      <h2 id="changes-title" className="bo-subtitle">
        Latest changes
      </h2>
      {changes.length === 0 ? (
        <p className="bo-muted">No rate has been set yet.</p>
      ) : (
        <ol className="bo-list bo-changes">
          {newestFirst(changes).map((change) => (
            <li key={change.id} className="bo-change">
              <p className="bo-line__head">
                <span>{titles.get(change.purity) ?? change.purity}</span>
                <span>
                  {change.previous_rate_per_gram === null
                    ? `First rate: ${perGram(change.rate_per_gram)}`
                    : `${perGram(change.previous_rate_per_gram)} → ${perGram(change.rate_per_gram)}`}
                </span>
              </p>
              <p className="bo-muted">
                {change.set_by?.name ?? 'The shop'}, <time dateTime={change.set_at}>{when(change.set_at)}</time> · {piecesText(change.pieces_repriced)} re-priced
              </p>
              <p>Why: {change.reason}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
