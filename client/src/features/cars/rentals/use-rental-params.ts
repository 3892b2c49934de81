import { useSearchParams } from 'react-router-dom';
import { MONTH_CHOICES, PICKUP_CITIES, type RentalTab } from './rental-terms';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface DailySearch {
  city: string;
  from: string;
  to: string;
}

export interface MonthlySearch {
  city: string;
  start: string;
  months: number;
}

/** The tab and its search live in the URL, so a search can be shared and the back button works. */
export function useRentalParams() {
  const [params, setParams] = useSearchParams();
  const tab: RentalTab = params.get('tab') === 'monthly' ? 'monthly' : 'daily';
  const city = PICKUP_CITIES.find((c) => c === params.get('city')) ?? '';
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  const months = Number(params.get('months'));
  const daily: DailySearch = { city, from: date('from'), to: date('to') };
  const monthly: MonthlySearch = {
    city,
    start: date('start'),
    months: (MONTH_CHOICES as readonly number[]).includes(months) ? months : 1,
  };
  const searched = params.has('city');
  const page = Math.max(1, Number(params.get('page')) || 1);

  const setTab = (next: RentalTab) => setParams(next === 'daily' ? {} : { tab: next });
  const searchDaily = (s: DailySearch) => setParams({ city: s.city, from: s.from, to: s.to });
  const searchMonthly = (s: MonthlySearch) =>
    setParams({ tab: 'monthly', city: s.city, start: s.start, months: String(s.months) });
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('page', String(next));
      return copy;
    });

  return { tab, daily, monthly, searched, page, setTab, searchDaily, searchMonthly, setPage };
}
