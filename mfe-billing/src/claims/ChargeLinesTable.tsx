/**
 * The claim's charge lines (CMS-1500 box 24): code, modifiers, units, charge, diagnosis pointers.
 * A HCPCS Level II code shows its description from the bundled code set under the code.
 */
import { compactCode } from '@emr/domain';
import { Bidi, formatMoney } from '@emr/shared-ui';
import { useCodeDescriptions } from '@emr/shared-ui/codes';
import { Button, Field, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import type { DraftLine } from './claimDraft.ts';
import { ProcedureCodeInput } from './codeInputs.tsx';
import type { lineProblems } from './claimRules.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { minInlineSize: '60rem' },
  description: { minInlineSize: '12rem' },
  code: { inlineSize: '7rem' },
  narrow: { inlineSize: '5rem' },
  amount: { inlineSize: '8rem' },
  input: { inlineSize: '100%', minInlineSize: 0 },
  add: { marginBlockStart: tokens.spacingVerticalS },
  unitPrice: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  described: { display: 'block', color: tokens.colorNeutralForeground2, marginBlockStart: tokens.spacingVerticalXXS },
});

/** A HCPCS Level II code: a letter A–V and four digits (CPT codes are five digits, or four and a letter). */
const isHcpcs = (code: string) => /^[A-V]\d{4}$/.test(compactCode(code));

export interface ChargeLinesTableProps {
  lines: readonly DraftLine[];
  readOnly: boolean;
  /** Each line's fields the server would refuse (by line key), with its sentence. */
  problems?: ReadonlyMap<string, ReturnType<typeof lineProblems>>;
  onChange: (key: string, changes: Partial<DraftLine>) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  /** A stored line of a billed claim is corrected, never removed (the server's rule). */
  keepStored?: boolean;
}

type TextColumn = 'code' | 'description' | 'modifiers' | 'units' | 'amount' | 'pointers';
const COLUMNS: readonly TextColumn[] = ['code', 'description', 'modifiers', 'units', 'amount', 'pointers'];

export function ChargeLinesTable({ lines, readOnly, problems, onChange, onAdd, onRemove, keepStored = false }: ChargeLinesTableProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const hcpcs = useCodeDescriptions('HCPCS', [...new Set(lines.map((l) => compactCode(l.code)).filter(isHcpcs))]);
  const hcpcsDescription = (code: string) => (isHcpcs(code) ? hcpcs.data?.find((c) => c.code === compactCode(code))?.description : undefined);
  const problem = (key: string, column: TextColumn) => (problems?.get(key) as Partial<Record<TextColumn, string>> | undefined)?.[column];
  const width: Record<TextColumn, string | undefined> = { code: styles.code, description: styles.description, modifiers: styles.amount, units: styles.narrow, amount: styles.amount, pointers: styles.narrow };
  return (
    <div>
      <div className={styles.wrap}>
        <Table className={styles.table} aria-label={t('lines.table')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.narrow}>{t('lines.number')}</TableHeaderCell>
              {COLUMNS.map((column) => (
                <TableHeaderCell key={column} className={width[column]}>
                  {t(`lines.${column}`)}
                </TableHeaderCell>
              ))}
              {!readOnly && <TableHeaderCell className={styles.narrow}>{t('lines.actions')}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line, i) => (
              <TableRow key={line.key}>
                <TableCell>{i + 1}</TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>
                    {column === 'code' ? (
                      <ProcedureCodeInput
                        label={t('lines.codeOf', { line: i + 1 })}
                        value={line.code}
                        readOnly={readOnly}
                        describedBy={hcpcsDescription(line.code) ? `${line.key}-hcpcs` : undefined}
                        onChange={(code) => onChange(line.key, { code })}
                      />
                    ) : (
                      <Input
                        className={styles.input}
                        aria-label={t(`lines.${column}Of`, { line: i + 1 })}
                        value={line[column]}
                        readOnly={readOnly}
                        inputMode={column === 'units' ? 'numeric' : column === 'amount' ? 'decimal' : undefined}
                        onChange={(_, data) => onChange(line.key, { [column]: data.value })}
                      />
                    )}
                    {column === 'code' && hcpcsDescription(line.code) && (
                      <Text id={`${line.key}-hcpcs`} size={200} className={styles.described}>
                        <Bidi>{hcpcsDescription(line.code)}</Bidi>
                      </Text>
                    )}
                    {!readOnly && problem(line.key, column) && (
                      <Field validationState="error" validationMessage={problem(line.key, column)} />
                    )}
                    {column === 'amount' && line.unitPriceCents != null && !readOnly && (
                      <span className={styles.unitPrice}>{t('lines.fromFeeSchedule', { price: formatMoney(line.unitPriceCents, i18n.language) })}</span>
                    )}
                  </TableCell>
                ))}
                {!readOnly && (
                  <TableCell>
                    <Button appearance="subtle" disabled={keepStored && Boolean(line.id)} icon={<DeleteRegular />} aria-label={t('lines.remove', { line: i + 1 })} onClick={() => onRemove(line.key)} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {!readOnly && (
        <Button className={styles.add} icon={<AddRegular />} onClick={onAdd}>
          {t('lines.add')}
        </Button>
      )}
    </div>
  );
}
