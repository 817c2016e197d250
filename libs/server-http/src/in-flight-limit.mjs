// A bound on the pages a web server renders at once. Plain Node (Connect/Express middleware), no dependencies.

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * At most `concurrency` requests run at once; up to `queue` more wait their turn, first come first served, each
 * for at most `maxWaitMs`. Past the queue, or after the wait, the answer is a 503 with Retry-After at once: when
 * the API is slow or away, requests would otherwise pile up in the server, each holding memory and a socket,
 * and every shopper would wait for all the others. A shopper who gives up leaves the queue.
 * @param {{ concurrency: number, queue: number, maxWaitMs: number, retryAfterSeconds?: number }} limits
 */
export function limitInFlight({ concurrency, queue, maxWaitMs, retryAfterSeconds = 5 }) {
  let running = 0;
  /** @type {{ start: () => void, timer: NodeJS.Timeout }[]} */
  const waiting = [];

  /** @param {ServerResponse} response */
  const refuse = (response) => {
    if (response.headersSent || response.destroyed) return;
    response.writeHead(503, {
      'Retry-After': String(retryAfterSeconds),
      'Cache-Control': 'no-store',
      'Content-Type': 'text/plain; charset=utf-8',
    });
    response.end('We’ll be right back: the shop is busy. Please try again in a moment.');
  };

  const drain = () => {
    while (running < concurrency && waiting.length > 0) {
      const entry = waiting.shift();
      if (!entry) return;
      clearTimeout(entry.timer);
      entry.start();
    }
  };

  /** @param {ServerResponse} response @param {() => void} next */
  const run = (response, next) => {
    // A shopper who left before their turn (while an earlier middleware awaited, say) is not rendered for:
    // their response has closed already, and a 'close' listener added now would never fire, so the slot
    // would be held for good.
    if (response.destroyed) return;
    running += 1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      running -= 1;
      drain();
    };
    response.once('finish', finish);
    response.once('close', finish);
    next();
  };

  /** @param {IncomingMessage} _request @param {ServerResponse} response @param {() => void} next */
  const middleware = (_request, response, next) => {
    if (response.destroyed) return;
    if (running < concurrency) return run(response, next);
    if (waiting.length >= queue) return refuse(response);
    const entry = {
      start: () => run(response, next),
      timer: setTimeout(() => {
        leave();
        refuse(response);
      }, maxWaitMs),
    };
    const leave = () => {
      const at = waiting.indexOf(entry);
      if (at >= 0) waiting.splice(at, 1);
      clearTimeout(entry.timer);
    };
    waiting.push(entry);
    response.once('close', leave);
  };
  return Object.assign(middleware, { stats: () => ({ running, waiting: waiting.length }) });
}
