/**
 * Picks a code of a bundled code set (ICD-10-CM, HCPCS Level II) by typing a code or words of
 * its description: the server searches (`searchCodes`, a moment after typing stops) and the
 * options show code and description, the code isolated in right-to-left text. Arrow keys and
 * Enter choose (Fluent's Combobox). Four states: searching, failed, no match, matches. A typed
 * ICD-10-CM code the set does not hold gets the server's own sentence.
 */
import { type CodeSystem, type CodedConcept, compactCode } from '@emr/domain';
import { Combobox, Field, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../data/errors.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { Bidi } from '../Bidi.tsx';
import { useCodeSearch } from './codeSearch.resource.ts';

export interface CodePickerProps {
  system: CodeSystem;
  label: string;
  /** The code chosen (null: none yet). */
  value: CodedConcept | null;
  onChange: (concept: CodedConcept | null) => void;
  /** Empties the box after each choice (a picker that adds to a list). */
  clearOnSelect?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

const useStyles = makeStyles({
  // the code in a column of its own, the description beside it (wrapping under itself, not under the code)
  option: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  code: { flexShrink: 0, minWidth: '4.5em', fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

const SEARCH_DELAY_MS = 250;
const looksLikeCode = (text: string) => /^[A-Z][0-9][0-9A-Z]{1,5}$/.test(compactCode(text));
const optionText = (c: CodedConcept) => `${c.code} ${c.description}`;

export function CodePicker({ system, label, value, onChange, clearOnSelect = false, error, hint, required, disabled }: CodePickerProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const [term, setTerm] = useState(value ? optionText(value) : '');
  useEffect(() => {
    if (value) setTerm(optionText(value));
  }, [value]);
  const typed = term.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const searching = debounced.length >= 2 && (!value || debounced !== optionText(value));
  const search = useCodeSearch(system, searching ? debounced : '');
  const found = searching ? (search.data ?? []) : [];
  const pending = searching && (search.isFetching || debounced !== typed);
  const unknownCode =
    system === 'ICD10CM' && searching && search.isSuccess && !pending && looksLikeCode(debounced) && !found.some((c) => compactCode(c.code) === compactCode(debounced));

  return (
    <Field label={label} required={required} hint={hint} validationMessage={error ?? (unknownCode ? t('codes.unknownIcd10') : undefined)}>
      <Combobox
        freeform
        disabled={disabled}
        // a code and its English description read left to right in an Arabic page too (the placeholder follows the page)
        input={{ dir: term ? 'auto' : undefined }}
        value={term}
        selectedOptions={value ? [value.code] : []}
        placeholder={t('codes.placeholder')}
        onChange={(event) => {
          setTerm(event.target.value);
          if (value) onChange(null);
        }}
        onOptionSelect={(_event, data) => {
          const concept = found.find((c) => c.code === data.optionValue) ?? null;
          if (!concept) return;
          onChange(concept);
          setTerm(clearOnSelect ? '' : optionText(concept));
        }}
      >
        {typed.length > 0 && typed.length < 2 && (
          <Option disabled value="" text={t('codes.typeMore')}>
            {t('codes.typeMore')}
          </Option>
        )}
        {pending && (
          <Option disabled value="" text={t('codes.searching')}>
            <Spinner size="tiny" label={t('codes.searching')} />
          </Option>
        )}
        {!pending && search.isError && searching && (
          <Option disabled value="" text={t('codes.failed', { message: toAppError(search.error).message })}>
            {t('codes.failed', { message: toAppError(search.error).message })}
          </Option>
        )}
        {!pending && search.isSuccess && searching && found.length === 0 && (
          <Option disabled value="" text={t('codes.noMatch', { term: debounced })}>
            {t('codes.noMatch', { term: debounced })}
          </Option>
        )}
        {!pending &&
          found.map((c) => (
            <Option key={c.code} value={c.code} text={optionText(c)}>
              <span className={styles.option}>
                <Bidi className={styles.code}>{c.code}</Bidi> <Bidi>{c.description}</Bidi>
              </span>
            </Option>
          ))}
      </Combobox>
    </Field>
  );
}
