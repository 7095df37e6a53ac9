/**
 * The scheduling form's recurring follow-ups: repeat every N weeks or months, K visits in all
 * or until a day, and the preview of the series — the dates the server will book (the
 * domain's `seriesSlots`), each with the provider's visits it would overlap.
 */
import { MAX_RECURRENCE_EVERY, MAX_SERIES_VISITS, overlappingVisits, recurrenceProblem, seriesSlots } from '@emr/domain/visits';
import { localDay } from '@emr/domain';
import { formatDate, formatTime, str, useClinicTimeZone } from '@emr/shared-ui';
import { Checkbox, Dropdown, Field, Input, Option, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePatientNames } from '../shared/people.resource.ts';
import { useProviderDays } from './schedule.resource.ts';
import { type VisitFormValues, recurrenceOf, slotOf } from './visitForm.ts';

const useStyles = makeStyles({
  box: { display: 'grid', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  row: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', alignItems: 'end', '& .fui-Dropdown': { minWidth: 0 } },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXXS },
  clash: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

export function RepeatFields({ form }: { form: UseFormReturn<VisitFormValues> }) {
  const { t } = useTranslation('visits');
  const styles = useStyles();
  const { control } = form;
  const [repeat, ends, unit] = useWatch({ control, name: ['repeat', 'ends', 'unit'] });
  const message = (key: string | undefined) => (key ? t(key, { max: MAX_SERIES_VISITS }) : undefined);
  const number = (value: string) => (value === '' ? Number.NaN : Number(value));
  return (
    <div className={styles.box}>
      <Controller
        control={control}
        name="repeat"
        render={({ field }) => <Checkbox label={t('add.repeat.toggle')} checked={field.value} onChange={(_event, data) => field.onChange(data.checked === true)} />}
      />
      {repeat && (
        <>
          <div className={styles.row}>
            <Controller
              control={control}
              name="every"
              render={({ field, fieldState }) => (
                <Field label={t('add.repeat.every')} required validationMessage={message(fieldState.error?.message)}>
                  <Input type="number" min={1} max={MAX_RECURRENCE_EVERY[unit]} value={Number.isNaN(field.value) ? '' : String(field.value)} onChange={(_event, data) => field.onChange(number(data.value))} />
                </Field>
              )}
            />
            <Controller
              control={control}
              name="unit"
              render={({ field }) => (
                <Field label={t('add.repeat.unit')} required>
                  <Dropdown value={t(`add.repeat.units.${field.value}`)} selectedOptions={[field.value]} onOptionSelect={(_event, data) => field.onChange(data.optionValue)}>
                    <Option value="week">{t('add.repeat.units.week')}</Option>
                    <Option value="month">{t('add.repeat.units.month')}</Option>
                  </Dropdown>
                </Field>
              )}
            />
          </div>
          <Controller
            control={control}
            name="ends"
            render={({ field }) => (
              <Field label={t('add.repeat.ends')}>
                <RadioGroup layout="horizontal" value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
                  <Radio value="count" label={t('add.repeat.endsCount')} />
                  <Radio value="until" label={t('add.repeat.endsUntil')} />
                </RadioGroup>
              </Field>
            )}
          />
          {ends === 'count' ? (
            <Controller
              control={control}
              name="count"
              render={({ field, fieldState }) => (
                <Field label={t('add.repeat.count')} required hint={t('add.repeat.countHint', { max: MAX_SERIES_VISITS })} validationMessage={message(fieldState.error?.message)}>
                  <Input type="number" min={2} max={MAX_SERIES_VISITS} value={Number.isNaN(field.value) ? '' : String(field.value)} onChange={(_event, data) => field.onChange(number(data.value))} />
                </Field>
              )}
            />
          ) : (
            <Controller
              control={control}
              name="until"
              render={({ field, fieldState }) => (
                <Field label={t('add.repeat.until')} required validationMessage={message(fieldState.error?.message)}>
                  <Input type="date" value={field.value} onChange={(_event, data) => field.onChange(data.value)} />
                </Field>
              )}
            />
          )}
          <SeriesPreview form={form} />
        </>
      )}
    </div>
  );
}

/** The dates of the series as the server will book them, each with the visits it overlaps. */
function SeriesPreview({ form }: { form: UseFormReturn<VisitFormValues> }) {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const values = useWatch({ control: form.control }) as VisitFormValues;
  const timeZone = useClinicTimeZone();
  const first = values.day && values.time ? slotOf(values.day, values.time, values.minutes, timeZone) : null;
  const rule = recurrenceOf(values);
  const slots = first && rule && !recurrenceProblem(rule, values.day) ? seriesSlots(first, rule, timeZone) : [];
  const booked = useProviderDays(values.providerId, values.day, slots.length ? localDay(slots.at(-1)!.start, timeZone) : values.day);
  const clashes = slots.map((slot) => overlappingVisits(slot, booked.data ?? []));
  const names = usePatientNames(clashes.flat().map((row) => str(row['PatientID'])));
  if (slots.length === 0) return <Text>{t('add.repeat.noPreview')}</Text>;
  return (
    <div>
      <Text as="h2" weight="semibold" id="series-preview">
        {t('add.repeat.preview', { n: slots.length })}
      </Text>
      <ol className={styles.list} aria-labelledby="series-preview">
        {slots.map((slot, i) => (
          <li key={slot.start}>
            {formatDate(slot.start, i18n.language)} · {formatTime(slot.start, i18n.language)}
            {clashes[i]!.length > 0 && (
              <span className={styles.clash}>
                {' — '}
                {t('add.repeat.clash', { list: clashes[i]!.map((row) => `${formatTime(row['VisitDate'], i18n.language)} ${names.get(str(row['PatientID'])) ?? str(row['PatientID'])}`).join(', ') })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
