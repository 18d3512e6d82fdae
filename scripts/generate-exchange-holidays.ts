// Writes reference-data/exchange-holidays.json from the published holiday rules of each exchange.
// Run: npx tsx scripts/generate-exchange-holidays.ts
import { writeFileSync } from 'node:fs';

const firstYear = 2010;
const lastYear = 2035;

interface Holiday {
  date: string;
  name: string;
}

const iso = (year: number, month: number, day: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const weekday = (year: number, month: number, day: number): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();
const shift = (year: number, month: number, day: number, days: number): [number, number, number] => {
  const moment = new Date(Date.UTC(year, month - 1, day + days));
  return [moment.getUTCFullYear(), moment.getUTCMonth() + 1, moment.getUTCDate()];
};
const nthWeekday = (year: number, month: number, targetWeekday: number, nth: number): number => {
  const first = weekday(year, month, 1);
  return 1 + ((targetWeekday - first + 7) % 7) + (nth - 1) * 7;
};
const lastWeekday = (year: number, month: number, targetWeekday: number): number => {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return last - ((weekday(year, month, last) - targetWeekday + 7) % 7);
};
// Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
const easterSunday = (year: number): [number, number] => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
};

// US rule: a Saturday holiday is observed on the Friday before, a Sunday one on the Monday after; New Year's Day on a
// Saturday is not observed on Friday 31 December (NYSE/ICE Futures U.S. practice).
const usObserved = (year: number, month: number, day: number, name: string): Holiday | null => {
  const dow = weekday(year, month, day);
  if (dow === 6)
    return month === 1 && day === 1
      ? null
      : { date: iso(...shift(year, month, day, -1)), name: `${name} (observed)` };
  if (dow === 0) return { date: iso(...shift(year, month, day, 1)), name: `${name} (observed)` };
  return { date: iso(year, month, day), name };
};

const iceUsHolidays = (year: number): Holiday[] => {
  const [easterMonth, easterDay] = easterSunday(year);
  const list: (Holiday | null)[] = [
    usObserved(year, 1, 1, "New Year's Day"),
    { date: iso(year, 1, nthWeekday(year, 1, 1, 3)), name: 'Martin Luther King Jr. Day' },
    { date: iso(year, 2, nthWeekday(year, 2, 1, 3)), name: "Washington's Birthday" },
    { date: iso(...shift(year, easterMonth, easterDay, -2)), name: 'Good Friday' },
    { date: iso(year, 5, lastWeekday(year, 5, 1)), name: 'Memorial Day' },
    year >= 2022 ? usObserved(year, 6, 19, 'Juneteenth') : null,
    usObserved(year, 7, 4, 'Independence Day'),
    { date: iso(year, 9, nthWeekday(year, 9, 1, 1)), name: 'Labor Day' },
    { date: iso(year, 11, nthWeekday(year, 11, 4, 4)), name: 'Thanksgiving Day' },
    usObserved(year, 12, 25, 'Christmas Day'),
  ];
  if (year === 2012)
    list.push(
      { date: '2012-10-29', name: 'Hurricane Sandy closure' },
      { date: '2012-10-30', name: 'Hurricane Sandy closure' },
    );
  return list.filter((entry): entry is Holiday => entry !== null);
};

// UK bank holidays (England and Wales); weekend holidays move to the next free weekday.
const ukHolidays = (year: number): Holiday[] => {
  const [easterMonth, easterDay] = easterSunday(year);
  const list: Holiday[] = [];
  const taken = new Set<string>();
  const addSubstitutable = (month: number, day: number, name: string): void => {
    let [y, m, d] = [year, month, day];
    let substituted = false;
    while (weekday(y, m, d) === 0 || weekday(y, m, d) === 6 || taken.has(iso(y, m, d))) {
      [y, m, d] = shift(y, m, d, 1);
      substituted = true;
    }
    taken.add(iso(y, m, d));
    list.push({ date: iso(y, m, d), name: substituted ? `${name} (substitute day)` : name });
  };
  addSubstitutable(1, 1, "New Year's Day");
  list.push({ date: iso(...shift(year, easterMonth, easterDay, -2)), name: 'Good Friday' });
  list.push({ date: iso(...shift(year, easterMonth, easterDay, 1)), name: 'Easter Monday' });
  if (year === 2020) list.push({ date: '2020-05-08', name: 'Early May bank holiday (VE Day)' });
  else list.push({ date: iso(year, 5, nthWeekday(year, 5, 1, 1)), name: 'Early May bank holiday' });
  if (year === 2012)
    list.push(
      { date: '2012-06-04', name: 'Spring bank holiday' },
      { date: '2012-06-05', name: 'Queen’s Diamond Jubilee' },
    );
  else if (year === 2022)
    list.push(
      { date: '2022-06-02', name: 'Spring bank holiday' },
      { date: '2022-06-03', name: 'Queen’s Platinum Jubilee' },
    );
  else list.push({ date: iso(year, 5, lastWeekday(year, 5, 1)), name: 'Spring bank holiday' });
  list.push({ date: iso(year, 8, lastWeekday(year, 8, 1)), name: 'Summer bank holiday' });
  addSubstitutable(12, 25, 'Christmas Day');
  addSubstitutable(12, 26, 'Boxing Day');
  if (year === 2011) list.push({ date: '2011-04-29', name: 'Royal wedding' });
  if (year === 2022) list.push({ date: '2022-09-19', name: 'State funeral of Queen Elizabeth II' });
  if (year === 2023) list.push({ date: '2023-05-08', name: 'Coronation of King Charles III' });
  return list.sort((a, b) => a.date.localeCompare(b.date));
};

// TARGET closing days, on which the ECB publishes no euro reference rates: New Year's Day, Good Friday, Easter
// Monday, Labour Day (1 May), Christmas Day and 26 December, never moved when they fall on a weekend.
const targetHolidays = (year: number): Holiday[] => {
  const [easterMonth, easterDay] = easterSunday(year);
  return [
    { date: iso(year, 1, 1), name: "New Year's Day" },
    { date: iso(...shift(year, easterMonth, easterDay, -2)), name: 'Good Friday' },
    { date: iso(...shift(year, easterMonth, easterDay, 1)), name: 'Easter Monday' },
    { date: iso(year, 5, 1), name: 'Labour Day' },
    { date: iso(year, 12, 25), name: 'Christmas Day' },
    { date: iso(year, 12, 26), name: '26 December' },
  ].filter((holiday) => {
    const [y, m, d] = holiday.date.split('-').map(Number) as [number, number, number];
    return weekday(y, m, d) !== 0 && weekday(y, m, d) !== 6;
  });
};

const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index);
const data = {
  exchanges: [
    {
      id: 'ICE-US',
      name: 'ICE Futures U.S. (Sugar No. 11)',
      source:
        'ICE Futures U.S. holiday schedule (US federal holidays as observed by NYSE, Good Friday, Juneteenth from 2022, 2012 Hurricane Sandy closure); generated by scripts/generate-exchange-holidays.ts',
      effectiveFrom: `${firstYear}-01-01`,
      firstYear,
      lastYear,
      holidays: years.flatMap(iceUsHolidays),
    },
    {
      id: 'ICE-EU',
      name: 'ICE Futures Europe (White Sugar No. 5)',
      source:
        'UK bank holidays for England and Wales (gov.uk/bank-holidays), incl. 2011, 2012, 2020, 2022 and 2023 special days; generated by scripts/generate-exchange-holidays.ts',
      effectiveFrom: `${firstYear}-01-01`,
      firstYear,
      lastYear,
      holidays: years.flatMap(ukHolidays),
    },
    {
      id: 'ECB-TARGET',
      name: 'TARGET (ECB euro foreign exchange reference rates)',
      source:
        "ECB: the euro foreign exchange reference rates are published on TARGET business days; TARGET closing days are New Year's Day, Good Friday, Easter Monday, 1 May, 25 and 26 December (ecb.europa.eu, 'TARGET closing days'); generated by scripts/generate-exchange-holidays.ts",
      effectiveFrom: `${firstYear}-01-01`,
      firstYear,
      lastYear,
      holidays: years.flatMap(targetHolidays),
    },
  ],
};
writeFileSync(
  new URL('../reference-data/exchange-holidays.json', import.meta.url),
  `${JSON.stringify(data, null, 2)}\n`,
);
console.log(
  `exchange-holidays.json: ${data.exchanges.map((exchange) => `${exchange.id} ${exchange.holidays.length}`).join(', ')}`,
);
