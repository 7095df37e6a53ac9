/**
 * /apps/visits/scribe: the note of a visit in progress (chosen from today's board). The draft
 * saves itself a moment after typing stops (server side, as the visit's Note in status Draft)
 * and is kept on this device at every keystroke, so a reload or a dropped connection loses
 * nothing; the clinic's phrases expand as typed (`.ros`, `.exam`, `.fu`). The assessment's
 * ICD-10-CM diagnoses are picked from the bundled code set; signing locks the note (the server
 * refuses any change) and the server puts its diagnoses on the patient's problem list. An
 * addendum is added after, never an edit.
 */
import { type CodedConcept, endOfLocalDay, paths, queries, startOfLocalDay, withQuery } from '@emr/domain';
import { type EmrRecord, PageHeader, RouterLink, StateView, formatDateTime, formatTime, json, str, toAppError, useClinicId, useClinicTimeZone, useClinicToday, useIndexAll, useNotify } from '@emr/shared-ui';
import { Button, Field, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePatientNames } from '../shared/people.resource.ts';
import { VISIT_FIELDS, toVisit } from '../shared/visit.resource.ts';
import { mainNote, useVisitNotes, useVisitRow } from '../visit/visitPage.resource.ts';
import { NOTE_SECTIONS, type NoteSection, type NoteSections, dropLocalDraft, emptySections, expandPhrases, noteText, readLocalDraft, writeLocalDraft } from './noteDraft.ts';
import { NoteDiagnoses } from './NoteDiagnoses.tsx';
import { saveNote, useAddendum } from './scribe.resource.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '860px' },
  list: { display: 'grid', gap: tokens.spacingVerticalS, listStyleType: 'none', paddingInlineStart: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  signed: { whiteSpace: 'pre-wrap' },
});

const AUTOSAVE_MS = 1200;
const OPEN = ['CheckedIn', 'InProgress', 'WrapUp'];

export function ScribePage() {
  const [params] = useSearchParams();
  const visitId = params.get('visitId');
  return visitId ? <VisitNote key={visitId} visitId={visitId} /> : <TodayVisits />;
}

/** Today's visits under way: the scribe writes the note of one of them. */
function TodayVisits() {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const clinicId = useClinicId();
  const today = useClinicToday();
  const timeZone = useClinicTimeZone();
  const query = useIndexAll(clinicId ? queries.visitsBetween(clinicId, startOfLocalDay(today, timeZone), endOfLocalDay(today, timeZone)) : null, { selectionSet: VISIT_FIELDS });
  const visits = (query.data ?? []).map(toVisit).filter((v) => OPEN.includes(v.status));
  const names = usePatientNames(visits.map((v) => v.patientId));
  return (
    <div>
      <PageHeader title={t('scribe.title')} subtitle={t('scribe.choose')} />
      <StateView isLoading={query.isLoading} error={query.error} isEmpty={visits.length === 0} onRetry={() => void query.refetch()} emptyTitle={t('scribe.none')}>
        <ul className={styles.list} aria-label={t('scribe.today')}>
          {visits.map((v) => (
            <li key={v.id}>
              <RouterLink to={withQuery(paths.visitsScribe(), { visitId: v.id })}>
                {t('scribe.visitLink', { time: formatTime(v.date, i18n.language), patient: names.get(v.patientId) ?? v.patientId, status: t(`status.${v.status}`) })}
              </RouterLink>
            </li>
          ))}
        </ul>
      </StateView>
    </div>
  );
}

function VisitNote({ visitId }: { visitId: string }) {
  const { t } = useTranslation('visits');
  const visit = useVisitRow(visitId);
  const notes = useVisitNotes(visitId);
  const row = visit.data ?? null;
  const patientId = str(row?.['PatientID']);
  const patient = usePatientNames(patientId ? [patientId] : []).get(patientId) ?? patientId;
  return (
    <div>
      <PageHeader title={row ? t('scribe.noteOf', { patient }) : t('scribe.title')} actions={row ? <RouterLink to={paths.visitEdit(visitId, 'WrapUp')}>{t('wrapUp.title')}</RouterLink> : undefined} />
      <StateView isLoading={visit.isLoading || notes.isLoading} error={visit.error ?? notes.error} isEmpty={!visit.isLoading && !row} onRetry={() => void notes.refetch()} emptyTitle={t('visit.notFound')}>
        {row && notes.data && <NoteEditor visitId={visitId} patientId={patientId} notes={notes.data} />}
      </StateView>
    </div>
  );
}

interface NoteEditorProps {
  visitId: string;
  patientId: string;
  notes: readonly EmrRecord[];
}

function NoteEditor({ visitId, patientId, notes }: NoteEditorProps) {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const notify = useNotify();
  const client = useQueryClient();
  const addendum = useAddendum();
  const stored = mainNote(notes) ?? null;
  const server = json<{ sections?: Partial<NoteSections>; diagnoses?: CodedConcept[]; savedAt?: string }>(stored?.['Notes'], {});
  const signed = str(stored?.['Status']) === 'Signed';
  const [draft, setDraft] = useState<{ sections: NoteSections; diagnoses: CodedConcept[] }>(() => {
    const local = readLocalDraft(visitId);
    // the device's copy wins when it is newer than the server's (typed, then the connection dropped)
    if (!signed && local && local.at > (server.savedAt ?? '')) return { sections: local.sections, diagnoses: local.diagnoses };
    return { sections: { ...emptySections(), ...server.sections }, diagnoses: server.diagnoses ?? [] };
  });
  const { sections, diagnoses } = draft;
  const [state, setState] = useState<'saved' | 'pending' | 'saving' | 'offline'>('saved');
  const [savedAt, setSavedAt] = useState(server.savedAt ?? '');
  const [extra, setExtra] = useState('');
  const note = useRef<Pick<EmrRecord, 'id' | 'Version'> | null>(stored);
  const labels = Object.fromEntries(NOTE_SECTIONS.map((s) => [s, t(`scribe.sections.${s}`, { lng: 'en' })])) as Record<NoteSection, string>;
  const queue = useRef(Promise.resolve());

  const persist = (next: typeof draft, sign = false) => {
    queue.current = queue.current.then(async () => {
      setState('saving');
      try {
        const text = noteText(next.sections, labels, next.diagnoses, t('scribe.diagnoses', { lng: 'en' }));
        const saved = await saveNote({ note: note.current, patientId, visitId, ...next, text, sign });
        note.current = saved;
        setSavedAt(new Date().toISOString());
        setState('saved');
        if (sign) {
          dropLocalDraft(visitId);
          notify('success', t('scribe.signedToast'));
          await client.invalidateQueries({ queryKey: ['emr'] });
        }
      } catch (error) {
        setState('offline');
        if (sign) notify('error', t('scribe.signFailed'), toAppError(error).message);
      }
    });
    return queue.current;
  };

  // the server copy follows the typing a moment after it stops
  useEffect(() => {
    if (state !== 'pending') return;
    const timer = setTimeout(() => void persist(draft), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  });

  const update = (next: typeof draft) => {
    setDraft(next);
    writeLocalDraft(visitId, next.sections, next.diagnoses);
    setState('pending');
  };
  const change = (section: NoteSection, value: string) => update({ ...draft, sections: { ...sections, [section]: expandPhrases(value) } });

  if (signed && stored) {
    const addenda = notes.filter((n) => str(n['CustomID']) === stored.id);
    return (
      <div className={styles.form}>
        <Text weight="semibold">{t('scribe.signedAt', { at: formatDateTime(stored['updatedAt'], i18n.language) })}</Text>
        <Text className={styles.signed}>{str(stored['Note'])}</Text>
        <NoteDiagnoses diagnoses={server.diagnoses ?? []} />
        {addenda.map((a) => (
          <Text key={a.id} className={styles.signed}>
            {t('scribe.addendumAt', { at: formatDateTime(a['Timestamp'], i18n.language) })} {str(a['Note'])}
          </Text>
        ))}
        <Field label={t('scribe.addendum')}>
          <Textarea value={extra} onChange={(_event, data) => setExtra(data.value)} />
        </Field>
        <div className={styles.actions}>
          <Button
            disabled={!extra.trim() || addendum.isPending}
            onClick={() =>
              addendum.mutate(
                { note: stored, text: extra.trim() },
                { onSuccess: () => setExtra(''), onError: (error) => notify('error', t('scribe.signFailed'), toAppError(error).message) },
              )
            }
          >
            {t('scribe.addAddendum')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <Text>{t('scribe.phrases')}</Text>
      {NOTE_SECTIONS.map((section) => (
        <div key={section} className={styles.form}>
          <Field label={t(`scribe.sections.${section}`)}>
            <Textarea resize="vertical" value={sections[section]} onChange={(_event, data) => change(section, data.value)} />
          </Field>
          {section === 'assessment' && <NoteDiagnoses diagnoses={diagnoses} onChange={(next) => update({ ...draft, diagnoses: next })} />}
        </div>
      ))}
      <div className={styles.actions}>
        <Text role="status">
          {state === 'saving' || state === 'pending' ? t('scribe.saving') : state === 'offline' ? t('scribe.offline') : savedAt ? t('scribe.savedAt', { time: formatTime(savedAt, i18n.language) }) : ''}
        </Text>
        <Button appearance="primary" disabled={NOTE_SECTIONS.every((s) => !sections[s].trim()) && diagnoses.length === 0} onClick={() => void persist(draft, true)}>
          {t('scribe.sign')}
        </Button>
      </div>
    </div>
  );
}
