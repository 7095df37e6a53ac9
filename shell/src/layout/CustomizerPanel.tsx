/**
 * The customiser's drawer (./Customizer.tsx has its button): every layout option of spec §4 plus
 * theme, skin, primary colour and language. A change applies at once and is remembered (layout
 * options under `layout`, the others in the shared session store). Loaded on first open.
 */
import { LANGUAGES, type Language, type Skin, type ThemeMode, sessionStore, useSession } from '@emr/shared-ui';
import {
  Button,
  ColorSwatch,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  OverlayDrawer,
  Radio,
  RadioGroup,
  SwatchPicker,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowReset20Regular, Dismiss24Regular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_COLORS } from './Customizer.tsx';
import { type BarType, type ContentWidth, type NavType, layoutStore, useLayout } from './layoutStore.ts';
import { LANGUAGE_NAMES } from './navbar/LanguageSwitcher.tsx';
import { THEME_MODES } from './navbar/ThemeSwitcher.tsx';
import { useMediaQuery, OVERLAY_NAV_QUERY } from './useOverlayNav.ts';

const BAR_TYPES: readonly BarType[] = ['sticky', 'static', 'hidden'];

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockEnd: tokens.spacingVerticalXL },
  sectionTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    color: tokens.colorNeutralForeground2,
  },
  note: { color: tokens.colorNeutralForeground2 },
});

function Choice<T extends string>({ label, value, options, onChange, disabled }: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <Field label={label}>
      <RadioGroup layout="horizontal" value={value} disabled={disabled} onChange={(_, data) => onChange(data.value as T)}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </Field>
  );
}

export function CustomizerPanel({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const id = useId();
  const layout = useLayout((s) => s);
  const overlay = useMediaQuery(OVERLAY_NAV_QUERY);
  const theme = useSession((s) => s.theme);
  const skin = useSession((s) => s.skin);
  const primaryColor = useSession((s) => s.primaryColor);
  const language = useSession((s) => s.language);
  const session = sessionStore.getState();
  const barOptions = BAR_TYPES.map((value) => ({ value, label: t(`customizer.${value}`) }));
  const selectedColor = primaryColor ?? PRIMARY_COLORS[0].value;

  const reset = () => {
    layoutStore.getState().resetLayout();
    session.setTheme('system');
    session.setSkin('default');
    session.setPrimaryColor(null);
  };

  return (
    <OverlayDrawer position="end" open={open} onOpenChange={(_, data) => setOpen(data.open)} aria-labelledby={`${id}-title`}>
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ id: `${id}-title` }}
          action={<Button appearance="subtle" aria-label={t('customizer.close')} icon={<Dismiss24Regular />} onClick={() => setOpen(false)} />}
        >
          {t('customizer.title')}
        </DrawerHeaderTitle>
        <Text size={200} className={styles.note}>
          {t('customizer.subtitle')}
        </Text>
      </DrawerHeader>
      <DrawerBody>
        <section className={styles.section} aria-labelledby={`${id}-theming`}>
          <h3 id={`${id}-theming`} className={styles.sectionTitle}>
            {t('customizer.theming')}
          </h3>
          <Choice<ThemeMode>
            label={t('customizer.theme')}
            value={theme}
            options={THEME_MODES.map((value) => ({ value, label: t(`navbar.theme${value[0]!.toUpperCase()}${value.slice(1)}`) }))}
            onChange={session.setTheme}
          />
          <Choice<Skin>
            label={t('customizer.skin')}
            value={skin}
            options={[
              { value: 'default', label: t('customizer.skinDefault') },
              { value: 'bordered', label: t('customizer.skinBordered') },
            ]}
            onChange={session.setSkin}
          />
          <Field label={t('customizer.primaryColor')}>
            <SwatchPicker
              layout="row"
              shape="circular"
              selectedValue={selectedColor}
              onSelectionChange={(_, data) => session.setPrimaryColor(data.selectedValue === PRIMARY_COLORS[0].value ? null : data.selectedValue)}
            >
              {PRIMARY_COLORS.map((color) => (
                <ColorSwatch key={color.key} color={color.value} value={color.value} aria-label={t(`customizer.colors.${color.key}`)} />
              ))}
            </SwatchPicker>
          </Field>
        </section>

        <section className={styles.section} aria-labelledby={`${id}-layout`}>
          <h3 id={`${id}-layout`} className={styles.sectionTitle}>
            {t('customizer.layout')}
          </h3>
          <Choice<NavType>
            label={t('customizer.navType')}
            value={layout.navType}
            options={[
              { value: 'vertical', label: t('customizer.navVertical') },
              { value: 'horizontal', label: t('customizer.navHorizontal') },
            ]}
            onChange={layout.setNavType}
          />
          {overlay && <Text size={200} className={styles.note}>{t('customizer.overlayNote')}</Text>}
          <Switch
            label={t('customizer.verticalNavCollapsed')}
            checked={layout.verticalNavCollapsed}
            disabled={layout.navType !== 'vertical'}
            onChange={(_, data) => layout.setVerticalNavCollapsed(data.checked)}
          />
          <Choice<ContentWidth>
            label={t('customizer.contentWidth')}
            value={layout.contentWidth}
            options={[
              { value: 'boxed', label: t('customizer.contentBoxed') },
              { value: 'fluid', label: t('customizer.contentFluid') },
            ]}
            onChange={layout.setContentWidth}
          />
          <Choice<BarType> label={t('customizer.navbarType')} value={layout.navbarType} options={barOptions} onChange={layout.setNavbarType} />
          <Switch
            label={t('customizer.navbarBlur')}
            checked={layout.navbarBlur}
            disabled={layout.navbarType !== 'sticky'}
            onChange={(_, data) => layout.setNavbarBlur(data.checked)}
          />
          <Choice<BarType> label={t('customizer.footerType')} value={layout.footerType} options={barOptions} onChange={layout.setFooterType} />
          <Choice<BarType>
            label={t('customizer.horizontalNavType')}
            value={layout.horizontalNavType}
            options={barOptions}
            onChange={layout.setHorizontalNavType}
            disabled={layout.navType !== 'horizontal'}
          />
        </section>

        <section className={styles.section} aria-labelledby={`${id}-language`}>
          <h3 id={`${id}-language`} className={styles.sectionTitle}>
            {t('customizer.language')}
          </h3>
          <Choice<Language>
            label={t('customizer.interfaceLanguage')}
            value={language}
            options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            onChange={session.setLanguage}
          />
        </section>
      </DrawerBody>
      <DrawerFooter>
        <Button icon={<ArrowReset20Regular />} onClick={reset}>
          {t('customizer.reset')}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
