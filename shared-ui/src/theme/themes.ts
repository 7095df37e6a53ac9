/**
 * The clinic theme (Fluent v9): a purple-blue brand ramp with a darker variant for dark
 * mode, light/dark/system modes, the default or bordered skin, and a per-user primary colour
 * that regenerates the ramp around it.
 */
import { type BrandVariants, type Theme, createDarkTheme, createLightTheme } from '@fluentui/react-components';

export type ThemeMode = 'light' | 'dark' | 'system';
export type Skin = 'default' | 'bordered';

/** Fluent's purple-blue ramp (80 = #5b5fc7). */
export const clinicBrand: BrandVariants = {
  10: '#2b2b40', 20: '#2f2f4a', 30: '#333357', 40: '#383966', 50: '#3d3e78', 60: '#444791', 70: '#4f52b2', 80: '#5b5fc7',
  90: '#7579eb', 100: '#7f85f5', 110: '#9299f7', 120: '#aab1fa', 130: '#b6bcfa', 140: '#c5cbfa', 150: '#dce0fa', 160: '#e8ebfa',
};

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: [number, number, number], b: [number, number, number], t: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** A 16-step ramp with `primary` at step 80: darker steps mix towards near-black, lighter towards white. */
export function brandFromPrimary(primary: string): BrandVariants {
  if (!/^#[0-9a-fA-F]{6}$/.test(primary)) return clinicBrand;
  const base = hexToRgb(primary);
  const ramp: Record<number, string> = {};
  for (let step = 10; step <= 160; step += 10) {
    ramp[step] = step <= 80 ? rgbToHex(mix([24, 24, 32], base, (step - 10) / 70)) : rgbToHex(mix(base, [250, 250, 255], (step - 80) / 90));
  }
  return ramp as BrandVariants;
}

export interface ThemeOptions {
  dark: boolean;
  skin: Skin;
  primaryColor?: string | null;
}

export function createClinicTheme({ dark, skin, primaryColor }: ThemeOptions): Theme {
  const brand = primaryColor ? brandFromPrimary(primaryColor) : clinicBrand;
  const theme: Theme = dark
    ? { ...createDarkTheme(brand), colorBrandForeground1: brand[110], colorBrandForeground2: brand[120] }
    : createLightTheme(brand);
  if (skin === 'bordered') {
    // bordered skin: cards and surfaces get a visible border instead of a shadow
    return { ...theme, shadow4: `0 0 0 1px ${theme.colorNeutralStroke2}`, shadow8: `0 0 0 1px ${theme.colorNeutralStroke1}` };
  }
  return theme;
}
