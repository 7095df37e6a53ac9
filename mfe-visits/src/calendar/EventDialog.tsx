/**
 * A clinic calendar event, new (from an empty slot or the "Add an event" button) or opened from
 * the calendar: title, colour (a small palette, each colour named beside its swatch), all day or
 * from a day and time to another. The rules are the domain's (eventForm.ts); a change is saved on
 * the Version read, so an event someone else changed meanwhile is refused, not overwritten.
 */
import { CALENDAR_EVENT_COLORS } from '@emr/domain/visits';
import type { EmrRecord } from '@emr/shared-ui';
import { useZodForm } from '@emr/shared-ui/form';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Radio, RadioGroup, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_COLOR_NAMES, type EventFormValues, eventFields, eventFormSchema } from './eventForm.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  colors: { flexWrap: 'wrap' },
  row: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' },
  swatch: {
    display: 'inline-block',
    inlineSize: '14px',
    blockSize: '14px',
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    marginInlineEnd: tokens.spacingHorizontalXS,
    verticalAlign: 'middle',
  },
});

export interface EventDialogProps {
  /** The event opened (null: a new one). */
  event: EmrRecord | null;
  values: EventFormValues;
  busy: boolean;
  onSave: (fields: Record<string, unknown>) => void;
  onClose: () => void;
}

export function EventDialog({ event, values, busy, onSave, onClose }: EventDialogProps) {
  const { t } = useTranslation('visits');
  const styles = useStyles();
  const schema = useMemo(() => eventFormSchema(t), [t]);
  const { control, handleSubmit } = useZodForm<EventFormValues>(schema, { defaultValues: values });
  const allDay = useWatch({ control, name: 'allDay' });
  const submit = handleSubmit((v) => onSave(eventFields(v)));
  const text = (name: 'title' | 'startDay' | 'startTime' | 'endDay' | 'endTime', type: 'text' | 'date' | 'time', required: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={t(`event.${name}`)} required={required} validationMessage={fieldState.error?.message}>
          <Input type={type} {...(type === 'time' ? { step: 300 } : {})} value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} />
        </Field>
      )}
    />
  );
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>{event ? t('event.editTitle') : t('event.newTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              {text('title', 'text', true)}
              <Controller
                control={control}
                name="allDay"
                render={({ field }) => <Switch label={t('event.allDay')} checked={field.value} onChange={(_event, data) => field.onChange(data.checked)} />}
              />
              <div className={styles.row}>
                {text('startDay', 'date', true)}
                {!allDay && text('startTime', 'time', false)}
              </div>
              <div className={styles.row}>
                {text('endDay', 'date', false)}
                {!allDay && text('endTime', 'time', false)}
              </div>
              <Controller
                control={control}
                name="color"
                render={({ field, fieldState }) => (
                  <Field label={t('event.color')} validationMessage={fieldState.error?.message}>
                    <RadioGroup layout="horizontal" className={styles.colors} value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
                      {EVENT_COLOR_NAMES.map((name) => (
                        <Radio
                          key={name}
                          value={name}
                          label={
                            <>
                              <span aria-hidden className={styles.swatch} style={{ backgroundColor: CALENDAR_EVENT_COLORS[name] }} />
                              {t(`event.colors.${name}`)}
                            </>
                          }
                        />
                      ))}
                    </RadioGroup>
                  </Field>
                )}
              />
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {t('event.save')}
              </Button>
              <Button onClick={onClose}>{t('calendar.close')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
