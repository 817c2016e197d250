// What the e2e suites (storefront-e2e, kiosk-e2e, security) share in their specs; their playwright.config.ts
// imports '@aurelia/e2e-support/playwright-config'.
export { ADMIN, ANJALI, MANAGER, MEERA, SECOND_STORE, SHOPPER, STORE, VIKRAM, type Credentials, type StaffMember } from './accounts';
export { expectNoAxeViolations } from './axe';
export { breakdown, chunkName, gzipBytes, kb, type SizedFile } from './bundle-size';
export { INDIA_TIME_OF_RUN, SHIFTED_CLOCK_MODULE, clockOffsetMs, e2eNow, e2eToday, shiftedClockEnv } from './clock';
export { failOnPageProblems } from './page-problems';
export { fillStorefrontSignIn, signInOnStorefront, signInToApi, unlockKioskThroughApi } from './sign-in';
export { linesOf } from './text-lines';
