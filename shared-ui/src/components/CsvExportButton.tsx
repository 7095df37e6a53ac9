/**
 * "Export CSV" of a whole list, however long: the rows come page by page from the server (an
 * async iterable, e.g. `records.pages`), each page is written as CSV text into the file's parts
 * as it arrives (the rows themselves are not kept), the count written so far is shown and
 * announced, and Cancel stops after the page under way (no file then). The file is offered
 * once the last page is in.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DismissRegular } from '@emr/shared-ui/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataTableColumn, DeferredSpinner, csvHeader, saveFile, toAppError, toCsvRows, useNotify } from '@emr/shared-ui';

const useStyles = makeStyles({
  progress: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface CsvExportButtonProps<T> {
  fileName: string;
  columns: readonly DataTableColumn<T>[];
  /** The rows, page by page; stop when the signal aborts. */
  rows: (signal: AbortSignal) => AsyncIterable<readonly T[]>;
  disabled?: boolean;
}

/** Writes the pages as CSV text parts; the count after each page goes to `onProgress`. Null when aborted. */
export async function csvParts<T>(pages: AsyncIterable<readonly T[]>, columns: readonly DataTableColumn<T>[], signal: AbortSignal, onProgress: (count: number) => void): Promise<{ parts: string[]; count: number } | null> {
  // the byte-order mark makes spreadsheet programs read the file as UTF-8 (accented and Arabic names)
  const parts = ['\uFEFF', csvHeader(columns)];
  let count = 0;
  try {
    for await (const items of pages) {
      if (signal.aborted) return null;
      if (items.length === 0) continue;
      parts.push(`\r\n${toCsvRows(items, columns)}`);
      count += items.length;
      onProgress(count);
    }
  } catch (error) {
    if (signal.aborted) return null;
    throw error;
  }
  return signal.aborted ? null : { parts, count };
}

export function CsvExportButton<T>({ fileName, columns, rows, disabled = false }: CsvExportButtonProps<T>) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const notify = useNotify();
  const [written, setWritten] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setWritten(0);
    try {
      const result = await csvParts(rows(controller.signal), columns, controller.signal, setWritten);
      if (!result) {
        notify('info', t('export.cancelled'));
        return;
      }
      saveFile(fileName, new Blob(result.parts, { type: 'text/csv;charset=utf-8' }));
      notify('success', t('export.done', { count: result.count }));
    } catch (error) {
      notify('error', t('export.failed'), toAppError(error).message);
    } finally {
      running.current = null;
      setWritten(null);
    }
  };

  if (written === null) {
    return (
      <Button icon={<ArrowDownloadRegular />} onClick={() => void start()} disabled={disabled}>
        {t('actions.export')}
      </Button>
    );
  }
  return (
    <span className={styles.progress}>
      <DeferredSpinner label={t('export.progress', { count: written })} live />
      <Button icon={<DismissRegular />} onClick={() => running.current?.abort()}>
        {t('export.cancel')}
      </Button>
    </span>
  );
}
