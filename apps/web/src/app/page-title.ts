import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageKey } from './route-handle.js';

/** Every page names itself in the browser tab, in the reader's language. */
export function usePageTitle(titleKey: PageKey | undefined): void {
  const { t } = useTranslation();
  const product = t('productName');
  const title = titleKey ? t(`titles.${titleKey}`) : undefined;
  useEffect(() => {
    document.title = title ? t('pageTitle', { title, product }) : product;
  }, [t, title, product]);
}
