/**
 * The global search's dialog (GlobalSearch.tsx): loaded on first open, so the signed-in page
 * does not load it until someone searches. A combobox; results list name, date of birth and
 * PatientID; Enter or a click opens the patient. Four states below the field: searching,
 * error, results, none found.
 */
import { paths } from '@emr/domain';
import { Bidi, errorMessage, type EmrRecord, usePatientSearchExamples, useSession, visuallyHidden, formatDay } from '@emr/shared-ui';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular, Search20Regular } from '@fluentui/react-icons';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePatientSearch } from './patientSearch.resource.ts';

const useStyles = makeStyles({
  surface: { maxInlineSize: '640px', alignSelf: 'flex-start', marginBlockStart: '10vh' },
  title: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalM, minBlockSize: '48px' },
  listbox: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalS, margin: 0, paddingInline: 0 },
  option: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: 'transparent',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
  secondary: { color: tokens.colorNeutralForeground2 },
  visuallyHidden,
});

const fullName = (p: EmrRecord) => [p['LastName'], p['FirstName']].filter((part) => typeof part === 'string' && part).join(', ');

export interface SearchDialogProps {
  open: boolean;
  /** `returnFocus`: closed without opening a patient, so the focus goes back to the search button. */
  onOpenChange: (open: boolean, returnFocus?: boolean) => void;
}

export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const navigate = useNavigate();
  const language = useSession((s) => s.language);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { searchable, pending, error, patients, refetch } = usePatientSearch(text);
  const examples = usePatientSearchExamples();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const hasResults = !pending && !error && patients.length > 0;
  const current = Math.min(active, Math.max(0, patients.length - 1));

  // the field, not the title's close button, gets the focus (this effect runs after the dialog's own)
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = (returnFocus = true) => {
    onOpenChange(false, returnFocus);
    setText('');
  };

  const openPatient = (patient: EmrRecord) => {
    const patientId = typeof patient['PatientID'] === 'string' && patient['PatientID'] ? patient['PatientID'] : patient.id;
    close(false);
    void navigate(paths.patientChart(patientId));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!hasResults) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current + 1) % patients.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current - 1 + patients.length) % patients.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const patient = patients[current];
      if (patient) openPatient(patient);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? onOpenChange(true) : close())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            className={styles.title}
            action={<Button appearance="subtle" aria-label={t('search.close')} icon={<Dismiss24Regular />} onClick={() => close()} />}
          >
            {t('search.title')}
          </DialogTitle>
          <DialogContent>
            <Field label={t('search.label')} hint={t('search.hint', { ...examples })}>
              <Input
                ref={inputRef}
                role="combobox"
                aria-expanded={hasResults}
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-activedescendant={hasResults ? optionId(current) : undefined}
                autoComplete="off"
                contentBefore={<Search20Regular aria-hidden />}
                placeholder={t('search.placeholder', { ...examples })}
                value={text}
                onChange={(_, data) => {
                  setText(data.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
              />
            </Field>
            <div className={styles.status}>
              {pending && <Spinner size="tiny" label={t('search.loading')} />}
              {!pending && error !== null && error !== undefined && (
                <div role="alert">
                  <Text weight="semibold">{t('search.error')}</Text> <Text>{errorMessage(t, error)}</Text>{' '}
                  <Button size="small" onClick={() => void refetch()}>
                    {t('common:actions.retry')}
                  </Button>
                </div>
              )}
              {searchable && !pending && !error && patients.length === 0 && <Text>{t('search.none')}</Text>}
              <div
                role="listbox"
                id={listboxId}
                aria-label={t('search.results')}
                className={styles.listbox}
                hidden={!hasResults}
              >
                {hasResults &&
                  patients.map((patient, index) => (
                    <div
                      key={patient.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === current}
                      className={mergeClasses(styles.option, index === current && styles.active)}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => openPatient(patient)}
                    >
                      <span>
                        <Text weight="semibold">
                          <Bidi>{fullName(patient)}</Bidi>
                        </Text>
                        <br />
                        <Text size={200} className={styles.secondary}>
                          {t('search.dob', { date: formatDay(patient['DOB'], language) || '—' })}
                        </Text>
                      </span>
                      <Text size={200} className={styles.secondary}>
                        {t('search.patientId', { id: patient['PatientID'] ?? '—' })}
                      </Text>
                    </div>
                  ))}
              </div>
              <span className={styles.visuallyHidden} aria-live="polite">
                {hasResults ? t('search.count', { count: patients.length }) : ''}
              </span>
            </div>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
