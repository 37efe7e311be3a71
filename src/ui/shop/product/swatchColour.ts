/** The custom property a colour swatch takes its colour from, so every colour shares one style (variantPickerStyles.tsx). */
export const SWATCH_COLOUR = '--swatch-colour';
