/**
 * The remote's form grids: as many columns as fit (one on a phone), the gaps as longhands (Griffel
 * expands no `gap`), and every input and select free to shrink to its column (their intrinsic
 * width would otherwise push into the next one).
 */
import { makeStyles, tokens } from '@fluentui/react-components';

const shrinkable = {
  '& .fui-Input, & .fui-Select': { inlineSize: '100%', minInlineSize: 0 },
  '& .fui-Input__input, & .fui-Select__select': { minInlineSize: 0 },
};

export const useFormGrid = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
    rowGap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'start',
    ...shrinkable,
  },
  slots: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(8rem, 100%), 1fr))',
    rowGap: tokens.spacingVerticalS,
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'end',
    ...shrinkable,
  },
});
