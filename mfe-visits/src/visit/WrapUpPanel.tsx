/**
 * The wrap-up of a visit: a checklist of what is missing (note signed, a diagnosis, CPT codes,
 * diagnosis pointers, follow-up booked or declined, instructions) above the form that fills it;
 * the visit is completed (checked out) only when nothing is missing (the server checks the same
 * list with the note it reads). The diagnoses are the signed note's (picked in the scribe's
 * assessment), shown with their words, and any added here with the kit's CodePicker; each CPT
 * line points at them by slot letter. Each save is kept in `WrapUps`.
 */
import { type CodedConcept, paths, withQuery } from '@emr/domain';
import { DIAGNOSIS_POINTERS, type WrapUpLine, type WrapUpEntry, type WrapUpItem, type WrapUpNote, latestWrapUp, wrapUpMissing } from '@emr/domain/visits';
import { Bidi, type EmrRecord, RouterLink, toAppError, useNotify } from '@emr/shared-ui';
import { CodePicker } from '@emr/shared-ui/codes';
import { Button, Dropdown, Field, Input, Option, Radio, RadioGroup, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { DismissCircleFilled } from '@fluentui/react-icons';
import { CheckmarkCircleFilled, DeleteRegular, DismissRegular } from '@emr/shared-ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Visit } from '../shared/visit.resource.ts';
import { useDiagnosisWords, useSaveWrapUp, visitDiagnoses } from './visitPage.resource.ts';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '760px' },
  checklist: { listStyleType: 'none', paddingInlineStart: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  missing: { color: tokens.colorPaletteRedForeground1 },
  diagnoses: { display: 'grid', gap: tokens.spacingVerticalS },
  slot: { fontWeight: tokens.fontWeightSemibold, minInlineSize: '1.5em', flexShrink: 0 },
  // the code, the pointers (growing) and the remove button; on a narrow screen the pointers wrap under the code
  charge: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  cpt: { flex: '0 1 9rem', minInlineSize: 0, '& .fui-Input': { inlineSize: '100%', minWidth: 0 } },
  pointerField: { flex: '1 1 14rem', minInlineSize: 0 },
  // Fluent's Dropdown is at least 250px wide: it takes its field's width instead
  pointers: { minWidth: 0, inlineSize: '100%' },
  remove: { marginBlockStart: tokens.spacingVerticalXXL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const ITEMS: readonly WrapUpItem[] = ['noteSigned', 'diagnosis', 'charges', 'pointers', 'followUp', 'instructions'];
/** Most pointers a charge line has (CMS-1500; the server refuses more). */
const MAX_POINTERS = 4;
const slotOf = (index: number) => DIAGNOSIS_POINTERS[index] ?? '';
/** A charge line's pointers once the diagnosis in slot `index` is gone: that slot's letter drops, later letters move up one. */
const withoutSlot = (pointers: readonly string[], index: number) =>
  pointers.flatMap((p) => {
    const at = DIAGNOSIS_POINTERS.indexOf(p);
    return at === index || at < 0 ? [] : [slotOf(at > index ? at - 1 : at)];
  });

export interface WrapUpPanelProps {
  row: EmrRecord;
  visit: Visit;
  /** The visit's note: whether it is signed, and its diagnoses. */
  note: WrapUpNote;
  followUpBooked: boolean;
}

export function WrapUpPanel({ row, visit, note, followUpBooked }: WrapUpPanelProps) {
  const { t } = useTranslation('visits');
  const styles = useStyles();
  const notify = useNotify();
  const save = useSaveWrapUp();
  const stored = latestWrapUp(row);
  const [diagnoses, setDiagnoses] = useState(() => visitDiagnoses(row, note));
  const [picked, setPicked] = useState<CodedConcept[]>([]);
  const described = useDiagnosisWords(diagnoses, note, picked);
  const [charges, setCharges] = useState<WrapUpLine[]>(stored.charges.length ? stored.charges : [{ cpt: '', units: 1, pointers: ['A'] }]);
  const [followUp, setFollowUp] = useState<WrapUpEntry['followUp']>(stored.followUp || (followUpBooked ? 'booked' : ''));
  const [instructions, setInstructions] = useState(stored.instructions);
  const entry: WrapUpEntry = { diagnoses, charges, followUp, instructions };
  const missing = wrapUpMissing(entry, note);
  const done = visit.status === 'CheckedOut';
  const editable = visit.status === 'WrapUp' || visit.status === 'InProgress';
  const fromNote = (code: string) => note.diagnoses.some((d) => d.code === code);
  const setCharge = (index: number, change: Partial<WrapUpLine>) => setCharges(charges.map((c, i) => (i === index ? { ...c, ...change } : c)));
  const addDiagnosis = (concept: CodedConcept | null) => {
    if (!concept || diagnoses.includes(concept.code)) return;
    setPicked([...picked, concept]);
    setDiagnoses([...diagnoses, concept.code]);
  };
  const removeDiagnosis = (index: number) => {
    setDiagnoses(diagnoses.filter((_d, i) => i !== index));
    setCharges(charges.map((c) => ({ ...c, pointers: withoutSlot(c.pointers, index) })));
  };

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
      {!note.signed && <RouterLink to={withQuery(paths.visitsScribe(), { visitId: visit.id })}>{t('wrapUp.toNote')}</RouterLink>}
      <section className={styles.diagnoses} aria-labelledby="wrap-up-diagnoses">
        <Text as="h3" weight="semibold" id="wrap-up-diagnoses">
          {t('wrapUp.diagnoses')}
        </Text>
        {described.length ? (
          <ol className={styles.checklist} aria-label={t('wrapUp.diagnosesList')}>
            {described.map((d, index) => (
              <li key={d.code} className={styles.item}>
                <Text className={styles.slot}>
                  <Bidi>{slotOf(index)}</Bidi>
                </Text>
                <Text>
                  <Bidi>{d.code}</Bidi> <Bidi>{d.description}</Bidi>
                </Text>
                {fromNote(d.code) ? (
                  <Text size={200}>{t('wrapUp.fromNote')}</Text>
                ) : (
                  editable && (
                    <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={t('wrapUp.removeDiagnosis', { code: d.code })} onClick={() => removeDiagnosis(index)} />
                  )
                )}
              </li>
            ))}
          </ol>
        ) : (
          <Text>{t('wrapUp.noDiagnoses')}</Text>
        )}
        {editable && diagnoses.length < DIAGNOSIS_POINTERS.length && (
          <CodePicker system="ICD10CM" label={t('wrapUp.addDiagnosis')} hint={t('wrapUp.diagnosesHint')} value={null} clearOnSelect onChange={addDiagnosis} />
        )}
      </section>
      <Text as="h3" weight="semibold">
        {t('wrapUp.charges')}
      </Text>
      {charges.map((charge, index) => (
        <div key={index} className={styles.charge} role="group" aria-label={t('wrapUp.chargeLine', { n: index + 1 })}>
          <Field className={styles.cpt} label={t('wrapUp.cpt')}>
            <Input value={charge.cpt} disabled={!editable} onChange={(_event, data) => setCharge(index, { cpt: data.value.trim().toUpperCase() })} />
          </Field>
          <Field className={styles.pointerField} label={t('wrapUp.pointers')} hint={t('wrapUp.pointersHint', { max: MAX_POINTERS })}>
            <Dropdown
              className={styles.pointers}
              multiselect
              disabled={!editable || described.length === 0}
              placeholder={t('wrapUp.pointersNone')}
              selectedOptions={charge.pointers}
              value={charge.pointers.join(', ')}
              onOptionSelect={(_event, data) => setCharge(index, { pointers: DIAGNOSIS_POINTERS.filter((p) => data.selectedOptions.includes(p)) })}
            >
              {described.map((d, slot) => (
                <Option
                  key={d.code}
                  value={slotOf(slot)}
                  text={`${slotOf(slot)} ${d.code}`}
                  disabled={charge.pointers.length >= MAX_POINTERS && !charge.pointers.includes(slotOf(slot))}
                >
                  <Bidi>{`${slotOf(slot)} ${d.code}`}</Bidi> <Bidi>{d.description}</Bidi>
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Button
            className={styles.remove}
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
