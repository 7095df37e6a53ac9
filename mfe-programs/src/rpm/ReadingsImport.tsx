/**
 * Importing a device's readings from a CSV file: a preview of every reading and of every line's
 * problem (parseReadingsCsv in @emr/domain); the import is offered only when no line has one, and
 * saves all the readings in one transaction (nothing is saved if the server refuses any).
 */
import { type ReadingsImport as Parsed, parseReadingsCsv } from '@emr/domain/care';
import { Bidi, DataTable, formatDateTime, useNotify } from '@emr/shared-ui';
import { Badge, Button, Card, CardHeader, Label, MessageBar, MessageBarBody, MessageBarTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readingText } from './readingText.ts';
import { useImportReadings } from './rpm.resource.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlockEnd: tokens.spacingVerticalL },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  file: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
});

/** A file's text (FileReader: every browser, and the test DOM). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

export interface ReadingsImportProps {
  patientId: string;
  onSave: () => void;
}

export function ReadingsImport({ patientId, onSave }: ReadingsImportProps) {
  const { t, i18n } = useTranslation('programs');
  const styles = useStyles();
  const notify = useNotify();
  const save = useImportReadings();
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const fileId = useId();
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setParsed(file ? parseReadingsCsv(await textOf(file), new Date().toISOString()) : null);
  };
  const importAll = () =>
    parsed &&
    save.mutate(
      { patientId, readings: parsed.readings },
      {
        onSuccess: () => {
          notify('success', t('csv.imported', { count: parsed.readings.length }));
          setParsed(null);
          setInputKey((k) => k + 1);
          onSave();
        },
        onError: (error) => notify('error', error.message),
      },
    );
  const ok = !!parsed && parsed.problems.length === 0 && parsed.readings.length > 0;
  return (
    <Card className={styles.card} role="region" aria-label={t('csv.title')}>
      <CardHeader header={<Text as="h2" weight="semibold">{t('csv.title')}</Text>} description={<Text>{t('csv.hint')}</Text>} />
      <div className={styles.file}>
        <Label htmlFor={fileId}>{t('csv.file')}</Label>
        <input id={fileId} key={inputKey} type="file" accept=".csv,text/csv" onChange={(event) => void read(event)} />
      </div>
      {parsed && parsed.problems.length > 0 && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('csv.problems', { count: parsed.problems.length })}</MessageBarTitle>
            <ul className={styles.problems}>
              {parsed.problems.map((problem) => (
                <li key={`${problem.line}-${problem.message}`}>{t('csv.problem', { line: problem.line, message: problem.message })}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      {parsed && parsed.readings.length > 0 && (
        <DataTable
          items={parsed.readings}
          getRowId={(row) => String(row.line)}
          ariaLabel={t('csv.preview')}
          columns={[
            { id: 'line', header: t('csv.line'), cell: (row) => <Bidi>{String(row.line)}</Bidi> },
            { id: 'when', header: t('ccm.columns.when'), cell: (row) => formatDateTime(row.at, i18n.language) },
            { id: 'value', header: t('rpm.reading'), cell: (row) => <Bidi>{readingText(row.values)}</Bidi> },
            { id: 'flag', header: t('rpm.flag'), cell: (row) => (row.outOfRange ? <Badge color="danger" appearance="filled">{t('rpm.outOfRange')}</Badge> : t('rpm.inRange')) },
          ]}
        />
      )}
      {parsed && (
        <div>
          <Button appearance="primary" disabled={!ok || save.isPending} onClick={importAll}>
            {t('csv.import', { count: parsed.readings.length })}
          </Button>
        </div>
      )}
    </Card>
  );
}
