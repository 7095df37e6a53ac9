/**
 * A drug or allergen picked from the bundled list (a coded entry: name and ConceptCode), or
 * typed freely. A name the list knows exactly is coded as typed; anything else is saved as
 * typed and marked, in words, "uncoded — not checked". When the list cannot be loaded the
 * field says so (the checks of this screen did not run) and still accepts a name.
 */
import type { Concept, ConceptScope } from '@emr/domain/vocabularies';
import { Badge, Button, Combobox, Field, MessageBar, MessageBarActions, MessageBarBody, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIsolate } from './isolate.ts';
import { useVocabulary } from './vocabulary.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minInlineSize: 0 },
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  combobox: { minInlineSize: 0 },
});

export interface ConceptFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The name field (Allergy, Medication). */
  name: FieldPath<T>;
  /** The code field (ConceptCode). */
  codeName: FieldPath<T>;
  scope: ConceptScope;
  label: string;
  required?: boolean;
  /** Called with the entry picked (e.g. to fill the allergy type). */
  onPick?: (concept: Concept) => void;
}

export function ConceptField<T extends FieldValues>({ control, name, codeName, scope, label, required, onPick }: ConceptFieldProps<T>) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const { vocabulary, isLoading, error, refetch } = useVocabulary();
  const isolate = useIsolate();
  const { field, fieldState } = useController({ control, name });
  const { field: code } = useController({ control, name: codeName });
  const text = typeof field.value === 'string' ? field.value : '';
  const codeValue = typeof code.value === 'string' ? code.value : '';
  const pool = vocabulary ? (scope === 'drugs' ? vocabulary.vocab.drugs : vocabulary.vocab.allergens) : null;
  const options = useMemo(() => (pool && vocabulary ? vocabulary.searchConcepts(pool, text, 12) : []), [pool, vocabulary, text]);
  const concept = vocabulary && codeValue ? (vocabulary.vocab.concepts.get(codeValue) ?? null) : null;
  const classes = concept && vocabulary ? concept.classes.map((id) => vocabulary.vocab.classes.get(id)?.name ?? id).join(', ') : '';

  const setText = (value: string) => {
    field.onChange(value);
    // a name the list knows exactly is that entry; anything else is uncoded
    const exact = vocabulary ? vocabulary.resolveName(vocabulary.vocab, scope, value) : null;
    code.onChange(exact?.code ?? '');
  };
  const pick = (picked: Concept) => {
    field.onChange(picked.name);
    code.onChange(picked.code);
    onPick?.(picked);
  };

  return (
    <div className={styles.root}>
      <Field label={label} required={required} validationMessage={fieldState.error?.message} hint={t('safety.picker.searchHint')}>
        <Combobox
          ref={field.ref}
          className={styles.combobox}
          freeform
          value={text}
          selectedOptions={codeValue ? [codeValue] : []}
          onChange={(event) => setText(event.target.value)}
          onOptionSelect={(_event, data) => {
            const picked = data.optionValue && vocabulary ? vocabulary.vocab.concepts.get(data.optionValue) : undefined;
            if (picked) pick(picked);
          }}
          onBlur={field.onBlur}
          autoComplete="off"
        >
          {options.map((option) => (
            <Option key={option.code} value={option.code} text={option.name}>
              {option.name}
            </Option>
          ))}
        </Combobox>
      </Field>
      {error ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('safety.picker.unavailable')}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => void refetch()}>
              {t('safety.picker.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : isLoading ? (
        <Text size={200} className={styles.muted}>
          {t('safety.picker.loading')}
        </Text>
      ) : concept ? (
        <div className={styles.status}>
          <Badge appearance="tint" color="success">
            {t('safety.picker.coded', { name: isolate(concept.name) })}
          </Badge>
          {classes && (
            <Text size={200} className={styles.muted}>
              {t('safety.picker.className', { classes: isolate(classes) })}
            </Text>
          )}
        </div>
      ) : text.trim() ? (
        <div className={styles.status}>
          <Badge appearance="outline" color="warning">
            {t('safety.picker.uncoded')}
          </Badge>
        </div>
      ) : null}
    </div>
  );
}
