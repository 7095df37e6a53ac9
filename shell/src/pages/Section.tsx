/** A titled card-like section of a page (h2), labelled by its heading. */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

export interface SectionProps {
  title: string;
  description?: string;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

export function Section({ title, description, children, headingLevel = 'h2' }: SectionProps) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Text as={headingLevel} id={id} size={headingLevel === 'h2' ? 500 : 400} weight="semibold">
        {title}
      </Text>
      {description && <Text as="p">{description}</Text>}
      {children}
    </section>
  );
}
