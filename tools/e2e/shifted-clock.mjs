/* global globalThis, Proxy */
// Loaded with `node --import` by start-api.mjs when E2E_CLOCK_OFFSET_MS is set: `Date` (`Date.now()`, `new Date()`
// and `Date()`) then reads the real clock plus that offset, and keeps running. The kiosk journeys use it to run
// the API at a known time of day (the store open, slots before and after "now"), whenever the suite runs; the
// browser's clock is moved by the same offset (Playwright's page.clock), so both sides agree. Test-only: the
// API never loads it by itself.
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS);
if (!Number.isFinite(offset)) throw new Error(`E2E_CLOCK_OFFSET_MS must be a number of milliseconds, not "${process.env.E2E_CLOCK_OFFSET_MS}"`);

const RealDate = globalThis.Date;
const shiftedNow = () => RealDate.now() + offset;

globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return args.length === 0 ? Reflect.construct(target, [shiftedNow()], newTarget) : Reflect.construct(target, args, newTarget);
  },
  apply() {
    return new RealDate(shiftedNow()).toString();
  },
  get(target, property, receiver) {
    return property === 'now' ? shiftedNow : Reflect.get(target, property, receiver);
  },
});
