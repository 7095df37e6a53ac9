/**
 * Inter, bundled with the app (spec §7, §9: weights 300–900): the stylesheets and font
 * files come from the shell's own build, never from a font CDN. Imported once, for its
 * side effect, by the shell's bootstrap; `useGlobalStyles` makes Fluent use the family.
 */
import '@fontsource/inter/300.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import '@fontsource/inter/900.css';
