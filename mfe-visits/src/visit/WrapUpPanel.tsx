/**
 * The wrap-up of a visit: a checklist of what is missing (note signed, a diagnosis, CPT codes,
 * diagnosis pointers, follow-up booked or declined, instructions) above the form that fills it;
 * the visit is completed (checked out) only when nothing is missing. Each save is kept in
 * `WrapUps`.
 */
import { paths, withQuery } from '@emr/domain';
import { DIAGNOSIS_POINTERS, type WrapUpLine, type WrapUpEntry, type WrapUpItem, latestWrapUp, wrapUpMissing } from '@emr/domain/visits';
import { type EmrRecord, RouterLink, toAppError, useNotify } from '@emr/shared-ui';
import { Button, Field, Input, Radio, RadioGroup, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DeleteRegular, DismissCircleFilled } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Visit } from '../shared/visit.resource.ts';
import { useSaveWrapUp, visitDiagnoses } from './visitPage.resource.ts';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '760px' },
  checklist: { listStyleType: 'none', paddingInlineStart: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  missing: { color: tokens.colorPaletteRedForeground1 },
  charge: { display: 'grid', gridTemplateColumns: 'minmax(90px, 140px) minmax(90px, 1fr) auto', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const ITEMS: readonly WrapUpItem[] = ['noteSigned', 'diagnosis', 'charges', 'pointers', 'followUp', 'instructions'];
const codes = (text: string) => text.split(/[\s,;]+/).map((c) => c.trim().toUpperCase()).filter(Boolean);

export interface WrapUpPanelProps {
  row: EmrRecord;
  visit: Visit;
  noteSigned: boolean;
  followUpBooked: boolean;
}

export function WrapUpPanel({ row, visit, noteSigned, followUpBooked }: WrapUpPanelProps) {
  const { t } = useTranslation('visits');
  const styles = useStyles();
  const notify = useNotify();
  const save = useSaveWrapUp();
  const stored = latestWrapUp(row);
  const [diagnoses, setDiagnoses] = useState(visitDiagnoses(row).join(', '));
  const [charges, setCharges] = useState<WrapUpLine[]>(stored.charges.length ? stored.charges : [{ cpt: '', units: 1, pointers: ['A'] }]);
  const [followUp, setFollowUp] = useState<WrapUpEntry['followUp']>(stored.followUp || (followUpBooked ? 'booked' : ''));
  const [instructions, setInstructions] = useState(stored.instructions);
  const entry: WrapUpEntry = { diagnoses: codes(diagnoses), charges, followUp, instructions };
  const missing = wrapUpMissing(entry, noteSigned);
  const done = visit.status === 'CheckedOut';
  const editable = visit.status === 'WrapUp' || visit.status === 'InProgress';
  const setCharge = (index: number, change: Partial<WrapUpLine>) => setCharges(charges.map((c, i) => (i === index ? { ...c, ...change } : c)));

  const submit = (complete: boolean) =>
    save.mutate(
      { visit: { id: row.id, Version: row.Version, WrapUps: row['WrapUps'] }, entry, complete },
      {
        onSuccess: () => notify('success', t(complete ? 'wrapUp.completed' : 'wrapUp.saved')),
        onError: (error) => notify('error', t('wrapUp.failed'), toAppError(error).message),
      },
    );

  return (
    <section className={styles.panel} aria-labelledby="wrap-up-title">
      <Text as="h2" size={500} weight="semibold" id="wrap-up-title">
        {t('wrapUp.title')}
      </Text>
      <ul className={styles.checklist} aria-label={t('wrapUp.checklist')}>
        {ITEMS.map((item) => {
          const ok = !missing.includes(item);
          return (
            <li key={item} className={styles.item}>
              {ok ? <CheckmarkCircleFilled className={styles.ok} aria-hidden /> : <DismissCircleFilled className={styles.missing} aria-hidden />}
              <Text>{t(ok ? 'wrapUp.done' : 'wrapUp.missing', { item: t(`wrapUp.items.${item}`) })}</Text>
            </li>
          );
        })}
      </ul>
      {!noteSigned && <RouterLink to={withQuery(paths.visitsScribe(), { visitId: visit.id })}>{t('wrapUp.toNote')}</RouterLink>}
      <Field label={t('wrapUp.diagnoses')} hint={t('wrapUp.diagnosesHint')}>
        <Input value={diagnoses} disabled={!editable} onChange={(_event, data) => setDiagnoses(data.value)} />
      </Field>
      <Text as="h3" weight="semibold">
        {t('wrapUp.charges')}
      </Text>
      {charges.map((charge, index) => (
        <div key={index} className={styles.charge} role="group" aria-label={t('wrapUp.chargeLine', { n: index + 1 })}>
          <Field label={t('wrapUp.cpt')}>
            <Input value={charge.cpt} disabled={!editable} onChange={(_event, data) => setCharge(index, { cpt: data.value.trim().toUpperCase() })} />
          </Field>
          <Field label={t('wrapUp.pointers')} hint={t('wrapUp.pointersHint', { slots: DIAGNOSIS_POINTERS.slice(0, Math.max(1, entry.diagnoses.length)).join(', ') })}>
            <CodesInput value={charge.pointers} disabled={!editable} onChange={(pointers) => setCharge(index, { pointers })} />
          </Field>
          <Button
            icon={<DeleteRegular />}
            appearance="subtle"
            disabled={!editable || charges.length === 1}
            aria-label={t('wrapUp.removeCharge', { n: index + 1 })}
            onClick={() => setCharges(charges.filter((_c, i) => i !== index))}
          />
        </div>
      ))}
      <div>
        <Button disabled={!editable} onClick={() => setCharges([...charges, { cpt: '', units: 1, pointers: ['A'] }])}>
          {t('wrapUp.addCharge')}
        </Button>
      </div>
      <Field label={t('wrapUp.followUp')}>
        <RadioGroup value={followUp} disabled={!editable} onChange={(_event, data) => setFollowUp(data.value as WrapUpEntry['followUp'])}>
          <Radio value="booked" label={t('wrapUp.followUpBooked')} />
          <Radio value="declined" label={t('wrapUp.followUpDeclined')} />
        </RadioGroup>
      </Field>
      {followUp === 'booked' && !followUpBooked && <RouterLink to={paths.visitAdd({ patientId: visit.patientId })}>{t('wrapUp.bookFollowUp')}</RouterLink>}
      <Field label={t('wrapUp.instructions')}>
        <Textarea value={instructions} disabled={!editable} onChange={(_event, data) => setInstructions(data.value)} />
      </Field>
      {done ? (
        <Text>{t('wrapUp.isDone')}</Text>
      ) : (
        <div className={styles.actions}>
          <Button disabled={!editable || save.isPending} onClick={() => submit(false)}>
            {t('wrapUp.save')}
          </Button>
          <Button appearance="primary" disabled={visit.status !== 'WrapUp' || missing.length > 0 || save.isPending} onClick={() => submit(true)}>
            {t('wrapUp.complete')}
          </Button>
        </div>
      )}
    </section>
  );
}

interface CodesInputProps {
  value: readonly string[];
  disabled: boolean;
  onChange: (codes: string[]) => void;
}

/** A list of codes typed as text ("A, B"): the text stays as typed, the codes follow it. */
function CodesInput({ value, disabled, onChange }: CodesInputProps) {
  const [text, setText] = useState(value.join(', '));
  return (
    <Input
      value={text}
      disabled={disabled}
      onChange={(_event, data) => {
        setText(data.value);
        onChange(codes(data.value));
      }}
    />
  );
}
