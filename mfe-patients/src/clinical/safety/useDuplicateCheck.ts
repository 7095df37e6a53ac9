/**
 * The duplicate check of a coded list (allergies) before a save: an entry already recorded —
 * same name whatever its case, or same coded entry — gets a message at its field. The rule is
 * the server's (checkAllergy, @emr/domain/vocabularies); this only says it before sending.
 */
import { isActiveEntry } from '@emr/domain';
import type { EmrRecord } from '@emr/shared-ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '../../chart/records/recordForm.ts';
import type { RecordKindConfig } from '../../chart/records/recordKinds.ts';
import { useVocabulary } from './vocabulary.resource.ts';

export function useDuplicateCheck(config: RecordKindConfig, rows: readonly EmrRecord[]) {
  const { t } = useTranslation('patients');
  const { vocabulary } = useVocabulary();
  const field = config.fields.find((f) => f.concept?.scope === 'allergens');
  return useCallback(
    (values: FormValues, editing: EmrRecord | null): Record<string, string> => {
      if (!field?.concept || !vocabulary || values['Status'] === 'Inactive') return {};
      const codeField = field.concept.codeField;
      const entry = (row: EmrRecord) => ({ id: row.id, name: String(row[field.name] ?? ''), code: typeof row[codeField] === 'string' ? String(row[codeField]) : null });
      const candidate = { id: editing?.id, name: String(values[field.name] ?? ''), code: String(values[codeField] ?? '') || null };
      const { duplicateOf } = vocabulary.checkAllergy(vocabulary.vocab, candidate, rows.filter((row) => isActiveEntry(row)).map(entry));
      return duplicateOf ? { [field.name]: t('safety.warning.duplicateAllergy', { name: duplicateOf.name }) } : {};
    },
    [field, vocabulary, rows, t],
  );
}
