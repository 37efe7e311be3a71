import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineLayerStyles,
  type SystemContext,
} from '@chakra-ui/react';
import { globalCss } from '@chakra-ui/react/theme';
import { usedThemeConfig } from './usedThemeConfig';

/** Warm sheesham-wood browns with a brass accent; `colorPalette="brand"` picks them up everywhere. */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fbf6f1' },
          100: { value: '#f4e7d9' },
          200: { value: '#e8cdb1' },
          300: { value: '#d6aa80' },
          400: { value: '#c18656' },
          500: { value: '#a8683b' },
          600: { value: '#8c5130' },
          700: { value: '#703f27' },
          800: { value: '#553022' },
          900: { value: '#3e241a' },
          950: { value: '#28170f' },
        },
        brass: {
          50: { value: '#fdf8e9' },
          100: { value: '#f8ecc6' },
          200: { value: '#f0d98c' },
          300: { value: '#e6c25a' },
          400: { value: '#d9aa34' },
          500: { value: '#bf8f22' },
          600: { value: '#99701a' },
          700: { value: '#735316' },
          800: { value: '#523c13' },
          900: { value: '#36280d' },
          950: { value: '#1f1707' },
        },
      },
      fonts: {
        heading: { value: "Georgia, 'Times New Roman', serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        brass: {
          solid: { value: '{colors.brass.400}' },
          contrast: { value: '{colors.brass.950}' },
          fg: { value: '{colors.brass.700}' },
          muted: { value: '{colors.brass.100}' },
          subtle: { value: '{colors.brass.50}' },
          emphasized: { value: '{colors.brass.200}' },
          focusRing: { value: '{colors.brass.500}' },
        },
        canvas: { value: '#fdfaf6' },
        // Chakra's red.500 reads 3.8:1 on white as small error text; red.700 passes WCAG's 4.5:1.
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
    // The white outlined panel the shop's cards and lists sit in, and the admin's grey-edged one.
    layerStyles: defineLayerStyles({
      shopPanel: { value: { bg: 'white', borderWidth: '1px', borderColor: 'brand.100', borderRadius: 'lg' } },
      adminPanel: { value: { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg' } },
    }),
  },
});

/**
 * Chakra's reset and global styles, with the shop's canvas. They are the same on every page, so the build writes
 * them into index.html as plain CSS (scripts/build/firstPaintStyles.ts), with the tokens' variables, and the app's
 * system is made without them: turning them into CSS in the browser was most of making the system, one of start-up's
 * longest tasks.
 */
const documentStylesConfig = defineConfig({
  preflight: true,
  globalCss: { ...globalCss, 'html, body': { bg: 'canvas', color: 'gray.800' } },
});

/**
 * The reset, the global styles and the tokens' CSS variables are in the document (scripts/build/firstPaintStyles.ts):
 * the build's Chakra then makes the system without them (scripts/build/chakraStylesInDocument.mjs).
 */
const stylesInDocument = Object.assign(defineConfig({}), { stylesInDocument: true });

let created: SystemContext | undefined;

/**
 * The shop's Chakra system, made on first use. Making it is one of start-up's longest steps (~25 ms on a desktop,
 * four times that on a phone), so it runs in a task of its own (main.tsx) instead of inside the shell's evaluation.
 * Not defaultConfig: that one ships every Chakra recipe in the first download (the bundle budget).
 */
export const shopSystem = (): SystemContext =>
  (created ??= createSystem(defaultBaseConfig, usedThemeConfig, config, stylesInDocument));

/** The shop's system with the document's reset and global styles: for the build, which writes those into the page. */
export const systemWithDocumentStyles = (): SystemContext =>
  createSystem(defaultBaseConfig, usedThemeConfig, config, documentStylesConfig);
