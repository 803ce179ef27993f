import { useTranslation } from 'react-i18next';
import { ChipListField as SharedChipListField } from '../../components/chip-list-field.js';
import { valueLabel } from '../../i18n/localize-message.js';

type Props = { label: string; values: string[]; onChange: (values: string[]) => void; maxItems: number; maxLength: number };

const display = (value: string) => valueLabel('coach-clients:detail.ai.values', value);

/** A list of My Clients' forms (an invitation's goals): the shared chip list with this screen's words. */
export function ChipListField({ label, values, onChange, maxItems, maxLength }: Props) {
  const { t } = useTranslation('coach-clients');
  return (
    <SharedChipListField
      values={values}
      onChange={onChange}
      label={label}
      display={display}
      maxItems={maxItems}
      maxLength={maxLength}
      texts={{
        add: t('detail.ai.newItem', { field: label }),
        addButton: t('detail.ai.add'),
        empty: t('detail.ai.none'),
        remove: (value) => t('detail.ai.remove', { value: display(value) }),
        duplicate: t('detail.ai.duplicate'),
        full: t('detail.ai.full', { count: maxItems }),
      }}
    />
  );
}
