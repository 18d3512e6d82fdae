import { seedRuleTables } from './modules/market-data/seed-rule-tables.ts';
import { accountStatus } from '@psc/core/accounts/account-status';
import { defaultPlans } from '@psc/core/accounts/plans';
import { demoNewsDrafts } from '@psc/core/news/demo-news';
import type { Deps } from './deps.ts';
import { publishNews } from './modules/news/publish-news.ts';
import { seedBillingCatalogue } from './modules/billing/subscriptions/manage-catalogue.ts';
import { priceTerms } from './modules/billing/subscriptions/billing-terms.ts';

export type DemoSignIn = { email: string; password: string; role: string; account: string };

const teamPassword = 'Demo-Team-2026!';
const trialPassword = 'Demo-Trial-2026!';

export const demoSignIns: DemoSignIn[] = [
  {
    email: 'admin@demo-team.example',
    password: teamPassword,
    role: 'Administrator (default admin)',
    account: 'Demo Sugar Trading (Team, paid)',
  },
  {
    email: 'user@demo-team.example',
    password: teamPassword,
    role: 'Full User',
    account: 'Demo Sugar Trading (Team, paid)',
  },
  {
    email: 'viewer@demo-team.example',
    password: teamPassword,
    role: 'Viewer',
    account: 'Demo Sugar Trading (Team, paid)',
  },
  {
    email: 'trial@demo-trial.example',
    password: trialPassword,
    role: 'Administrator (default admin)',
    account: 'Demo Trial Desk (Free trial)',
  },
];

/** Reference rows every installation needs; safe to run on every start. */
export const seedReferenceData = async (
  deps: Pick<
    Deps,
    | 'accountsRepository'
    | 'settingsRepository'
    | 'config'
    | 'catalogueRepository'
    | 'ruleTablesRepository'
    | 'referenceData'
    | 'clock'
  >,
): Promise<void> => {
  await deps.accountsRepository.upsertPlans(defaultPlans.map((plan) => ({ ...plan })));
  await seedRuleTables(deps);
  await seedBillingCatalogue(deps);
  await deps.settingsRepository.ensureDefaults(deps.config.defaultAppSettings);
};

/** Demo accounts, created once: a paid Team account with admin, full user and viewer, and a free-trial account. */
/** A demo coupon for trying the purchase: 20 % off the first payment. */
export const demoCoupon = {
  id: 'TRADER20',
  name: '20 % off the first payment',
  percentOff: 20,
  duration: 'once',
} as const;

export const seedDemoData = async (
  deps: Pick<
    Deps,
    | 'accountsRepository'
    | 'passwordHasher'
    | 'clock'
    | 'config'
    | 'database'
    | 'catalogueRepository'
    | 'subscriptionsRepository'
  >,
): Promise<boolean> => {
  await deps.catalogueRepository.insertCouponIfMissing({ ...demoCoupon });
  if (await deps.accountsRepository.findIdByDefaultEmail('admin@demo-team.example')) return false;
  const now = deps.clock.now();
  const [teamHash, trialHash] = await Promise.all([
    deps.passwordHasher.hash(teamPassword),
    deps.passwordHasher.hash(trialPassword),
  ]);
  const person = (
    email: string,
    firstname: string,
    lastname: string,
    permissions: 'A' | 'U' | 'V',
    passwordHash: string,
  ) => ({
    email,
    firstname,
    lastname,
    permissions,
    passwordHash,
    dateAdded: new Date(now.getTime() - 30 * 86_400_000),
    datePasswordLastChanged: new Date(now.getTime() - 30 * 86_400_000),
  });
  await deps.database.db.transaction(async (tx) => {
    const team = await deps.accountsRepository.insertAccountWithAdmin(
      {
        name: 'Demo Sugar Trading',
        companyName: 'Demo Sugar Trading Ltd',
        firstName: 'Ada',
        lastName: 'Admin',
        country: 'GB',
        city: 'London',
        currencyCode: 'USD',
        dateAdded: new Date(now.getTime() - 90 * 86_400_000),
        defaultEmail: 'admin@demo-team.example',
        currentPlanId: 3,
        numberOfUsers: 5,
        numberOfEditors: 5,
        numberOfViewers: 1,
        numberOfSources: 50,
        numberOfSnapshots: 50,
        paymentLength: 'Yearly',
        status: accountStatus.paid,
        subscriptionStartDate: new Date(now.getTime() - 90 * 86_400_000),
        freePlanDurationMs: deps.config.freePlanDurationMs,
      },
      person('admin@demo-team.example', 'Ada', 'Admin', 'A', teamHash),
      tx,
    );
    await deps.accountsRepository.insertPerson(
      team.accountId,
      person('user@demo-team.example', 'Ulrich', 'User', 'U', teamHash),
      tx,
    );
    await deps.accountsRepository.insertPerson(
      team.accountId,
      person('viewer@demo-team.example', 'Vera', 'Viewer', 'V', teamHash),
      tx,
    );
    // The paid account runs a real subscription, so its Details tab shows the plan, the price table and the renewal
    // like any customer's (issue 12 item 23), priced by the catalogue as a purchase would be.
    const started = new Date(now.getTime() - 90 * 86_400_000);
    const account = await deps.subscriptionsRepository.findAccount(team.accountId, tx);
    if (!account) throw new Error('demo team account missing');
    const terms = { planId: 3, numberOfUsers: 5, currency: 'USD', paymentFrequency: 'Yearly' as const };
    const priced = await priceTerms(
      deps,
      { account, subscription: null, couponCode: null, extraDataSets: 0, now: started, ...terms },
      tx,
    );
    await deps.subscriptionsRepository.saveSubscription(
      {
        accountId: team.accountId,
        ...terms,
        extraDataSets: 0,
        status: 'active',
        startedAt: started,
        currentPeriodStart: priced.periodStart,
        currentPeriodEnd: priced.periodEnd,
        paidForPeriod: priced.quote.periodTotal,
      },
      tx,
    );
    await deps.accountsRepository.insertAccountWithAdmin(
      {
        name: 'Demo Trial Desk',
        companyName: 'Demo Trial Desk',
        firstName: 'Tom',
        lastName: 'Trial',
        currencyCode: 'USD',
        dateAdded: now,
        defaultEmail: 'trial@demo-trial.example',
        currentPlanId: 1,
        status: accountStatus.free,
        freePlanDurationMs: deps.config.freePlanDurationMs,
      },
      {
        ...person('trial@demo-trial.example', 'Tom', 'Trial', 'A', trialHash),
        dateAdded: now,
        datePasswordLastChanged: now,
      },
      tx,
    );
  });
  return true;
};

/** Demo news when there is none yet, published like any other (sanitised, in one transaction). */
export const seedDemoNews = async (
  deps: Pick<Deps, 'newsRepository' | 'clock' | 'database' | 'referenceData'>,
): Promise<boolean> => {
  if ((await deps.newsRepository.count()) > 0) return false;
  await publishNews(deps, demoNewsDrafts(deps.referenceData.demoNews, deps.clock.now()));
  return true;
};
