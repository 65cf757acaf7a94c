import { AA_NORMAL_TEXT, contrastRatio } from './contrast.ts';

/** The header's colour when none is set (spec: "a green", #4eb62f), and its text's colour. */
export const DEFAULT_HEADER_COLOUR = '#4eb62f';
/** `--on-green` of app/styles/app.css: the header's text, icons and focus rings. */
export const HEADER_TEXT_COLOUR = '#0d2606';

/**
 * Whether the header's dark text stays readable on a colour (WCAG AA for normal text): the
 * studio refuses a header colour that fails it (app/lib/contrast.test.ts checks the default).
 */
export const readableHeaderColour = (colour: string) =>
  contrastRatio(HEADER_TEXT_COLOUR, colour) >= AA_NORMAL_TEXT;
