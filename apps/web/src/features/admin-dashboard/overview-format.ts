import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The overview's own numbers: revenue in thousands ('$12.4k'), growth with its sign ('+12.5%'), months. */
export function useOverviewFormat() {
  const { t, i18n } = useTranslation('admin-dashboard');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const thousands = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const growth = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    // A month of the platform's calendar, named as itself: no timezone moves it.
    const month = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return {
      revenue: (dollars: number) => t('cards.revenueValue', { amount: thousands.format(dollars / 1000) }),
      growth: (percent: number) => t('cards.growth', { growth: growth.format(percent / 100) }),
      /** 'YYYY-MM' as 'Mar 2026', 'mars 2026'. */
      month: (yearMonth: string) => {
        const [year = 0, monthNumber = 1] = yearMonth.split('-').map(Number);
        return month.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
      },
    };
  }, [language, t]);
}
