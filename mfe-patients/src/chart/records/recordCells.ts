/** How a record's field reads in a list: translated choices, Yes/No, days in the interface language. */
import { formatDate } from '@emr/shared-ui';
import type { EmrRecord } from '@emr/shared-ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toDayInput } from './recordForm.ts';
import { type RecordField, optionKey } from './recordKinds.ts';

export function useRecordCell() {
  const { t, i18n } = useTranslation('patients');
  return useCallback(
    (row: EmrRecord, field: Pick<RecordField, 'name' | 'kind' | 'options'>): string => {
      const value = row[field.name];
      if (field.kind === 'boolean') return value === true ? t('records.yes') : value === false ? t('records.no') : '';
      if (typeof value !== 'string' || !value) return '';
      if (field.kind === 'date') return formatDate(toDayInput(value), i18n.language);
      if (field.options) return t(`records.options.${optionKey(value)}`, { defaultValue: value });
      return value;
    },
    [t, i18n.language],
  );
}
