/** A report figure that opens the records behind it: a link-styled button in the text colour. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useFigureStyles = makeStyles({
  // the text colour, underlined: the theme's link blue falls under 4.5:1 on a hovered row in dark mode
  figure: {
    color: tokens.colorNeutralForeground1,
    fontVariantNumeric: 'tabular-nums',
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
    ':hover': { color: tokens.colorNeutralForeground1Hover, textDecorationStyle: 'solid' },
  },
});
